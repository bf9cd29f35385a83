import { amountPaidPence, type EarlierRefund, planRefund, refundablePence } from './refunds.js';

const paidOnline = { isPaid: true, total: 2240, balanceDue: 0, paymentMethod: 'online' as const };
const items = [
  { id: 'burgers', quantity: 2, unitPrice: 895 },
  { id: 'fries', quantity: 1, unitPrice: 300 },
];
const refunded = (amount: number, status: EarlierRefund['status'] = 'succeeded', lines: EarlierRefund['lines'] = []): EarlierRefund => ({ amount, status, lines });

describe('amountPaidPence', () => {
  it('is the total, less a balance still to collect, plus what corrections refunded (failed ones too)', () => {
    expect(amountPaidPence({ isPaid: true, total: 1345, balanceDue: 0 }, [{ amount: 895, status: 'succeeded', lines: [], kind: 'correction' }])).toBe(2240);
    expect(amountPaidPence({ isPaid: true, total: 1345, balanceDue: 0 }, [{ amount: 895, status: 'failed', lines: [], kind: 'correction' }])).toBe(2240);
    expect(amountPaidPence({ isPaid: true, total: 3135, balanceDue: 895 }, [])).toBe(2240);
    expect(amountPaidPence({ isPaid: true, total: 2240, balanceDue: 0 }, [{ amount: 500, status: 'succeeded', lines: [] }])).toBe(2240);
    expect(amountPaidPence({ isPaid: false, total: 2240, balanceDue: 0 }, [])).toBe(0);
  });

  it('lets a refund after a correction give back what was paid, never the part already refunded', () => {
    const corrected = { isPaid: true, total: 1345, balanceDue: 0 };
    expect(refundablePence(corrected, [{ amount: 895, status: 'succeeded', lines: [], kind: 'correction' }])).toBe(1345);
  });
});

describe('planRefund', () => {
  it('refunds everything left when neither lines nor an amount are given, through Stripe for an online order', () => {
    expect(planRefund(paidOnline, items, [refunded(500)], {})).toEqual({ amount: 1740, method: 'stripe', lines: [] });
  });

  it('refunds in cash an order paid at the counter or on collection', () => {
    expect(planRefund({ ...paidOnline, paymentMethod: 'collection' }, items, [], { amountPence: 100 })).toEqual({ amount: 100, method: 'cash', lines: [] });
  });

  it('prices lines at what was paid for them, merging repeats of a line', () => {
    const plan = planRefund(paidOnline, items, [], {
      lines: [
        { orderItemId: 'burgers', quantity: 1 },
        { orderItemId: 'fries', quantity: 1 },
        { orderItemId: 'burgers', quantity: 1 },
      ],
    });
    expect(plan).toEqual({
      amount: 2090,
      method: 'stripe',
      lines: [
        { orderItemId: 'burgers', quantity: 2 },
        { orderItemId: 'fries', quantity: 1 },
      ],
    });
  });

  it('counts pending refunds against what is left and ignores failed ones', () => {
    expect(refundablePence(paidOnline, [refunded(1000, 'pending'), refunded(2000, 'failed')])).toBe(1240);
    expect(planRefund(paidOnline, items, [refunded(1000, 'pending')], { amountPence: 1241 })).toEqual({ problem: { code: 'REFUND_TOO_LARGE', refundablePence: 1240 } });
  });

  it('never refunds more units of a line than were ordered and not yet refunded', () => {
    const earlier = [refunded(895, 'succeeded', [{ orderItemId: 'burgers', quantity: 1 }]), refunded(895, 'failed', [{ orderItemId: 'burgers', quantity: 1 }])];
    expect(planRefund(paidOnline, items, earlier, { lines: [{ orderItemId: 'burgers', quantity: 2 }] })).toEqual({ problem: { code: 'REFUND_LINE_TOO_MANY', orderItemId: 'burgers', refundableQuantity: 1 } });
    expect(planRefund(paidOnline, items, [], { lines: [{ orderItemId: 'drinks', quantity: 1 }] })).toEqual({ problem: { code: 'REFUND_LINE_UNKNOWN', orderItemId: 'drinks' } });
  });

  it('caps lines by what is left after an amount was refunded', () => {
    expect(planRefund(paidOnline, items, [refunded(2000)], { lines: [{ orderItemId: 'fries', quantity: 1 }] })).toEqual({ problem: { code: 'REFUND_TOO_LARGE', refundablePence: 240 } });
  });

  it('refuses an unpaid order, a fully refunded one, and lines with an amount', () => {
    expect(planRefund({ ...paidOnline, isPaid: false }, items, [], {})).toEqual({ problem: { code: 'ORDER_NOT_PAID' } });
    expect(planRefund(paidOnline, items, [refunded(2240)], {})).toEqual({ problem: { code: 'NOTHING_LEFT_TO_REFUND' } });
    expect(planRefund(paidOnline, items, [], { amountPence: 100, lines: [{ orderItemId: 'fries', quantity: 1 }] })).toEqual({ problem: { code: 'REFUND_AMOUNT_OR_LINES' } });
  });
});
