import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { PaymentEvent } from './entities/payment-event.entity.js';

export interface RecordedEvent {
  id: string;
  /** True once an earlier delivery of the same Stripe event was handled to the end. */
  alreadyProcessed: boolean;
}

/**
 * Every Stripe event received, once (unique Stripe event id). A redelivery finds its row; if the
 * first delivery was handled to the end it is a no-op, otherwise it is handled again (the
 * handlers are idempotent).
 */
@Injectable()
export class PaymentEventLog {
  constructor(private readonly dataSource: DataSource) {}

  async record(event: Stripe.Event): Promise<RecordedEvent> {
    await this.dataSource
      .getRepository(PaymentEvent)
      .createQueryBuilder()
      .insert()
      .values({ stripeEventId: event.id, type: event.type, payload: event as unknown as Record<string, unknown> })
      .orIgnore()
      .execute();
    const row = await this.dataSource.getRepository(PaymentEvent).findOneOrFail({ where: { stripeEventId: event.id }, select: { id: true, processedAt: true } });
    return { id: row.id, alreadyProcessed: row.processedAt !== null };
  }

  async markProcessed(id: string): Promise<void> {
    await this.dataSource.getRepository(PaymentEvent).update({ id }, { processedAt: () => 'now()' });
  }
}
