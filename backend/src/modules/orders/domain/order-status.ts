import { type OrderStatus, transitionProblem } from '@walkden/contract/order-status';
import { OrdersException } from '../orders.exception.js';

// The status table is shared with the frontend (contract/src/order-status.ts); the check that throws stays here.
export { COMPLETED_BALANCE_DUE_MESSAGE, COMPLETED_UNPAID_MESSAGE, holdsSlot, ORDER_TRANSITIONS, SLOT_HOLDING_STATUSES, STAFF_STATUSES, transitionProblem } from '@walkden/contract/order-status';

/** The one check every status change goes through. */
export function assertTransition(order: { status: OrderStatus; isPaid: boolean; balanceDue?: number }, to: OrderStatus): void {
  const problem = transitionProblem(order, to);
  if (problem) throw OrdersException.invalidTransition(order.status, to, problem);
}
