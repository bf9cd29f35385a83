import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { rangeInstants } from '../../infra/clock/report-range.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { OnJob } from '../../infra/queue/on-job.decorator.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { siteHost } from './domain/visit-charts.js';
import { visitsRetentionCutoff } from './domain/visit-retention.js';

/**
 * The Visits charts' daily counts (issue 29): the worker's roll-up-visits job, every hour, counts
 * each London day that is over and not yet counted, back to the oldest visit kept
 * (VISITS_RETENTION_MONTHS; the first run counts them all). A day is over for good: visits are
 * stored as they happen. `visits:roll-up` does the same from the CLI.
 */
@Injectable()
export class VisitRollupsService {
  private readonly logger = new Logger(VisitRollupsService.name);
  private readonly siteHost: string;

  constructor(
    private readonly visits: AnalyticsRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    this.siteHost = siteHost(config.publicUrl);
  }

  @OnJob(JobName.RollUpVisits)
  async rollUpFinishedDays(): Promise<{ days: string[] }> {
    const now = this.clock.now();
    const firstKept = restaurantDate(visitsRetentionCutoff(now, this.config.visitsRetentionMonths));
    const days: string[] = [];
    // Two workers may run this at once (a run longer than the hour, or a catch-up): each day is counted by one.
    for (const day of await this.visits.findDaysToRollUp(firstKept, restaurantDate(now.minus({ days: 1 })))) {
      const { start, end } = rangeInstants({ from: day, to: day });
      if (await this.visits.rollUpDay(day, start, end, this.siteHost)) days.push(day);
    }
    if (days.length > 0) this.logger.log(`Rolled up the visits of ${days.length} day(s), ${days[0]} to ${days.at(-1)}`);
    return { days };
  }
}
