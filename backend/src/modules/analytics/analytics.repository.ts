import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SiteVisit } from './entities/site-visit.entity.js';

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
