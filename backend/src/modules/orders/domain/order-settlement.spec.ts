import type { Order } from '../entities/order.entity.js';
import { latePaymentNotes, mismatchNote, orderedLinesOf, orderIdOfSession } from './order-settlement.js';

const session = { id: 'cs_1', amountTotal: 2240, currency: 'gbp' };

describe('orderIdOfSession', () => {
  it('takes a uuid and nothing else', () => {
    expect(orderIdOfSession({ orderId: '0b6f2a4e-52a1-4c5e-9d0c-3f1b2a7c9e10' })).toBe('0b6f2a4e-52a1-4c5e-9d0c-3f1b2a7c9e10');
    expect(orderIdOfSession({ orderId: 'o-1' })).toBeNull();
    expect(orderIdOfSession({ orderId: null })).toBeNull();
  });
});

describe('orderedLinesOf', () => {
  it('keeps the cart keys and quantities, and drops items deleted from the menu since', () => {
    const items = [
      { menuItemId: 'm-1', optionId: 'opt-1', specialInstructions: 'no onion', quantity: 2 },
      { menuItemId: null, optionId: null, specialInstructions: null, quantity: 1 },
    ] as Order['items'];
    expect(orderedLinesOf({ items })).toEqual([{ menuItemId: 'm-1', optionId: 'opt-1', choices: [], specialInstructions: 'no onion', quantity: 2 }]);
  });
});

describe('mismatchNote', () => {
  it('is null when the session pays the order, and says what differs otherwise', () => {
    expect(mismatchNote(2240, session, 'reconciliation')).toBeNull();
    expect(mismatchNote(2241, session, 'checkout.session.completed')).toBe(
      'Amount mismatch: Stripe took £22.40 but the order total is £22.41 (session cs_1, via checkout.session.completed); not marked paid. Check the payment in Stripe.',
    );
  });
});

describe('latePaymentNotes', () => {
  it('says what was taken, through which path, and what staff must do', () => {
    expect(latePaymentNotes.refunded(session, 'payment return', 'abandoned', { id: 're_1', status: 'succeeded' })).toBe(
      'Refunded after abandon: Stripe payment of £22.40 (session cs_1, via payment return) arrived for an order that was abandoned; refunded automatically (refund re_1, succeeded).',
    );
    expect(latePaymentNotes.nothingToRefund(session, 'reconciliation', 'abandoned')).toMatch(/^Stripe payment of £22\.40 received .* with no payment to refund automatically; refund it in Stripe\.$/);
    expect(latePaymentNotes.refundFailed(session, 'reconciliation', 'abandoned')).toMatch(/; the automatic refund failed, refund it in Stripe\.$/);
  });
});
