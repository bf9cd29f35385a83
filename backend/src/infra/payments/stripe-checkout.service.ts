import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../config/app-config.js';
import { PaymentsException } from './payments.exception.js';
import { type CheckoutSessionRequest, type CheckoutSessionState, type RefundState, toCheckoutSessionState, toRefundState, toSessionCreateParams } from './stripe-checkout.js';
import { STRIPE } from './stripe.client.js';

export type ExpireOutcome = 'expired' | 'already_expired' | 'already_complete' | 'not_found';

const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;

/** Stripe Checkout as the product uses it: create, retrieve, expire, refund, and verify webhooks. */
@Injectable()
export class StripeCheckoutService {
  private readonly logger = new Logger(StripeCheckoutService.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly config: AppConfig,
  ) {}

  /**
   * Creates the hosted payment page. The idempotency key makes a retried call (ours or the
   * client's network retries) return the same session instead of a second one.
   */
  async createCheckoutSession(request: CheckoutSessionRequest, idempotencyKey: string): Promise<CheckoutSessionState> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(toSessionCreateParams(request), { idempotencyKey });
    } catch (error) {
      this.logger.warn({ orderId: request.orderId, err: (error as Error).message }, 'Stripe refused to create a Checkout Session');
      throw PaymentsException.sessionCreationFailed((error as Error).message);
    }
    const state = toCheckoutSessionState(session);
    if (!state.url) throw PaymentsException.sessionCreationFailed('Stripe returned no payment URL');
    return state;
  }

  /** The session as Stripe knows it now; null if Stripe has no such session. */
  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null> {
    try {
      return toCheckoutSessionState(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return null;
      throw PaymentsException.unavailable((error as Error).message);
    }
  }

  /** Expires an open session so that it can never be paid; says what state it was already in otherwise. */
  async expireCheckoutSession(sessionId: string): Promise<ExpireOutcome> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return 'expired';
    } catch (error) {
      if (!isStripeError(error) || error.statusCode === undefined || error.statusCode >= 500) throw PaymentsException.unavailable((error as Error).message);
      // Stripe answers 400 for a session that is no longer open: look at what it became.
      const current = await this.retrieveCheckoutSession(sessionId);
      if (!current) return 'not_found';
      if (current.status === 'complete') return 'already_complete';
      if (current.status === 'expired') return 'already_expired';
      throw PaymentsException.unavailable((error as Error).message);
    }
  }

  /**
   * Refunds everything a PaymentIntent took. The idempotency key (one per paid session) makes a
   * retried or concurrent call return the same refund instead of a second one.
   */
  async refundPayment(paymentIntentId: string, metadata: Record<string, string>, idempotencyKey: string): Promise<RefundState> {
    try {
      return toRefundState(await this.stripe.refunds.create({ payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata }, { idempotencyKey }));
    } catch (error) {
      this.logger.warn({ paymentIntentId, err: (error as Error).message }, 'Stripe refused a refund');
      throw PaymentsException.refundFailed((error as Error).message);
    }
  }

  /** Verifies Stripe's signature over the exact bytes received; throws INVALID_SIGNATURE otherwise. */
  verifyWebhook(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!rawBody || rawBody.length === 0) throw PaymentsException.missingRawBody();
    if (!signature) throw PaymentsException.invalidSignature();
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.stripeWebhookSecret);
    } catch {
      throw PaymentsException.invalidSignature();
    }
  }
}
