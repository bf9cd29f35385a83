import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RESTAURANT_ZONE } from '../../infra/clock/restaurant-time.js';
import { DIRECT_SOURCE, ORDER_CONFIRMATION_PATHS, type DayVisits, type SourceCounts } from './domain/visit-charts.js';
import { SiteVisit } from './entities/site-visit.entity.js';

const LONDON_DAY = `(v.visited_at AT TIME ZONE '${RESTAURANT_ZONE}')::date`;

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

  /** The most visited pages in [start, end), a page being the path without its utm_* query. */
  async findTopPages(start: Date, end: Date, limit: number): Promise<{ path: string; visits: number }[]> {
    return this.dataSource.query(
      `SELECT split_part(v.path, '?', 1) AS "path", count(*)::int AS "visits"
         FROM site_visits v WHERE v.visited_at >= $1 AND v.visited_at < $2
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT $3`,
      [start, end, limit],
    );
  }

  /**
   * Per source in [start, end) (null: no arrival), as domain/visit-charts.ts defines them: the
   * visits from it, the visitors (an IP address on a London day) whose first arrival of the day came
   * from it, and how many of those reached an order confirmation that day. One pass: visits are
   * grouped by visitor and source, then each visitor's first arrival and conversion are read off
   * those groups. The laterals are referrerHost() and visitSource(), step for step.
   */
  async countVisitSources(start: Date, end: Date, siteHost: string): Promise<SourceCounts[]> {
    return this.dataSource.query(
      `WITH touches AS (
         SELECT v.ip_address, ${LONDON_DAY} AS day, s.source,
                count(*) AS visits, min(v.visited_at) AS first_at, bool_or(s.confirms) AS confirms
           FROM site_visits v
          CROSS JOIN LATERAL (
                SELECT CASE WHEN split_part(v.referrer, '/', 1) LIKE '_%:' AND split_part(v.referrer, '/', 2) = ''
                            THEN split_part(split_part(split_part(split_part(v.referrer, '/', 3), '@', -1), '?', 1), '#', 1) END AS authority) a
          CROSS JOIN LATERAL (
                SELECT lower(CASE WHEN a.authority LIKE '[%' THEN split_part(a.authority, ']', 1) || ']' ELSE split_part(a.authority, ':', 1) END) AS host) h
          CROSS JOIN LATERAL (
                SELECT split_part(v.path, '?', 1) = ANY($3::text[]) AS confirms,
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
         FROM visitors GROUP BY source`,
      [start, end, ORDER_CONFIRMATION_PATHS, DIRECT_SOURCE, siteHost],
    );
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
