import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders taken by staff (issue 27): who took a phone or walk-in order (a user id, kept if the account
 * goes, like attention_dismissed_by), and how an order paid at the counter was paid.
 */
export class StaffOrders1795466000000 implements MigrationInterface {
  name = 'StaffOrders1795466000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders ADD COLUMN taken_by uuid, ADD COLUMN paid_with text,
        ADD CONSTRAINT orders_paid_with_check CHECK (paid_with IS NULL OR (paid_with IN ('cash', 'card') AND is_paid AND payment_method <> 'online'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders DROP CONSTRAINT orders_paid_with_check, DROP COLUMN paid_with, DROP COLUMN taken_by');
  }
}
