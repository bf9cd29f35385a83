import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 27, Web Push: the browsers to tell when an order is ready, per order. */
export class OrderPushSubscriptions1795469000000 implements MigrationInterface {
  name = 'OrderPushSubscriptions1795469000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE order_push_subscriptions (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL,
      endpoint text NOT NULL,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT order_push_subscriptions_pkey PRIMARY KEY (id),
      CONSTRAINT order_push_subscriptions_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE
    )`);
    await queryRunner.query('CREATE UNIQUE INDEX order_push_subscriptions_order_endpoint_key ON order_push_subscriptions (order_id, endpoint)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE order_push_subscriptions');
  }
}
