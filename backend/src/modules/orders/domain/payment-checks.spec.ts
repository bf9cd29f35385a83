import { describePayment, paymentMismatch } from './payment-checks.js';

describe('paymentMismatch', () => {
  it('accepts exactly the order total in GBP, whatever the case of the currency code', () => {
    expect(paymentMismatch(2240, { amountTotal: 2240, currency: 'gbp' })).toBeNull();
    expect(paymentMismatch(2240, { amountTotal: 2240, currency: 'GBP' })).toBeNull();
  });

  it('refuses another amount, another currency or an unknown one, and says what was taken', () => {
    expect(paymentMismatch(2240, { amountTotal: 2239, currency: 'gbp' })).toBe('Stripe took £22.39 but the order total is £22.40');
    expect(paymentMismatch(2240, { amountTotal: 2240, currency: 'eur' })).toBe('Stripe took 22.40 EUR but the order total is £22.40');
    expect(paymentMismatch(2240, { amountTotal: null, currency: 'gbp' })).toBe('Stripe took an unknown amount but the order total is £22.40');
    expect(paymentMismatch(2240, { amountTotal: 2240, currency: null })).toMatch(/^Stripe took 22.40 OF AN UNKNOWN CURRENCY/);
  });
});

describe('describePayment', () => {
  it('reads pence as pounds', () => {
    expect(describePayment({ amountTotal: 905, currency: 'gbp' })).toBe('£9.05');
  });
});
