import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RESTAURANT_ZONE } from '../../infra/clock/restaurant-time.js';
import { DIRECT_SOURCE, ORDER_CONFIRMATION_PATHS, type DayVisits, type SourceCounts, type VisitCounts } from './domain/visit-charts.js';
import { SiteVisit } from './entities/site-visit.entity.js';

const LONDON_DAY = `(v.visited_at AT TIME ZONE '${RESTAURANT_ZONE}')::date`;
/** The page of a stored path (domain/visit-charts.ts pageOf). */
const PAGE = `split_part(v.path, '?', 1)`;

/**
 * Per source of the visits in [$1, $2): visits, first arrivals and conversions ($3 the confirmation
 * paths, $4 the direct source's name, $5 the site's host). One pass: visits are grouped by visitor
 * and source, then each visitor's first arrival and conversion are read off those groups. The
 * laterals are referrerHost() and visitSource(), step for step.
 */
const SOURCES_SQL = `WITH touches AS (
         SELECT v.ip_address, ${LONDON_DAY} AS day, s.source,
                count(*) AS visits, min(v.visited_at) AS first_at, bool_or(s.confirms) AS confirms
           FROM site_visits v
          CROSS JOIN LATERAL (
                SELECT CASE WHEN split_part(v.referrer, '/', 1) LIKE '_%:' AND split_part(v.referrer, '/', 2) = ''
                            THEN split_part(split_part(split_part(split_part(v.referrer, '/', 3), '@', -1), '?', 1), '#', 1) END AS authority) a
          CROSS JOIN LATERAL (
                SELECT lower(CASE WHEN a.authority LIKE '[%' THEN split_part(a.authority, ']', 1) || ']' ELSE split_part(a.authority, ':', 1) END) AS host) h
          CROSS JOIN LATERAL (
                SELECT ${PAGE} = ANY($3::text[]) AS confirms,
                       CASE WHEN h.host LIKE 'www.%' THEN substr(h.host, 5) ELSE h.host END AS host) r
          CROSS JOIN LATERAL (
                SELECT r.confirms,
                       CASE WHEN r.confirms THEN NULL
                            WHEN v.utm_source <> '' THEN lower(v.utm_source)
                            ELSE nullif(coalesce(nullif(r.host, ''), $4), $5) END AS source) s
          WHERE v.visited_at >= $1 AND v.visited_at < $2
          GROUP BY 1, 2, 3
       ), visitors AS (
         SELECT source, visits, ip_address IS NOT NULL AS known,
                bool_or(confirms) OVER visitor AS converted,
                row_number() OVER (visitor ORDER BY source IS NULL, first_at, source) = 1 AS first_arrival
           FROM touches WINDOW visitor AS (PARTITION BY ip_address, day)
       )
       SELECT source, sum(visits)::int AS "visits",
              count(*) FILTER (WHERE known AND first_arrival)::int AS "visitors",
              count(*) FILTER (WHERE known AND first_arrival AND converted)::int AS "converted"
         FROM visitors GROUP BY source`;

export interface VisitStatsRow {
  total: number;
  uniqueIps: number;
  last24Hours: number;
  last7Days: number;
  oldest: Date | null;
}

export interface VisitRow {
  id: string;
  visitedAt: Date;
  path: string;
  referrer: string | null;
  ipAddress: string | null;
  utmSource: string | null;
}

