import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 26: the kitchen printer's prints, one row per ticket the worker is asked to print (modules/orders). */
export class OrderPrints1795464000000 implements MigrationInterface {
  name = 'OrderPrints1795464000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE order_prints (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL,
      reason text NOT NULL,
      status text NOT NULL DEFAULT 'queued',
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      requested_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      printed_at timestamptz,
      failed_at timestamptz,
      CONSTRAINT order_prints_pkey PRIMARY KEY (id),
      CONSTRAINT order_prints_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE,
      CONSTRAINT order_prints_reason_check CHECK (reason IN ('placed', 'paid', 'again')),
      CONSTRAINT order_prints_status_check CHECK (status IN ('queued', 'printed', 'failed'))
    )`);
    await queryRunner.query(`CREATE UNIQUE INDEX order_prints_order_id_reason_key ON order_prints (order_id, reason) WHERE reason <> 'again'`);
    await queryRunner.query(`CREATE INDEX order_prints_failed_idx ON order_prints (failed_at) WHERE status = 'failed'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE order_prints');
  }
}
