import { isOrderLinkToken, orderLinkToken, orderLinkUrl } from './order-link.js';

const A = '6f1c2a52-8f0e-4b8e-9a57-2f8e0c7d1a01';
const B = '6f1c2a52-8f0e-4b8e-9a57-2f8e0c7d1a02';

describe('order link', () => {
  it("accepts the order's own token only: not another order's, not another secret's, not a truncated one", () => {
    const token = orderLinkToken('secret one', A);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(isOrderLinkToken('secret one', A, token)).toBe(true);
    expect(isOrderLinkToken('secret one', B, token)).toBe(false);
    expect(isOrderLinkToken('secret two', A, token)).toBe(false);
    expect(isOrderLinkToken('secret one', A, token.slice(0, 31))).toBe(false);
    expect(isOrderLinkToken('secret one', A, undefined)).toBe(false);
  });

  it('puts the token in the fragment, which browsers never send to the server', () => {
    expect(orderLinkUrl('https://walkden.example/', 'secret one', A)).toBe(`https://walkden.example/track/${A}#${orderLinkToken('secret one', A)}`);
  });
});
