import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff orders (issue 11). History search matches a fragment of the order number, customer name or
 * e-mail anywhere in the text, so a b-tree cannot help: a trigram GIN index on the one expression
 * the query uses (`orders_search_text`) lets PostgreSQL find the rows among tens of thousands.
 * Staff dismiss an order from the needs-attention list; the reason itself is kept.
 */
export class AdminOrders1795449000000 implements MigrationInterface {
  name = 'AdminOrders1795449000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(
      `CREATE INDEX orders_search_trgm_idx ON orders USING gin ((order_number || ' ' || customer_name || ' ' || customer_email) gin_trgm_ops)`,
    );
    await queryRunner.query('ALTER TABLE orders ADD COLUMN attention_dismissed_at timestamptz');
    await queryRunner.query('ALTER TABLE orders ADD COLUMN attention_dismissed_by uuid');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders DROP COLUMN attention_dismissed_by');
    await queryRunner.query('ALTER TABLE orders DROP COLUMN attention_dismissed_at');
    await queryRunner.query('DROP INDEX orders_search_trgm_idx');
  }
}
