import type { AdminOrder, DayOrders } from './admin-orders-api';
import { cacheChangeFor, patchDayOrders, patchHistoryPage } from './orders-cache';

const row = (id: string, createdAt: string, overrides: Partial<AdminOrder> = {}) => ({ id, createdAt, slotTime: '18:00', status: 'pending', isPaid: false, ...overrides }) as AdminOrder;

function day(): DayOrders {
  return {
    date: '2031-01-14',
    active: [row('a', '2031-01-14T11:00:00Z'), row('b', '2031-01-14T12:00:00Z')],
    completed: [row('c', '2031-01-14T11:30:00Z', { status: 'completed', isPaid: true })],
    later: [],
  };
}

describe('cacheChangeFor', () => {
  it('patches a status or paid change from what the message carries; fetches for a new order, and the order too for a refund or a change', () => {
    expect(cacheChangeFor({ event: 'OrderStatusChanged', orderId: 'a', orderNumber: 'WK-1', status: 'ready', isPaid: false })).toEqual({
      kind: 'patch',
      orderId: 'a',
      fields: { status: 'ready', isPaid: false },
    });
    expect(cacheChangeFor({ event: 'OrderPaid', orderId: 'a', orderNumber: 'WK-1', status: 'pending', isPaid: true })).toMatchObject({ kind: 'patch', fields: { isPaid: true } });
    expect(cacheChangeFor({ event: 'OrderPlaced', orderId: 'n', orderNumber: 'WK-2', status: 'pending', isPaid: false })).toEqual({ kind: 'fetch' });
    // A refund or a correction changed lines and money the message does not carry: the order itself is fetched too.
    expect(cacheChangeFor({ event: 'OrderChanged', orderId: 'a', orderNumber: 'WK-1', status: 'confirmed', isPaid: true })).toEqual({ kind: 'fetch', orderId: 'a' });
    expect(cacheChangeFor({ event: 'OrderRefunded', orderId: 'a', orderNumber: 'WK-1', status: 'confirmed', isPaid: true })).toEqual({ kind: 'fetch', orderId: 'a' });
    expect(cacheChangeFor({ event: 'OrderDeleted', orderId: 'a', orderNumber: 'WK-1' })).toEqual({ kind: 'remove', orderId: 'a' });
    expect(cacheChangeFor({ event: 'OrderNeedsAttention', orderId: 'a', orderNumber: 'WK-1', reason: 'Paid late' })).toEqual({ kind: 'attention' });
  });
});

describe('patchDayOrders', () => {
  it('changes the row in place while it stays open', () => {
    const list = day();
    expect(patchDayOrders(list, { kind: 'patch', orderId: 'b', fields: { status: 'ready' } })).toBe(true);
    expect(list.active.map((order) => [order.id, order.status])).toEqual([
      ['a', 'pending'],
      ['b', 'ready'],
    ]);
  });

  it('moves a completed order to the completed list in the api\'s order (by slot, then as placed), and drops an abandoned one', () => {
    const list = day();
    patchDayOrders(list, { kind: 'patch', orderId: 'a', fields: { status: 'completed', isPaid: true } });
    expect(list.active.map((order) => order.id)).toEqual(['b']);
    expect(list.completed.map((order) => order.id)).toEqual(['a', 'c']);
    patchDayOrders(list, { kind: 'patch', orderId: 'b', fields: { status: 'abandoned' } });
    expect([...list.active, ...list.completed].map((order) => order.id)).toEqual(['a', 'c']);
  });

  it('keeps the slot order: an order placed later for an earlier slot goes first', () => {
    const list = day();
    list.completed.push(row('d', '2031-01-14T13:00:00Z', { slotTime: '12:00', status: 'completed', isPaid: true }));
    patchDayOrders(list, { kind: 'patch', orderId: 'b', fields: { status: 'completed', isPaid: true } });
    expect(list.completed.map((order) => order.id)).toEqual(['d', 'c', 'b']);
  });

  it('removes a deleted order, and leaves a day that does not hold the order as it was', () => {
    const list = day();
    expect(patchDayOrders(list, { kind: 'remove', orderId: 'c' })).toBe(true);
    expect(list.completed).toEqual([]);
    const other = day();
    expect(patchDayOrders(other, { kind: 'patch', orderId: 'zz', fields: { status: 'ready' } })).toBe(false);
    expect(other).toEqual(day());
  });
});

describe('patchHistoryPage', () => {
  it('changes the row where it is', () => {
    const page = { orders: [row('a', '2031-01-14T11:00:00Z'), row('b', '2031-01-14T12:00:00Z')], total: 2, page: 1, pageSize: 25 };
    expect(patchHistoryPage(page, 'b', { isPaid: true })).toBe(true);
    expect(page.orders.map((order) => order.isPaid)).toEqual([false, true]);
    expect(patchHistoryPage(page, 'zz', { isPaid: true })).toBe(false);
  });
});
