import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Table booking (issue 14): staff may decline a request; a signed-in customer's bookings are theirs
 * (kept as a guest booking if the account goes); the cancel link of the booking e-mails is single
 * use (cancelled_at records when the booking was cancelled, by the customer or staff). A customer's
 * bookings are listed by user_id.
 */
export class TableBookings1795452000000 implements MigrationInterface {
  name = 'TableBookings1795452000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bookings DROP CONSTRAINT bookings_status_check');
    await queryRunner.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'declined', 'cancelled'))`);
    await queryRunner.query('ALTER TABLE bookings ADD COLUMN user_id uuid');
    await queryRunner.query('ALTER TABLE bookings ADD CONSTRAINT bookings_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL');
    await queryRunner.query('ALTER TABLE bookings ADD COLUMN cancelled_at timestamptz');
    await queryRunner.query('CREATE INDEX bookings_user_id_idx ON bookings (user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX bookings_user_id_idx');
    await queryRunner.query('ALTER TABLE bookings DROP COLUMN cancelled_at');
    await queryRunner.query('ALTER TABLE bookings DROP CONSTRAINT bookings_user_id_fkey');
    await queryRunner.query('ALTER TABLE bookings DROP COLUMN user_id');
    await queryRunner.query(`UPDATE bookings SET status = 'cancelled' WHERE status = 'declined'`);
    await queryRunner.query('ALTER TABLE bookings DROP CONSTRAINT bookings_status_check');
    await queryRunner.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled'))`);
  }
}
