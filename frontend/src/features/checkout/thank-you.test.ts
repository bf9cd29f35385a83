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
      orderDate: null,
    });
  });

  it('carry the day of an order placed for a later day', () => {
    const path = thankYouPath({ orderId: ORDER_ID, orderNumber: 'WK-1', type: 'delivery', payment: 'later', slotTime: '18:30', orderDate: '2031-01-19' });
    expect(path).toContain('&date=2031-01-19');
    expect(readThankYouFacts(new URL(path, 'http://x').searchParams).orderDate).toBe('2031-01-19');
  });

  it('ignore values they do not know', () => {
    expect(readThankYouFacts(new URLSearchParams('id=../admin&type=drone&payment=cash&slot=noon&date=2031-99-99'))).toEqual({
      orderId: null,
      orderNumber: null,
      type: null,
      payment: null,
      slotTime: null,
      orderDate: null,
    });
  });
});

describe("What's Next?", () => {
  it('collection, paid later: come at the slot and have payment ready', () => {
    expect(whatsNext({ orderId: null, orderNumber: 'WK-1', type: 'collection', payment: 'later', slotTime: '12:15', orderDate: null }, ADDRESS)).toEqual([
      `Come to ${ADDRESS} at 12:15 today to collect your order.`,
      'Please have your payment ready when you collect.',
      'A confirmation e-mail with your order details is on its way.',
    ]);
  });

  it('delivery, paid later: the driver brings it and takes the payment', () => {
    expect(whatsNext({ orderId: null, orderNumber: 'WK-1', type: 'delivery', payment: 'later', slotTime: '18:30', orderDate: null }, ADDRESS)).toEqual([
      'Our driver will bring your order to your address at 18:30 today.',
      'Please have your payment ready for the driver.',
      'A confirmation e-mail with your order details is on its way.',
    ]);
  });

  it('paid online: nothing to have ready', () => {
    const steps = whatsNext({ orderId: null, orderNumber: 'WK-1', type: 'collection', payment: 'online', slotTime: null, orderDate: null }, ADDRESS);
    expect(steps[0]).toBe(`Come to ${ADDRESS} at your chosen time to collect your order.`);
    expect(steps.some((step) => step.includes('payment ready'))).toBe(false);
  });

  it('an order for a later day: the slot on that day, not today', () => {
    const facts = { orderId: null, orderNumber: 'WK-1', type: 'collection' as const, payment: 'later' as const, slotTime: '12:15', orderDate: '2031-01-19' };
    expect(whatsNext(facts, ADDRESS)[0]).toBe(`Come to ${ADDRESS} at 12:15 on Sunday 19 January to collect your order.`);
  });
});
