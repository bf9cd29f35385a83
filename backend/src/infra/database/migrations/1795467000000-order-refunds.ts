import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27: refunds staff give, through Stripe or in cash at the counter. A row outlives its order
 * (order_id is cleared, the number kept); (order_id, request_key) is unique so a retried request
 * finds the refund it made.
 */
export class OrderRefunds1795467000000 implements MigrationInterface {
  name = 'OrderRefunds1795467000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE order_refunds (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      order_id uuid,
      order_number text NOT NULL,
      amount integer NOT NULL,
      method text NOT NULL,
      status text NOT NULL,
      reason text NOT NULL,
      lines jsonb NOT NULL DEFAULT '[]',
      request_key text NOT NULL,
      stripe_refund_id text,
      error text,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      CONSTRAINT order_refunds_pkey PRIMARY KEY (id),
      CONSTRAINT order_refunds_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE SET NULL,
      CONSTRAINT order_refunds_amount_check CHECK (amount > 0),
      CONSTRAINT order_refunds_method_check CHECK (method IN ('stripe', 'cash')),
      CONSTRAINT order_refunds_status_check CHECK (status IN ('pending', 'succeeded', 'failed'))
    )`);
    await queryRunner.query('CREATE INDEX order_refunds_order_id_idx ON order_refunds (order_id)');
    await queryRunner.query('CREATE UNIQUE INDEX order_refunds_request_key ON order_refunds (order_id, request_key)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE order_refunds');
  }
}
