import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { OnJob } from '../queue/on-job.decorator.js';
import { JobName } from '../queue/queue.constants.js';

/**
 * Stripe webhook events are kept whole (their payloads carry the customer's name, e-mail and
 * address) only PAYMENT_EVENTS_RETENTION_DAYS: long enough to drop Stripe's redeliveries and to
 * look into a payment, then the worker deletes them nightly, in batches. Orders keep what matters.
 */
@Injectable()
export class PaymentEventsRetentionService {
  private readonly logger = new Logger(PaymentEventsRetentionService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  @OnJob(JobName.PurgePaymentEvents)
  async purgeOldEvents(): Promise<{ cutoff: Date; deleted: number }> {
    const cutoff = this.clock.now().minus({ days: this.config.paymentEventsRetentionDays }).toJSDate();
    const batchSize = 5_000;
    let deleted = 0;
    for (;;) {
      const [, count]: [unknown, number] = await this.dataSource.query(
        'DELETE FROM payment_events WHERE id IN (SELECT id FROM payment_events WHERE received_at < $1 LIMIT $2)',
        [cutoff, batchSize],
      );
      deleted += count;
      if (count < batchSize) break;
    }
    this.logger.log({ cutoff, deleted }, 'old payment events purged');
    return { cutoff, deleted };
  }
}
