import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders staff must look at: a payment that arrived for an order already abandoned (the customer
 * cancelled, or the session was given up for lost), which must be refunded by hand. The order
 * stays abandoned; attention_reason says what happened, and the partial index finds them.
 */
export class OrderAttentionReason1795368500000 implements MigrationInterface {
  name = 'OrderAttentionReason1795368500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders ADD COLUMN attention_reason text');
    await queryRunner.query('CREATE INDEX orders_needs_attention_idx ON orders (created_at) WHERE attention_reason IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX orders_needs_attention_idx');
    await queryRunner.query('ALTER TABLE orders DROP COLUMN attention_reason');
  }
}
