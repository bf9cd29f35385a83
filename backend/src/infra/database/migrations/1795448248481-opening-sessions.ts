import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Opening hours as sessions per weekday (issue 9: Tuesday evenings were sold although the
 * restaurant opens evenings Thursday to Sunday only). A slot is offered only inside a session of
 * its day; opening_times.is_open stays the switch for the whole weekday.
 *
 * An existing installation gets the published hours (SPEC section 2, /contact): Tuesday to Sunday
 * 09:00-14:00, Thursday to Sunday 17:00-21:00; without them it would offer no slot at all.
 */
export class OpeningSessions1795448248481 implements MigrationInterface {
  name = 'OpeningSessions1795448248481';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE opening_sessions (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      day_of_week smallint NOT NULL,
      start_time time NOT NULL,
      end_time time NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT opening_sessions_pkey PRIMARY KEY (id),
      CONSTRAINT opening_sessions_day_of_week_check CHECK (day_of_week BETWEEN 0 AND 6),
      CONSTRAINT opening_sessions_hours_check CHECK (start_time < end_time)
    )`);
    await queryRunner.query('CREATE UNIQUE INDEX opening_sessions_day_of_week_start_time_key ON opening_sessions (day_of_week, start_time)');
    await queryRunner.query(`INSERT INTO opening_sessions (day_of_week, start_time, end_time)
      SELECT day, time '09:00', time '14:00' FROM unnest(ARRAY[0, 2, 3, 4, 5, 6]) AS day
      UNION ALL
      SELECT day, time '17:00', time '21:00' FROM unnest(ARRAY[0, 4, 5, 6]) AS day`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE opening_sessions');
  }
}