@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertVisit(values: Pick<SiteVisit, 'path' | 'referrer' | 'ipAddress' | 'userAgent' | 'utmSource'>): Promise<void> {
    await this.dataSource.getRepository(SiteVisit).insert(values);
  }

  /** Every stat card in one query (one pass over site_visits). */
  async computeVisitStats(since24Hours: Date, since7Days: Date): Promise<VisitStatsRow> {
    const [row]: VisitStatsRow[] = await this.dataSource.query(
      `SELECT count(*)::int AS "total",
              count(DISTINCT ip_address)::int AS "uniqueIps",
              count(*) FILTER (WHERE visited_at >= $1)::int AS "last24Hours",
              count(*) FILTER (WHERE visited_at >= $2)::int AS "last7Days",
              min(visited_at) AS "oldest"
         FROM site_visits`,
      [since24Hours, since7Days],
    );
    return row;
  }

  /** One page of visits, newest first (site_visits_visited_at_idx), and the total. */
  async findVisitsPage(limit: number, offset: number): Promise<{ rows: VisitRow[]; total: number }> {
    const [rows, [{ total }]]: [VisitRow[], { total: number }[]] = await Promise.all([
      this.dataSource.query(
        `SELECT id::text AS "id", visited_at AS "visitedAt", path, referrer, ip_address AS "ipAddress", utm_source AS "utmSource"
           FROM site_visits ORDER BY visited_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
      this.dataSource.query('SELECT count(*)::int AS total FROM site_visits'),
    ]);
    return { rows, total };
  }

  /** Visits per London day in [start, end); days without visits are absent. */
  async countVisitsByDay(start: Date, end: Date): Promise<DayVisits[]> {
    return this.dataSource.query(
      `SELECT to_char(${LONDON_DAY}, 'YYYY-MM-DD') AS "date", count(*)::int AS "visits"
         FROM site_visits v WHERE v.visited_at >= $1 AND v.visited_at < $2
        GROUP BY ${LONDON_DAY} ORDER BY ${LONDON_DAY}`,
      [start, end],
    );
  }

  /** The visits of each page in [start, end), a page being the path without its utm_* query. */
  async countPageVisits(start: Date, end: Date): Promise<{ path: string; visits: number }[]> {
    return this.dataSource.query(
      `SELECT ${PAGE} AS "path", count(*)::int AS "visits"
         FROM site_visits v WHERE v.visited_at >= $1 AND v.visited_at < $2
        GROUP BY 1`,
      [start, end],
    );
  }

  /**
   * Per source in [start, end) (null: no arrival), as domain/visit-charts.ts defines them: the
   * visits from it, the visitors (an IP address on a London day) whose first arrival of the day came
   * from it, and how many of those reached an order confirmation that day.
   */
  async countVisitSources(start: Date, end: Date, siteHost: string): Promise<SourceCounts[]> {
    return this.dataSource.query(SOURCES_SQL, [start, end, ORDER_CONFIRMATION_PATHS, DIRECT_SOURCE, siteHost]);
  }

  /** The days of [from, to] whose counts are rolled up ('YYYY-MM-DD'). */
  async findRolledDays(from: string, to: string): Promise<string[]> {
    const rows: { day: string }[] = await this.dataSource.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM visit_days WHERE day BETWEEN $1 AND $2`, [from, to]);
    return rows.map((row) => row.day);
  }

  /** The rolled-up counts of these days, added together (a day that has lost its mark since counts nothing). */
  async sumRolledDays(days: readonly string[]): Promise<VisitCounts> {
    if (days.length === 0) return { byDay: [], pages: [], sources: [] };
    const [byDay, pages, sources] = await Promise.all([
      this.dataSource.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS "date", sum(visits)::int AS "visits" FROM visit_day_pages WHERE day = ANY($1::date[]) GROUP BY day ORDER BY day`,
        [days],
      ) as Promise<DayVisits[]>,
      this.dataSource.query(`SELECT path, sum(visits)::int AS "visits" FROM visit_day_pages WHERE day = ANY($1::date[]) GROUP BY path`, [days]) as Promise<
        { path: string; visits: number }[]
      >,
      this.dataSource.query(
        `SELECT source, sum(visits)::int AS "visits", sum(visitors)::int AS "visitors", sum(converted)::int AS "converted"
           FROM visit_day_sources WHERE day = ANY($1::date[]) GROUP BY source`,
        [days],
      ) as Promise<SourceCounts[]>,
    ]);
    return { byDay, pages, sources };
  }

  /** The London days from `firstDay` (or the oldest visit's, if later) to `lastDay` not rolled up yet, oldest first. */
  async findDaysToRollUp(firstDay: string, lastDay: string): Promise<string[]> {
    const rows: { day: string }[] = await this.dataSource.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day
         FROM generate_series(GREATEST($1::date, (SELECT (min(visited_at) AT TIME ZONE '${RESTAURANT_ZONE}')::date FROM site_visits)), $2::date, interval '1 day') d
        WHERE NOT EXISTS (SELECT 1 FROM visit_days r WHERE r.day = d::date)
        ORDER BY d`,
      [firstDay, lastDay],
    );
    return rows.map((row) => row.day);
  }

  /**
   * Counts one London day, [start, end), into the rollup tables and marks it rolled, in one
   * transaction: the charts see the day's visits or its counts, never both. False when another run
   * (a second worker) marked the day first: its mark waits for that run's transaction, then nothing
   * is written twice.
   */
  async rollUpDay(day: string, start: Date, end: Date, siteHost: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const marked: unknown[] = await manager.query('INSERT INTO visit_days (day) VALUES ($1) ON CONFLICT (day) DO NOTHING RETURNING day', [day]);
      if (marked.length === 0) return false;
      await manager.query(
        `INSERT INTO visit_day_pages (day, path, visits)
         SELECT $3::date, ${PAGE}, count(*) FROM site_visits v WHERE v.visited_at >= $1 AND v.visited_at < $2 GROUP BY 2`,
        [start, end, day],
      );
      await manager.query(
        `INSERT INTO visit_day_sources (day, source, visits, visitors, converted)
         SELECT $6::date, source, visits, visitors, converted FROM (${SOURCES_SQL}) sources`,
        [start, end, ORDER_CONFIRMATION_PATHS, DIRECT_SOURCE, siteHost, day],
      );
      return true;
    });
  }

  /** Deletes the rolled-up counts of the days before `firstKept` (the visits' retention). */
  async deleteRolledDaysBefore(firstKept: string): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query('DELETE FROM visit_days WHERE day < $1', [firstKept]);
    return count;
  }

  /**
   * Deletes the visits before `cutoff`, in batches so that a first purge of a large table holds
   * no long lock. Returns how many it deleted.
   */
  async deleteVisitsBefore(cutoff: Date, batchSize = 10_000): Promise<number> {
    let deleted = 0;
    for (;;) {
      const [, count]: [unknown, number] = await this.dataSource.query(
        'DELETE FROM site_visits WHERE id IN (SELECT id FROM site_visits WHERE visited_at < $1 LIMIT $2)',
        [cutoff, batchSize],
      );
      deleted += count;
      if (count < batchSize) return deleted;
    }
  }
}
