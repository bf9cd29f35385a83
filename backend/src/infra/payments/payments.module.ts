import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { PaymentEventLog } from './payment-event-log.service.js';
import { StripeCheckoutService } from './stripe-checkout.service.js';
import { createStripeClient, STRIPE } from './stripe.client.js';

/** Stripe: the client, Checkout Sessions, webhook verification and the log of received events. */
@Module({
  providers: [{ provide: STRIPE, inject: [AppConfig], useFactory: createStripeClient }, StripeCheckoutService, PaymentEventLog],
  exports: [StripeCheckoutService, PaymentEventLog],
})
export class PaymentsModule {}
