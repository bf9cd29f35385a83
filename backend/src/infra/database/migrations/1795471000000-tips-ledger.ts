import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29, the tips ledger: a delivery order's driver (a staff account, kept without a foreign key
 * if the account goes, and the name shown, or only a typed name), and the tips paid out to each
 * driver for a month. The ledger reads delivery orders with a tip by their London date.
 */
export class TipsLedger1795471000000 implements MigrationInterface {
  name = 'TipsLedger1795471000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders ADD COLUMN driver_user_id uuid, ADD COLUMN driver_name text,
         ADD CONSTRAINT orders_driver_check CHECK ((driver_user_id IS NULL AND driver_name IS NULL) OR (delivery_type = 'delivery' AND driver_name IS NOT NULL))`,
    );
    await queryRunner.query('CREATE INDEX orders_driver_tip_order_date_idx ON orders (order_date) WHERE driver_tip > 0');
    await queryRunner.query(`CREATE TABLE tip_payouts (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      month text NOT NULL,
      driver_key text NOT NULL,
      driver_name text NOT NULL,
      amount_pence integer NOT NULL,
      paid_at timestamptz NOT NULL,
      paid_by uuid NOT NULL,
      CONSTRAINT tip_payouts_pkey PRIMARY KEY (id),
      CONSTRAINT tip_payouts_month_check CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      CONSTRAINT tip_payouts_amount_pence_check CHECK (amount_pence > 0)
    )`);
    await queryRunner.query('CREATE INDEX tip_payouts_month_idx ON tip_payouts (month)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE tip_payouts');
    await queryRunner.query('DROP INDEX orders_driver_tip_order_date_idx');
    await queryRunner.query('ALTER TABLE orders DROP CONSTRAINT orders_driver_check, DROP COLUMN driver_name, DROP COLUMN driver_user_id');
  }
}
