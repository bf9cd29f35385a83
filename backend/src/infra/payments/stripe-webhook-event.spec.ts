import type Stripe from 'stripe';
import { toCheckoutEvent } from './stripe-webhook-event.js';

const session = (overrides: Partial<Stripe.Checkout.Session> = {}) =>
  ({
    id: 'cs_1',
    status: 'complete',
    payment_status: 'paid',
    metadata: { orderId: 'o-1' },
    client_reference_id: 'o-1',
    amount_total: 2240,
    currency: 'gbp',
    payment_intent: 'pi_1',
    url: null,
    ...overrides,
  }) as Stripe.Checkout.Session;
const eventOf = (type: string, object: unknown = session()) => ({ id: 'evt_1', type, data: { object } }) as unknown as Stripe.Event;

describe('toCheckoutEvent', () => {
  it('reads a paid completed or async-succeeded session as checkout.completed, with what settling needs', () => {
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      expect(toCheckoutEvent(eventOf(type))).toEqual({
        kind: 'checkout.completed',
        type,
        session: expect.objectContaining({ id: 'cs_1', paid: true, orderId: 'o-1', amountTotal: 2240, currency: 'gbp', paymentIntentId: 'pi_1' }) as unknown,
      });
    }
  });

  it('ignores a completed session that is not paid yet (a delayed payment still settling)', () => {
    expect(toCheckoutEvent(eventOf('checkout.session.completed', session({ payment_status: 'unpaid' })))).toEqual({ kind: 'ignored', type: 'checkout.session.completed' });
  });

  it('reads an expired session or a failed delayed payment as checkout.expired', () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const event = toCheckoutEvent(eventOf(type, session({ status: 'expired', payment_status: 'unpaid' })));
      expect(event).toMatchObject({ kind: 'checkout.expired', type, session: { id: 'cs_1', orderId: 'o-1' } });
    }
  });

  it('ignores the event types the product does not use', () => {
    expect(toCheckoutEvent(eventOf('payment_intent.succeeded', { id: 'pi_1' }))).toEqual({ kind: 'ignored', type: 'payment_intent.succeeded' });
  });
});
