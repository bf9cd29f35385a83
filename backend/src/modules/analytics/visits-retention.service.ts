import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { OnJob } from '../../infra/queue/on-job.decorator.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { visitsRetentionCutoff } from './domain/visit-retention.js';

/**
 * Site visits are personal data (IP address, user agent): they are kept VISITS_RETENTION_MONTHS, then
 * deleted, by the worker's nightly job (and the `visits:purge` command), with the charts' daily counts
 * of the days before.
 */
@Injectable()
export class VisitsRetentionService {
  constructor(
    private readonly visits: AnalyticsRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  @OnJob(JobName.PurgeVisits)
  async purgeOldVisits(): Promise<{ cutoff: Date; deleted: number; deletedDays: number }> {
    const cutoff = visitsRetentionCutoff(this.clock.now(), this.config.visitsRetentionMonths);
    const deleted = await this.visits.deleteVisitsBefore(cutoff.toJSDate());
    // The charts' daily counts go with the visits: the days wholly before the cutoff (its own day keeps its count).
    const deletedDays = await this.visits.deleteRolledDaysBefore(restaurantDate(cutoff));
    return { cutoff: cutoff.toJSDate(), deleted, deletedDays };
  }
}
