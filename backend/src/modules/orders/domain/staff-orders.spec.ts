import { ORDER_STATUSES } from '../entities/order.entity.js';
import { attentionSummary, deletionProblem, historySearchPattern, isOpenOrder, owesReadyEmail, pageWindow, paidFlagProblem } from './staff-orders.js';

describe('staff order rules', () => {
  it('counts every order but completed and abandoned ones as open', () => {
    expect(ORDER_STATUSES.filter(isOpenOrder)).toEqual(['pending', 'confirmed', 'preparing', 'ready']);
  });

  it('lets staff set the paid flag of pay-later orders only', () => {
    expect(paidFlagProblem({ paymentMethod: 'collection', status: 'ready', isPaid: false }, true)).toBeNull();
    expect(paidFlagProblem({ paymentMethod: 'driver', status: 'preparing', isPaid: true }, false)).toBeNull();
    expect(paidFlagProblem({ paymentMethod: 'online', status: 'confirmed', isPaid: true }, false)).toMatch(/paid online/);
    expect(paidFlagProblem({ paymentMethod: 'online', status: 'pending', isPaid: false }, true)).toMatch(/paid online/);
    expect(paidFlagProblem({ paymentMethod: 'collection', status: 'abandoned', isPaid: false }, true)).toMatch(/abandoned/);
    expect(paidFlagProblem({ paymentMethod: 'collection', status: 'completed', isPaid: true }, false)).toMatch(/completed/);
  });

  it('makes a search term a LIKE pattern that takes wildcards literally', () => {
    expect(historySearchPattern('  WK-7Q ')).toBe('%WK-7Q%');
    expect(historySearchPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(historySearchPattern('   ')).toBeNull();
    expect(historySearchPattern(undefined)).toBeNull();
  });

  it('turns a page number into an offset, with a bounded page size', () => {
    expect(pageWindow(1, 25)).toEqual({ offset: 0, limit: 25 });
    expect(pageWindow(3, 25)).toEqual({ offset: 50, limit: 25 });
    expect(pageWindow(0, 1000)).toEqual({ offset: 0, limit: 100 });
  });

  it('owes the ready e-mail when an order becomes ready, not when it stays or leaves', () => {
    expect(owesReadyEmail('preparing', 'ready', 'sam@x.test')).toBe(true);
    expect(owesReadyEmail('ready', 'completed', 'sam@x.test')).toBe(false);
    expect(owesReadyEmail('confirmed', 'preparing', 'sam@x.test')).toBe(false);
  });

  it('owes no ready e-mail for a phone order taken without an e-mail address', () => {
    expect(owesReadyEmail('preparing', 'ready', '')).toBe(false);
  });

  it('says why an order needs attention: the recorded reason, then each undelivered e-mail', () => {
    expect(attentionSummary('Refunded a late payment.', [{ kind: 'order-ready', to: 'sam@x.test', lastError: '550 mailbox unavailable' }])).toBe(
      'Refunded a late payment. The order-ready e-mail to sam@x.test could not be delivered (550 mailbox unavailable).',
    );
    expect(attentionSummary(null, [{ kind: 'order-confirmation', to: 'a@b.c', lastError: null }])).toBe('The order-confirmation e-mail to a@b.c could not be delivered.');
    expect(attentionSummary(null, [])).toBeNull();
  });
});

describe('which orders can be deleted', () => {
  const paid = { paymentMethod: 'online', isPaid: true, total: 2240, balanceDue: 0 } as const;
  const refund = (amount: number, status: 'pending' | 'succeeded' | 'failed') => ({ amount, status, lines: [] });

  it('refuses an order paid online until it is refunded in full, and nothing else', () => {
    expect(deletionProblem(paid, [])).toBe('paid_online');
    expect(deletionProblem(paid, [refund(1000, 'succeeded')])).toBe('paid_online');
    expect(deletionProblem(paid, [refund(1000, 'succeeded'), refund(1240, 'succeeded')])).toBeNull();
    expect(deletionProblem({ ...paid, isPaid: false }, [])).toBeNull();
    expect(deletionProblem({ ...paid, paymentMethod: 'collection' }, [])).toBeNull();
    expect(deletionProblem({ ...paid, paymentMethod: 'driver', isPaid: false }, [])).toBeNull();
  });

  it('counts a failed refund as money still held, and refuses while a refund is on its way', () => {
    expect(deletionProblem(paid, [refund(2240, 'failed')])).toBe('paid_online');
    expect(deletionProblem(paid, [refund(2240, 'pending')])).toBe('paid_online');
    expect(deletionProblem(paid, [refund(2240, 'failed'), refund(2240, 'succeeded')])).toBeNull();
  });
});
