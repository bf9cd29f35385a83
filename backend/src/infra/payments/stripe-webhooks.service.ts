import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../config/app-config.js';
import { PaymentEventLog } from './payment-event-log.service.js';
import { PaymentsException } from './payments.exception.js';
import { type ReceivedStripeEvent, toCheckoutEvent } from './stripe-webhook-event.js';
import { STRIPE } from './stripe.client.js';

/** Stripe's webhook deliveries: verified, recorded once in payment_events, translated. */
@Injectable()
export class StripeWebhooks {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly config: AppConfig,
    private readonly eventLog: PaymentEventLog,
  ) {}

  /**
   * Verifies Stripe's signature over the exact bytes received (INVALID_SIGNATURE otherwise),
   * records the event (a redelivery finds its row) and says what it means. An event already
   * handled to the end is 'duplicate'; an ignored one is marked handled here. For the others the
   * caller applies them (idempotently) and then calls markHandled; until then a redelivery is
   * handled again.
   */
  async receiveEvent(rawBody: Buffer | undefined, signature: string | undefined): Promise<ReceivedStripeEvent> {
    const event = this.verify(rawBody, signature);
    const recorded = await this.eventLog.record(event);
    if (recorded.alreadyProcessed) return { kind: 'duplicate', type: event.type };
    const translated = toCheckoutEvent(event);
    if (translated.kind === 'ignored') {
      // Recorded in payment_events; nothing else to do for event types the product does not use.
      await this.eventLog.markProcessed(recorded.id);
      return translated;
    }
    return { ...translated, receiptId: recorded.id };
  }

  /** The event was applied: a redelivery of it is now a duplicate. */
  async markHandled(event: { receiptId: string }): Promise<void> {
    await this.eventLog.markProcessed(event.receiptId);
  }

  private verify(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!rawBody || rawBody.length === 0) throw PaymentsException.missingRawBody();
    if (!signature) throw PaymentsException.invalidSignature();
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.stripeWebhookSecret);
    } catch {
      throw PaymentsException.invalidSignature();
    }
  }
}
