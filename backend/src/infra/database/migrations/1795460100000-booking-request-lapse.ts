import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24 (booking hoarding): a guest's request that nobody confirms lapses after two hours (status
 * 'lapsed'), unless the guest confirmed it from the e-mail (guest_confirmed_at). The restaurant is
 * told of each request by e-mail or, in a busy hour, by a digest (restaurant_notified_at null while
 * one is owed; rows before this release count as told).
 */
export class BookingRequestLapse1795460100000 implements MigrationInterface {
  name = 'BookingRequestLapse1795460100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bookings DROP CONSTRAINT bookings_status_check');
    await queryRunner.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'declined', 'cancelled', 'lapsed'))`);
    await queryRunner.query('ALTER TABLE bookings ADD COLUMN guest_confirmed_at timestamptz');
    await queryRunner.query('ALTER TABLE bookings ADD COLUMN restaurant_notified_at timestamptz');
    await queryRunner.query('UPDATE bookings SET restaurant_notified_at = created_at');
    await queryRunner.query(`CREATE INDEX bookings_guest_requests_due_idx ON bookings (created_at) WHERE status = 'pending' AND user_id IS NULL AND guest_confirmed_at IS NULL`);
    await queryRunner.query('CREATE INDEX bookings_restaurant_digest_idx ON bookings (created_at) WHERE restaurant_notified_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX bookings_restaurant_digest_idx');
    await queryRunner.query('DROP INDEX bookings_guest_requests_due_idx');
    await queryRunner.query('ALTER TABLE bookings DROP COLUMN restaurant_notified_at');
    await queryRunner.query('ALTER TABLE bookings DROP COLUMN guest_confirmed_at');
    await queryRunner.query(`UPDATE bookings SET status = 'cancelled' WHERE status = 'lapsed'`);
    await queryRunner.query('ALTER TABLE bookings DROP CONSTRAINT bookings_status_check');
    await queryRunner.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'declined', 'cancelled'))`);
  }
}
