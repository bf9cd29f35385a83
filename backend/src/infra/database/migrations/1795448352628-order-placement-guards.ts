import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 9, placing orders and money:
 * - order_idempotency_keys: Place Order's Idempotency-Key, one row per account and key, with the
 *   order it created and the answer given, so that a repeated submit replays it (kept a day).
 * - orders.stripe_refund_id: the automatic refund of a payment that arrived after the order was
 *   abandoned (the order's attention_reason says what happened).
 */
export class OrderPlacementGuards1795448352628 implements MigrationInterface {
  name = 'OrderPlacementGuards1795448352628';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE order_idempotency_keys (
      user_id uuid NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      order_id uuid,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT order_idempotency_keys_pkey PRIMARY KEY (user_id, key),
      CONSTRAINT order_idempotency_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
      CONSTRAINT order_idempotency_keys_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE
    )`);
    await queryRunner.query('CREATE INDEX order_idempotency_keys_order_id_idx ON order_idempotency_keys (order_id)');
    await queryRunner.query('ALTER TABLE orders ADD COLUMN stripe_refund_id text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders DROP COLUMN stripe_refund_id');
    await queryRunner.query('DROP TABLE order_idempotency_keys');
  }
}
