import type { TestingModule } from '@nestjs/testing';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { createTestCliContext } from '../../test/cli-context.js';
import { truncateAll } from '../../test/test-database.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { SiteVisit } from './entities/site-visit.entity.js';
import { VisitsRetentionService } from './visits-retention.service.js';

describe('visits:purge', () => {
  let context: TestingModule;
  let dataSource: DataSource;

  async function visitAt(path: string, visitedAt: string): Promise<void> {
    await dataSource.query('INSERT INTO site_visits (visited_at, path) VALUES ($1, $2)', [visitedAt, path]);
  }
  const remainingPaths = async (): Promise<string[]> => (await dataSource.getRepository(SiteVisit).find({ order: { visitedAt: 'ASC' } })).map((visit) => visit.path);

  beforeAll(async () => {
    context = await createTestCliContext({ VISITS_RETENTION_MONTHS: '13' });
    dataSource = context.get(DataSource);
  });

  beforeEach(async () => {
    await truncateAll(dataSource);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('deletes the visits older than the retention period and keeps the rest', async () => {
    await visitAt('/too-old', '2030-06-15T09:29:59Z');
    await visitAt('/just-kept', '2030-06-15T09:30:00Z');
    await visitAt('/recent', '2031-07-01T12:00:00Z');
    const now = DateTime.fromISO('2031-07-15T10:30:00', { zone: 'Europe/London' });

    const result = await context.get(Clock).runAt(now, () => context.get(VisitsRetentionService).purgeOldVisits());

    // 13 months before 10:30 BST on 15 July 2031 is 10:30 BST (09:30 UTC) on 15 June 2030.
    expect(result).toEqual({ cutoff: new Date('2030-06-15T09:30:00Z'), deleted: 1, deletedDays: 0 });
    await expect(remainingPaths()).resolves.toEqual(['/just-kept', '/recent']);
  });

  it('deletes in batches until nothing older is left', async () => {
    for (let i = 0; i < 5; i += 1) await visitAt(`/old-${i}`, '2020-01-01T00:00:00Z');
    await visitAt('/new', '2031-01-01T00:00:00Z');

    await expect(context.get(AnalyticsRepository).deleteVisitsBefore(new Date('2030-01-01T00:00:00Z'), 2)).resolves.toBe(5);
    await expect(remainingPaths()).resolves.toEqual(['/new']);
  });
});
