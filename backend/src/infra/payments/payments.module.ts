import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { PaymentEventLog } from './payment-event-log.service.js';
import { PaymentEventsRetentionService } from './payment-events-retention.service.js';
import { StripeCheckoutService } from './stripe-checkout.service.js';
import { StripeWebhooks } from './stripe-webhooks.service.js';
import { createStripeClient, STRIPE } from './stripe.client.js';

/** Stripe: the client, Checkout Sessions, and webhooks (verified, recorded once in payment_events, translated). */
@Module({
  providers: [{ provide: STRIPE, inject: [AppConfig], useFactory: createStripeClient }, StripeCheckoutService, StripeWebhooks, PaymentEventLog],
  exports: [StripeCheckoutService, StripeWebhooks],
})
export class PaymentsModule {}

/** The worker's nightly purge of old payment events (no Stripe client needed). */
@Module({ providers: [PaymentEventsRetentionService], exports: [PaymentEventsRetentionService] })
export class PaymentEventsRetentionModule {}
