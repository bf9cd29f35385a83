import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { OnJob } from '../../infra/queue/on-job.decorator.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { tipRecordsCutoff } from './domain/tips.js';
import { TipsRepository } from './tips.repository.js';

/**
 * Tip records are kept three years after their month ends (the Employment (Allocation of Tips)
 * Act 2023), then the worker's nightly job deletes the month's payouts and clears its orders'
 * drivers (a person's name); the orders themselves stay, as accounting records.
 */
@Injectable()
export class TipsRetentionService {
  constructor(
    private readonly tips: TipsRepository,
    private readonly clock: Clock,
  ) {}

  @OnJob(JobName.PurgeTipRecords)
  async purgeOldTipRecords(): Promise<{ firstKeptMonth: string; payoutsDeleted: number; driversCleared: number }> {
    const { firstKeptMonth, firstKeptDay } = tipRecordsCutoff(restaurantDate(this.clock.now()));
    const payoutsDeleted = await this.tips.deletePayoutsBefore(firstKeptMonth);
    const driversCleared = await this.tips.clearDriversBefore(firstKeptDay);
    return { firstKeptMonth, payoutsDeleted, driversCleared };
  }
}
