import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29, the owner's reports. New against returning customers asks, for each customer of a
 * period, whether they ordered before it. The customer's key (the e-mail, lower-cased, else a phone
 * order's digits) is kept on the order by a trigger, so a year's report reads it rather than
 * working it out for every order, and an index answers "ordered before?" by key and time.
 * Refunds are summed by the day they settled.
 */
export class ReportIndexes1795470000000 implements MigrationInterface {
  name = 'ReportIndexes1795470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders ADD COLUMN customer_key text');
    await queryRunner.query(`CREATE FUNCTION orders_customer_key() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.customer_key := COALESCE(NULLIF(lower(btrim(NEW.customer_email)), ''), NULLIF(regexp_replace(NEW.customer_phone, '[^0-9]', '', 'g'), ''));
        RETURN NEW;
      END $$`);
    await queryRunner.query('CREATE TRIGGER orders_customer_key BEFORE INSERT OR UPDATE OF customer_email, customer_phone ON orders FOR EACH ROW EXECUTE FUNCTION orders_customer_key()');
    await queryRunner.query(`UPDATE orders SET customer_key = COALESCE(NULLIF(lower(btrim(customer_email)), ''), NULLIF(regexp_replace(customer_phone, '[^0-9]', '', 'g'), ''))`);
    await queryRunner.query('CREATE INDEX orders_customer_key_created_at_idx ON orders (customer_key, created_at)');
    await queryRunner.query(`CREATE INDEX order_refunds_settled_at_idx ON order_refunds (settled_at) WHERE status = 'succeeded'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX order_refunds_settled_at_idx');
    await queryRunner.query('DROP INDEX orders_customer_key_created_at_idx');
    await queryRunner.query('DROP TRIGGER orders_customer_key ON orders');
    await queryRunner.query('DROP FUNCTION orders_customer_key()');
    await queryRunner.query('ALTER TABLE orders DROP COLUMN customer_key');
  }
}
