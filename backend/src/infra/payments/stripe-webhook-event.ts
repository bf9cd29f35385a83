import type Stripe from 'stripe';
import { type CheckoutSessionState, toCheckoutSessionState } from './stripe-checkout.js';

/**
 * A Stripe event as the product reads it:
 * - checkout.completed: the session is paid (completed, or a delayed payment that succeeded);
 * - checkout.expired: the session can no longer be paid (expired, or a delayed payment that failed);
 * - ignored: nothing to do (other types, or completed but unpaid: a delayed method still
 *   settling, whose async_payment_* event follows).
 * `type` is Stripe's own event type, kept for logs and staff notes.
 */
export type CheckoutEvent =
  | { kind: 'checkout.completed'; type: string; session: CheckoutSessionState }
  | { kind: 'checkout.expired'; type: string; session: CheckoutSessionState }
  | { kind: 'ignored'; type: string };

/** A verified webhook after it was recorded: what to do, or 'duplicate' when an earlier delivery was handled to the end. */
export type ReceivedStripeEvent = (Exclude<CheckoutEvent, { kind: 'ignored' }> & { receiptId: string }) | Extract<CheckoutEvent, { kind: 'ignored' }> | { kind: 'duplicate'; type: string };

/** Translates a verified Stripe event into what the product does with it. */
export function toCheckoutEvent(event: Stripe.Event): CheckoutEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = toCheckoutSessionState(event.data.object);
      return session.paid ? { kind: 'checkout.completed', type: event.type, session } : { kind: 'ignored', type: event.type };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { kind: 'checkout.expired', type: event.type, session: toCheckoutSessionState(event.data.object) };
    default:
      return { kind: 'ignored', type: event.type };
  }
}
