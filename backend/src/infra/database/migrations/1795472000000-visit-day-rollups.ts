import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29, the Visits charts on a year of visits: a London day's counts, kept by the worker's
 * roll-up-visits job once the day is over. A visitor is an IP address on one London day, so every
 * count of a day adds up across days: per page (visits), per source (visits, first arrivals, those
 * who reached an order confirmation). `visit_days` marks a day rolled; its rows go with it.
 *
 * A visit stored for a day already rolled (a backfill, a test's clock) removes that day's mark, so the
 * charts count it from site_visits again until the next roll. Europe/London is the restaurant's zone
 * (infra/clock/restaurant-time.ts), fixed here as SQL is.
 */
export class VisitDayRollups1795472000000 implements MigrationInterface {
  name = 'VisitDayRollups1795472000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE visit_days (
      day date NOT NULL,
      rolled_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT visit_days_pkey PRIMARY KEY (day)
    )`);
    await queryRunner.query(`CREATE TABLE visit_day_pages (
      day date NOT NULL,
      path text NOT NULL,
      visits integer NOT NULL,
      CONSTRAINT visit_day_pages_pkey PRIMARY KEY (day, path),
      CONSTRAINT visit_day_pages_day_fkey FOREIGN KEY (day) REFERENCES visit_days (day) ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE TABLE visit_day_sources (
      id bigint GENERATED ALWAYS AS IDENTITY,
      day date NOT NULL,
      source text,
      visits integer NOT NULL,
      visitors integer NOT NULL,
      converted integer NOT NULL,
      CONSTRAINT visit_day_sources_pkey PRIMARY KEY (id),
      CONSTRAINT visit_day_sources_day_fkey FOREIGN KEY (day) REFERENCES visit_days (day) ON DELETE CASCADE
    )`);
    await queryRunner.query('CREATE INDEX visit_day_sources_day_idx ON visit_day_sources (day)');
    await queryRunner.query(`CREATE FUNCTION visit_days_unroll() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM visit_days WHERE day IN (SELECT DISTINCT (visited_at AT TIME ZONE 'Europe/London')::date FROM inserted);
        RETURN NULL;
      END
    $$`);
    await queryRunner.query(
      'CREATE TRIGGER site_visits_unroll_days AFTER INSERT ON site_visits REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION visit_days_unroll()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER site_visits_unroll_days ON site_visits');
    await queryRunner.query('DROP FUNCTION visit_days_unroll()');
    await queryRunner.query('DROP TABLE visit_day_sources');
    await queryRunner.query('DROP TABLE visit_day_pages');
    await queryRunner.query('DROP TABLE visit_days');
  }
}
