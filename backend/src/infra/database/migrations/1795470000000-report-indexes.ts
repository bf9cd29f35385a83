import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29, the owner's reports: new against returning customers asks, for each customer of a
 * period, whether they ordered before it. This index answers that by the customer's key (the
 * e-mail, else a phone order's digits: the expression of OrderFiguresRepository) and time.
 */
export class ReportIndexes1795470000000 implements MigrationInterface {
  name = 'ReportIndexes1795470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX orders_customer_key_created_at_idx ON orders ((COALESCE(NULLIF(lower(customer_email), ''), NULLIF(regexp_replace(customer_phone, '[^0-9]', '', 'g'), ''))), created_at)`,
    );
    await queryRunner.query('CREATE INDEX order_refunds_settled_at_idx ON order_refunds (settled_at) WHERE status = \'succeeded\'');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX order_refunds_settled_at_idx');
    await queryRunner.query('DROP INDEX orders_customer_key_created_at_idx');
  }
}
