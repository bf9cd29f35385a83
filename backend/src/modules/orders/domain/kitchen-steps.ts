import { nextKitchenStatus, type OrderStatus } from '@walkden/contract/order-status';
import type { Order } from '../entities/order.entity.js';

/** How long after a tap its undo is accepted: the screen offers it for 5 s, the rest covers a slow answer. */
export const KITCHEN_UNDO_WINDOW_MS = 10_000;

/** The kitchen's tap: the status to move to, or why not (the screen saw an older status, or there is no next step). */
export function kitchenAdvance(order: Pick<Order, 'status'>, seen: OrderStatus): { to: OrderStatus } | { problem: 'stale' | 'no_next_step' } {
  if (order.status !== seen) return { problem: 'stale' };
  const to = nextKitchenStatus(order.status);
  return to ? { to } : { problem: 'no_next_step' };
}

/** The undo of the last tap: the status to go back to, or null when there is nothing (left) to undo. */
export function kitchenUndo(order: Pick<Order, 'status' | 'advancedFrom' | 'advancedAt'>, now: Date): OrderStatus | null {
  if (!order.advancedFrom || !order.advancedAt) return null;
  const age = now.getTime() - order.advancedAt.getTime();
  return age >= 0 && age <= KITCHEN_UNDO_WINDOW_MS ? order.advancedFrom : null;
}

/** The statuses that show as "Preparing" on the collection board; an online order still at Stripe's page is not shown. */
export type BoardColumn = 'preparing' | 'ready';

/** Where a collection order shows on the board (issue 26), or null: delivery orders, finished ones and unpaid online ones are not there. */
export function boardColumn(order: Pick<Order, 'status' | 'deliveryType' | 'paymentMethod' | 'isPaid'>): BoardColumn | null {
  if (order.deliveryType !== 'collection') return null;
  if (order.status === 'ready') return 'ready';
  if (order.status === 'confirmed' || order.status === 'preparing') return 'preparing';
  if (order.status === 'pending' && (order.paymentMethod !== 'online' || order.isPaid)) return 'preparing';
  return null;
}
