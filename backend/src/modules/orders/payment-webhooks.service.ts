import { Injectable } from '@nestjs/common';
import { StripeWebhooks } from '../../infra/payments/stripe-webhooks.service.js';
import type { WebhookAckDto } from './dto/payment.dto.js';
import { OrderSettlementService } from './order-settlement.service.js';

/** Stripe's webhook: a paid session settles its order, an expired or failed one abandons it. */
@Injectable()
export class PaymentWebhooksService {
  constructor(
    private readonly webhooks: StripeWebhooks,
    private readonly settlement: OrderSettlementService,
  ) {}

  /**
   * Verified on the raw body and recorded once by the adapter, then applied idempotently. An
   * error leaves the event unhandled, so Stripe's redelivery (after our 5xx) applies it again.
   */
  async handleStripeEvent(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookAckDto> {
    const event = await this.webhooks.receiveEvent(rawBody, signature);
    switch (event.kind) {
      case 'checkout.completed':
        await this.settlement.settlePaidSession(event.session, event.type);
        break;
      case 'checkout.expired': {
        const order = await this.settlement.findOrderOfSession(event.session);
        if (order) await this.settlement.abandonOrder(order.id);
        break;
      }
      case 'duplicate':
      case 'ignored':
        return { received: true };
    }
    await this.webhooks.markHandled(event);
    return { received: true };
  }
}
