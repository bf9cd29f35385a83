import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12. Allergens (the UK's 14, by code) and dietary labels on menu items and options; the
 * allergens as ordered copied onto each order item (null on lines ordered before this migration:
 * nothing was recorded then); and the audit log of staff changes.
 */
export class AllergensAndAuditLog1795448400000 implements MigrationInterface {
  name = 'AllergensAndAuditLog1795448400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE menu_items ADD COLUMN allergens text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE menu_items ADD COLUMN dietary_labels text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE menu_item_options ADD COLUMN allergens text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query('ALTER TABLE order_items ADD COLUMN allergens text[]');
    await queryRunner.query(
      `CREATE TABLE audit_log (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        actor_id uuid,
        actor_email text NOT NULL,
        area text NOT NULL,
        action text NOT NULL,
        entity_id text NOT NULL,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT audit_log_pkey PRIMARY KEY (id)
      )`,
    );
    await queryRunner.query('CREATE INDEX audit_log_area_created_at_idx ON audit_log (area, created_at)');
    await queryRunner.query('CREATE INDEX audit_log_actor_id_created_at_idx ON audit_log (actor_id, created_at)');
    await queryRunner.query('CREATE INDEX audit_log_created_at_idx ON audit_log (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_log');
    await queryRunner.query('ALTER TABLE order_items DROP COLUMN allergens');
    await queryRunner.query('ALTER TABLE menu_item_options DROP COLUMN allergens');
    await queryRunner.query('ALTER TABLE menu_items DROP COLUMN dietary_labels');
    await queryRunner.query('ALTER TABLE menu_items DROP COLUMN allergens');
  }
}
