import { isValidIdempotencyKey, MAX_OPEN_PAY_LATER_ORDERS, openOrdersProblem } from './order-placement-limits.js';

describe('openOrdersProblem', () => {
  it('refuses any new order while an online order of the account still awaits payment', () => {
    expect(openOrdersProblem({ awaitingPayment: 1, openPayLater: 0 }, 'online')).toBe('awaiting_payment');
    expect(openOrdersProblem({ awaitingPayment: 1, openPayLater: 0 }, 'collection')).toBe('awaiting_payment');
  });

  it(`allows ${MAX_OPEN_PAY_LATER_ORDERS} unpaid pay-on-collection orders a day, not more`, () => {
    expect(openOrdersProblem({ awaitingPayment: 0, openPayLater: MAX_OPEN_PAY_LATER_ORDERS - 1 }, 'collection')).toBeNull();
    expect(openOrdersProblem({ awaitingPayment: 0, openPayLater: MAX_OPEN_PAY_LATER_ORDERS }, 'collection')).toBe('too_many_pay_later');
  });

  it('lets an online order through whatever is left to pay on collection (it is paid before it counts)', () => {
    expect(openOrdersProblem({ awaitingPayment: 0, openPayLater: MAX_OPEN_PAY_LATER_ORDERS }, 'online')).toBeNull();
  });
});

describe('isValidIdempotencyKey', () => {
  it('takes a UUID and printable keys up to 255 characters', () => {
    expect(isValidIdempotencyKey('3f1c1c8e-8d0c-4f5e-9a57-0a4e6f0c2b1d')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(255))).toBe(true);
  });

  it('refuses an empty, too long or non-printable key', () => {
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('a b')).toBe(false);
    expect(isValidIdempotencyKey('clé')).toBe(false);
  });
});
