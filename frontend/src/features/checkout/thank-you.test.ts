import { readThankYouFacts, thankYouPath, whatsNext } from './thank-you';

const ADDRESS = 'Bolton Road, Walkden, Manchester M28 3AX';
const ORDER_ID = '6f1c2a52-8f0e-4b8e-9a57-2f8e0c7d1a01';

describe("the thank-you page's facts", () => {
  it('survive the trip through the URL', () => {
    const path = thankYouPath({ orderId: ORDER_ID, orderNumber: 'WK-7Q3K9D', type: 'collection', payment: 'later', slotTime: '12:15' });
    expect(readThankYouFacts(new URL(path, 'http://x').searchParams)).toEqual({
      orderId: ORDER_ID,
      orderNumber: 'WK-7Q3K9D',
      type: 'collection',
      payment: 'later',
      slotTime: '12:15',
    });
  });

  it('ignore values they do not know', () => {
    expect(readThankYouFacts(new URLSearchParams('id=../admin&type=drone&payment=cash&slot=noon'))).toEqual({
      orderId: null,
      orderNumber: null,
      type: null,
      payment: null,
      slotTime: null,
    });
  });
});

describe("What's Next?", () => {
  it('collection, paid later: come at the slot and have payment ready', () => {
    expect(whatsNext({ orderId: null, orderNumber: 'WK-1', type: 'collection', payment: 'later', slotTime: '12:15' }, ADDRESS)).toEqual([
      `Come to ${ADDRESS} at 12:15 today to collect your order.`,
      'Please have your payment ready when you collect.',
      'A confirmation e-mail with your order details is on its way.',
    ]);
  });

  it('delivery, paid later: the driver brings it and takes the payment', () => {
    expect(whatsNext({ orderId: null, orderNumber: 'WK-1', type: 'delivery', payment: 'later', slotTime: '18:30' }, ADDRESS)).toEqual([
      'Our driver will bring your order to your address at 18:30 today.',
      'Please have your payment ready for the driver.',
      'A confirmation e-mail with your order details is on its way.',
    ]);
  });

  it('paid online: nothing to have ready', () => {
    const steps = whatsNext({ orderId: null, orderNumber: 'WK-1', type: 'collection', payment: 'online', slotTime: null }, ADDRESS);
    expect(steps[0]).toBe(`Come to ${ADDRESS} at your chosen time to collect your order.`);
    expect(steps.some((step) => step.includes('payment ready'))).toBe(false);
  });
});
