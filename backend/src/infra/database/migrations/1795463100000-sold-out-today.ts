import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26 (sold out today): an item or an option is sold out until an instant (the next day's
 * opening), then comes back by itself. Null = not sold out.
 */
export class SoldOutToday1795463100000 implements MigrationInterface {
  name = 'SoldOutToday1795463100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE menu_items ADD COLUMN sold_out_until timestamptz');
    await queryRunner.query('ALTER TABLE menu_item_options ADD COLUMN sold_out_until timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE menu_item_options DROP COLUMN sold_out_until');
    await queryRunner.query('ALTER TABLE menu_items DROP COLUMN sold_out_until');
  }
}
