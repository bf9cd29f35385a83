import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { PaymentsException } from './payments.exception.js';
import { type CheckoutSessionRequest, type CheckoutSessionState, type RefundState, toCheckoutSessionState, toRefundState, toSessionCreateParams } from './stripe-checkout.js';
import { STRIPE } from './stripe.client.js';

export type ExpireOutcome = 'expired' | 'already_expired' | 'already_complete' | 'not_found';

const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;

/** Stripe Checkout as the product uses it: create, retrieve, expire, refund. Webhooks: StripeWebhooks. */
@Injectable()
export class StripeCheckoutService {
  private readonly logger = new Logger(StripeCheckoutService.name);

  constructor(@Inject(STRIPE) private readonly stripe: Stripe) {}

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
      throw PaymentsException.sessionCreationFailed();
    }
    const state = toCheckoutSessionState(session);
    if (!state.url) {
      this.logger.warn({ orderId: request.orderId, sessionId: state.id }, 'Stripe returned no payment URL');
      throw PaymentsException.sessionCreationFailed();
    }
    return state;
  }

  /** The session as Stripe knows it now; null if Stripe has no such session. */
  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null> {
    try {
      return toCheckoutSessionState(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return null;
      throw this.unavailable('retrieve', sessionId, error);
    }
  }

  /** Expires an open session so that it can never be paid; says what state it was already in otherwise. */
  async expireCheckoutSession(sessionId: string): Promise<ExpireOutcome> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return 'expired';
    } catch (error) {
      if (!isStripeError(error) || error.statusCode === undefined || error.statusCode >= 500) throw this.unavailable('expire', sessionId, error);
      // Stripe answers 400 for a session that is no longer open: look at what it became.
      const current = await this.retrieveCheckoutSession(sessionId);
      if (!current) return 'not_found';
      if (current.status === 'complete') return 'already_complete';
      if (current.status === 'expired') return 'already_expired';
      throw this.unavailable('expire', sessionId, error);
    }
  }

  /**
   * Refunds what a PaymentIntent took: all of it, or `amount` pence of it. The idempotency key (one
   * per paid session, or one per staff refund) makes a retried or concurrent call return the same
   * refund instead of a second one. A refusal carries Stripe's error code (never its words, which go
   * to the log) in `details.stripeCode`, or none when Stripe could not be reached.
   */
  async refundPayment(paymentIntentId: string, metadata: Record<string, string>, idempotencyKey: string, amount?: number): Promise<RefundState> {
    try {
      const params: Stripe.RefundCreateParams = { payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata, ...(amount !== undefined && { amount }) };
      return toRefundState(await this.stripe.refunds.create(params, { idempotencyKey }));
    } catch (error) {
      this.logger.warn({ paymentIntentId, err: (error as Error).message }, 'Stripe refused a refund');
      throw PaymentsException.refundFailed(isStripeError(error) && error.statusCode !== undefined && error.statusCode < 500 ? (error.code ?? error.type) : null);
    }
  }

  /** Stripe's own words go to the log only: they can name our account, keys or request ids. */
  private unavailable(action: string, sessionId: string, error: unknown): PaymentsException {
    this.logger.warn({ sessionId, err: (error as Error).message }, `Stripe could not ${action} a Checkout Session`);
    return PaymentsException.unavailable();
  }
}
