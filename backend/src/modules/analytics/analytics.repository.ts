import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SiteVisit } from './entities/site-visit.entity.js';

@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertVisit(values: Pick<SiteVisit, 'path' | 'referrer' | 'ipAddress' | 'userAgent' | 'utmSource'>): Promise<void> {
    await this.dataSource.getRepository(SiteVisit).insert(values);
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
