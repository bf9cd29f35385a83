import type { AdminOrder, OrderRefund } from '../../shared/orders/admin-orders-api';
import { checkRefund, EMPTY_REFUND_FORM, refundableUnits, type RefundForm } from './refund-form';

const ITEMS = [
  { id: 'burger', quantity: 2, unitPricePence: 949 },
  { id: 'fries', quantity: 3, unitPricePence: 250 },
] as AdminOrder['items'];

const refund = (overrides: Partial<OrderRefund>): OrderRefund => ({
  id: 'r1',
  amountPence: 949,
  method: 'stripe',
  status: 'succeeded',
  reason: 'Cold',
  lines: [],
  stripeRefundId: 're_1',
  error: null,
  createdAt: '2031-01-14T12:30:00.000Z',
  ...overrides,
});

const form = (overrides: Partial<RefundForm>): RefundForm => ({ ...EMPTY_REFUND_FORM, reason: 'Burger was cold', ...overrides });

describe('the refund form', () => {
  it('counts the units of each line not yet given back, leaving out failed refunds', () => {
    const refunds = [
      refund({ lines: [{ orderItemId: 'burger', quantity: 1 }] }),
      refund({ id: 'r2', status: 'pending', lines: [{ orderItemId: 'fries', quantity: 2 }] }),
      refund({ id: 'r3', status: 'failed', lines: [{ orderItemId: 'burger', quantity: 1 }, { orderItemId: 'fries', quantity: 1 }] }),
      // An amount refund names no lines.
      refund({ id: 'r4', amountPence: 100, lines: [] }),
    ];
    expect(refundableUnits({ items: ITEMS, refunds })).toEqual({ burger: 1, fries: 1 });
    expect(refundableUnits({ items: ITEMS, refunds: [] })).toEqual({ burger: 2, fries: 3 });
  });

  it('refunds everything left with the reason alone', () => {
    expect(checkRefund({ items: ITEMS, refundablePence: 1500 }, form({ reason: '  Cold  ' }))).toEqual({ ok: true, amountPence: 1500, body: { reason: 'Cold' } });
  });

  it('prices chosen units at the price paid, and sends only the lines chosen', () => {
    expect(checkRefund({ items: ITEMS, refundablePence: 2648 }, form({ mode: 'lines', units: { burger: 0, fries: 2 } }))).toEqual({
      ok: true,
      amountPence: 500,
      body: { reason: 'Burger was cold', lines: [{ orderItemId: 'fries', quantity: 2 }] },
    });
    expect(checkRefund({ items: ITEMS, refundablePence: 2648 }, form({ mode: 'lines', units: {} }))).toMatchObject({ ok: false, amountPence: 0, errors: { lines: 'Choose at least one item to refund.' } });
    // After an earlier refund of an amount, what is left caps the lines too.
    expect(checkRefund({ items: ITEMS, refundablePence: 900 }, form({ mode: 'lines', units: { burger: 1 } }))).toMatchObject({
      ok: false,
      amountPence: 949,
      errors: { lines: 'You can refund at most £9.00 on this order.' },
    });
  });

  it('takes an amount in pounds as whole pence, over nothing and up to what is left', () => {
    const order = { items: ITEMS, refundablePence: 2240 };
    expect(checkRefund(order, form({ mode: 'amount', pounds: '4.5' }))).toEqual({ ok: true, amountPence: 450, body: { reason: 'Burger was cold', amountPence: 450 } });
    expect(checkRefund(order, form({ mode: 'amount', pounds: '22.40' }))).toMatchObject({ ok: true, amountPence: 2240 });
    expect(checkRefund(order, form({ mode: 'amount', pounds: '22.41' }))).toMatchObject({ ok: false, errors: { amount: 'You can refund at most £22.40 on this order.' } });
    expect(checkRefund(order, form({ mode: 'amount', pounds: '0' }))).toMatchObject({ ok: false, errors: { amount: 'Enter an amount over £0.00.' } });
    for (const typed of ['', '4.555', '-1', '£4', 'four']) {
      expect(checkRefund(order, form({ mode: 'amount', pounds: typed }))).toMatchObject({ ok: false, errors: { amount: 'Enter an amount in pounds, e.g. 4.50' } });
    }
  });

  it('needs a reason of at most 300 characters', () => {
    const order = { items: ITEMS, refundablePence: 2240 };
    expect(checkRefund(order, form({ reason: '   ' }))).toMatchObject({ ok: false, amountPence: 2240, errors: { reason: 'Please say why you are refunding.' } });
    expect(checkRefund(order, form({ reason: 'x'.repeat(301) }))).toMatchObject({ ok: false, errors: { reason: 'The reason can be at most 300 characters.' } });
    expect(checkRefund(order, form({ reason: 'x'.repeat(300) }))).toMatchObject({ ok: true });
  });
});
