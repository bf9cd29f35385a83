import { lostCheckoutCutoffs } from './payment-reconciliation.js';

describe('lostCheckoutCutoffs', () => {
  it("gives Stripe's expired webhook two minutes, and an order without a session five", () => {
    expect(lostCheckoutCutoffs(new Date('2031-01-14T12:00:00Z'))).toEqual({
      expiredBefore: new Date('2031-01-14T11:58:00Z'),
      createdBefore: new Date('2031-01-14T11:55:00Z'),
    });
  });
});
