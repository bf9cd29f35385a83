import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kitchen screen's one tap (issue 26): on each order, the status a tap moved it from and when,
 * so that exactly that step can be undone within a few seconds. Any other status change clears both.
 */
export class KitchenAdvance1795465000000 implements MigrationInterface {
  name = 'KitchenAdvance1795465000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders ADD COLUMN advanced_from text, ADD COLUMN advanced_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders DROP COLUMN advanced_at, DROP COLUMN advanced_from');
  }
}
