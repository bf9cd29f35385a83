import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: an online order staff delete leaves a row here, so that a payment Stripe still reports
 * for it is refunded and shown in Needs attention rather than kept. No foreign key: the order is gone.
 */
export class DeletedOrders1795460050000 implements MigrationInterface {
  name = 'DeletedOrders1795460050000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE deleted_orders (
      order_id uuid NOT NULL,
      order_number text NOT NULL,
      stripe_session_id text,
      snapshot jsonb NOT NULL,
      deleted_at timestamptz NOT NULL,
      deleted_by uuid,
      attention_reason text,
      stripe_refund_id text,
      attention_dismissed_at timestamptz,
      attention_dismissed_by uuid,
      CONSTRAINT deleted_orders_pkey PRIMARY KEY (order_id)
    )`);
    await queryRunner.query('CREATE INDEX deleted_orders_stripe_session_id_idx ON deleted_orders (stripe_session_id)');
    await queryRunner.query('CREATE INDEX deleted_orders_needs_attention_idx ON deleted_orders (deleted_at) WHERE attention_reason IS NOT NULL AND attention_dismissed_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE deleted_orders');
  }
}
