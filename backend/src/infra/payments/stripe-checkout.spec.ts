import type Stripe from 'stripe';
import { toCheckoutSessionState, toSessionCreateParams } from './stripe-checkout.js';

describe('toCheckoutSessionState', () => {
  const base = { id: 'cs_1', status: 'open' as const, payment_status: 'unpaid' as const, metadata: { orderId: 'o-1' }, client_reference_id: null, amount_total: 1250, url: 'http://pay' };

  it('is paid only when Stripe says paid or no payment required', () => {
    expect(toCheckoutSessionState(base).paid).toBe(false);
    expect(toCheckoutSessionState({ ...base, status: 'complete', payment_status: 'paid' }).paid).toBe(true);
    expect(toCheckoutSessionState({ ...base, status: 'complete', payment_status: 'no_payment_required' }).paid).toBe(true);
    expect(toCheckoutSessionState({ ...base, status: 'complete', payment_status: 'unpaid' }).paid).toBe(false);
  });

  it('carries the amount, the currency and the PaymentIntent (an id or an expanded object)', () => {
    expect(toCheckoutSessionState({ ...base, currency: 'gbp', payment_intent: 'pi_1' })).toMatchObject({ amountTotal: 1250, currency: 'gbp', paymentIntentId: 'pi_1' });
    expect(toCheckoutSessionState({ ...base, payment_intent: { id: 'pi_2' } as Stripe.PaymentIntent }).paymentIntentId).toBe('pi_2');
    expect(toCheckoutSessionState(base)).toMatchObject({ currency: null, paymentIntentId: null });
  });

  it('finds the order in the metadata, else in client_reference_id', () => {
    expect(toCheckoutSessionState(base).orderId).toBe('o-1');
    expect(toCheckoutSessionState({ ...base, metadata: {}, client_reference_id: 'o-2' }).orderId).toBe('o-2');
    expect(toCheckoutSessionState({ ...base, metadata: null, client_reference_id: null }).orderId).toBeNull();
  });
});

describe('toSessionCreateParams', () => {
  it('sends GBP lines, the order id, the e-mail and the expiry in seconds', () => {
    const params = toSessionCreateParams({
      orderId: 'o-1',
      orderNumber: 'WK-ABC123',
      customerEmail: 'sam@example.com',
      lines: [
        { name: 'Smash Burger (Double)', unitAmount: 895, quantity: 2 },
        { name: 'Delivery fee', unitAmount: 250, quantity: 1 },
      ],
      successUrl: 'http://x/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://x/payment-cancel?session_id={CHECKOUT_SESSION_ID}',
      expiresAt: new Date('2031-01-14T12:30:00.900Z'),
    });
    expect(params).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      customer_email: 'sam@example.com',
      metadata: { orderId: 'o-1', orderNumber: 'WK-ABC123' },
      expires_at: Math.floor(Date.parse('2031-01-14T12:30:00Z') / 1000),
    });
    expect(params.line_items).toEqual([
      { quantity: 2, price_data: { currency: 'gbp', unit_amount: 895, product_data: { name: 'Smash Burger (Double)' } } },
      { quantity: 1, price_data: { currency: 'gbp', unit_amount: 250, product_data: { name: 'Delivery fee' } } },
    ]);
  });
});
