import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27, correcting orders: what a paid order still owes after staff made it dearer
 * (orders.balance_due, "£x.xx to collect"), and which refunds a correction made (order_refunds.kind),
 * so that what the customer paid can be told from what the order now costs.
 */
export class OrderCorrections1795468000000 implements MigrationInterface {
  name = 'OrderCorrections1795468000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN balance_due integer NOT NULL DEFAULT 0, ADD CONSTRAINT orders_balance_due_check CHECK (balance_due >= 0)`);
    await queryRunner.query(
      `ALTER TABLE order_refunds ADD COLUMN kind text NOT NULL DEFAULT 'refund', ADD CONSTRAINT order_refunds_kind_check CHECK (kind IN ('refund', 'correction'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE order_refunds DROP CONSTRAINT order_refunds_kind_check, DROP COLUMN kind');
    await queryRunner.query('ALTER TABLE orders DROP CONSTRAINT orders_balance_due_check, DROP COLUMN balance_due');
  }
}
