import type { OrdersChangedMessage } from '@walkden/contract/socket-events';
import type { AdminOrder, DayOrders, OrderHistoryPage } from './admin-orders-api';

/**
 * What one orders.changed message does to the cached order screens:
 * - `patch`: the row's new status and paid flag, which the message carries: no request;
 * - `remove`: the order is gone (deleted);
 * - `fetch`: a new order (its row is not in the message): today's list is fetched; a refund or a
 *   correction changed more than the message says: today's list and that order's detail are fetched;
 * - `attention`: only the needs-attention list changes.
 */
export type OrderCacheChange =
  | { kind: 'patch'; orderId: string; fields: Partial<Pick<AdminOrder, 'status' | 'isPaid'>> }
  | { kind: 'remove'; orderId: string }
  | { kind: 'fetch'; orderId?: string }
  | { kind: 'attention' };

export function cacheChangeFor(message: OrdersChangedMessage): OrderCacheChange {
  switch (message.event) {
    // A new order, a refund or a correction: what changed is not in the message, so the list is fetched again,
    // and the order's detail (a refund, new lines, what is left to collect) where it is open or cached.
    case 'OrderPlaced':
      return { kind: 'fetch' };
    case 'OrderRefunded':
    case 'OrderChanged':
      return { kind: 'fetch', orderId: message.orderId };
    case 'OrderDeleted':
      return { kind: 'remove', orderId: message.orderId };
    case 'OrderNeedsAttention':
    case 'OrderAttentionDismissed':
      return { kind: 'attention' };
    case 'OrderPaid':
    case 'OrderMarkedUnpaid':
    case 'OrderAbandoned':
    case 'OrderStatusChanged':
      return {
        kind: 'patch',
        orderId: message.orderId,
        fields: { ...(message.status !== undefined && { status: message.status }), ...(message.isPaid !== undefined && { isPaid: message.isPaid }) },
      };
  }
}

/** The api's order of a day list (issue 28): by slot, then as placed. */
const bySlot = (a: AdminOrder, b: AdminOrder) => a.slotTime.localeCompare(b.slotTime) || a.createdAt.localeCompare(b.createdAt);

/**
 * Applies a change to a cached day list (an immer draft, or a plain object): the row takes its new
 * fields and moves to the list its status belongs in, as the api sorts them (by slot, then as placed); an
 * abandoned or deleted order leaves both. Returns false when the day does not hold the order.
 */
export function patchDayOrders(day: DayOrders, change: { orderId: string; fields?: Partial<AdminOrder> } & ({ kind: 'patch' } | { kind: 'remove' })): boolean {
  const row = [...day.active, ...day.completed].find((order) => order.id === change.orderId);
  if (!row) return false;
  day.active = day.active.filter((order) => order.id !== change.orderId);
  day.completed = day.completed.filter((order) => order.id !== change.orderId);
  if (change.kind === 'remove') return true;
  const next = { ...row, ...change.fields };
  if (next.status === 'completed') day.completed = [...day.completed, next].sort(bySlot);
  else if (next.status !== 'abandoned') day.active = [...day.active, next].sort(bySlot);
  return true;
}

/** The same for a history page: the row takes its new fields in place. Returns false when the page does not hold it. */
export function patchHistoryPage(page: OrderHistoryPage, orderId: string, fields: Partial<AdminOrder>): boolean {
  const index = page.orders.findIndex((order) => order.id === orderId);
  if (index === -1) return false;
  page.orders[index] = { ...page.orders[index], ...fields };
  return true;
}
