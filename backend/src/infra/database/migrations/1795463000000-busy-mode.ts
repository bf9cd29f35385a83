import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26 (busy mode): staff pause online orders by type, or add prep time. One row per kind while
 * set; `until` null = until staff end it. A row whose `until` has passed is over (readers use the clock).
 */
export class BusyMode1795463000000 implements MigrationInterface {
  name = 'BusyMode1795463000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE busy_mode (
      kind text PRIMARY KEY,
      until timestamptz,
      extra_minutes integer,
      set_by uuid REFERENCES users (id) ON DELETE SET NULL,
      set_at timestamptz NOT NULL,
      CONSTRAINT busy_mode_kind_check CHECK (kind IN ('pause_collection', 'pause_delivery', 'prep_time')),
      CONSTRAINT busy_mode_extra_minutes_check CHECK ((kind = 'prep_time') = (extra_minutes IS NOT NULL) AND (extra_minutes IS NULL OR extra_minutes BETWEEN 10 AND 60))
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE busy_mode');
  }
}
