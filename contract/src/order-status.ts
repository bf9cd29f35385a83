/** Every status an order can have (SPEC section 4). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'completed', 'abandoned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses that hold a place in a time slot (SPEC section 4). */
export const SLOT_HOLDING_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready'];

/** The statuses staff move an order through; any change among them is allowed (SPEC section 4). */
export const STAFF_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'completed'] as const satisfies readonly OrderStatus[];
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * Every allowed change. `abandoned` is reached only from an unpaid pending order (payment
 * cancelled or expired) and is final: a payment that arrives later never brings the order back.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'preparing', 'ready', 'completed', 'abandoned'],
  confirmed: STAFF_STATUSES.filter((status) => status !== 'confirmed'),
  preparing: STAFF_STATUSES.filter((status) => status !== 'preparing'),
  ready: STAFF_STATUSES.filter((status) => status !== 'ready'),
  completed: STAFF_STATUSES.filter((status) => status !== 'completed'),
  abandoned: [],
};

export const COMPLETED_UNPAID_MESSAGE = 'You cannot mark this order as completed until it’s paid.';

export function holdsSlot(status: OrderStatus): boolean {
  return SLOT_HOLDING_STATUSES.includes(status);
}

/** A paid order staff made dearer cannot be completed until the difference is collected (issue 27). */
export const COMPLETED_BALANCE_DUE_MESSAGE = 'Collect what is left to pay on this order before marking it completed.';

/** Statuses an order can still be changed in (issue 27): the kitchen has not started it. */
export const CORRECTABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];

/**
 * Whether staff may change an order's lines, slot or type now: the kitchen has not started it, and
 * an order paid online only once its payment arrived (the server's planCorrection; Change order's button).
 */
export function isCorrectable(order: { status: OrderStatus; paymentMethod: string; isPaid: boolean }): boolean {
  return CORRECTABLE_STATUSES.includes(order.status) && !(order.paymentMethod === 'online' && !order.isPaid);
}

/** Why the change is refused, or null when it is allowed. `balanceDue`: pence a correction left to collect. */
export function transitionProblem(order: { status: OrderStatus; isPaid: boolean; balanceDue?: number }, to: OrderStatus): string | null {
  if (!ORDER_TRANSITIONS[order.status].includes(to)) return `An order cannot go from ${order.status} to ${to}.`;
  if (to === 'completed' && !order.isPaid) return COMPLETED_UNPAID_MESSAGE;
  if (to === 'completed' && (order.balanceDue ?? 0) > 0) return COMPLETED_BALANCE_DUE_MESSAGE;
  if (to === 'abandoned' && order.isPaid) return 'A paid order cannot be abandoned.';
  return null;
}

/**
 * The kitchen's one tap: the status each open status moves on to (issue 26). Every step is one the
 * transition table allows; completed and abandoned have none.
 */
export const KITCHEN_NEXT_STATUS: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  pending: 'confirmed',
  confirmed: 'preparing',
  preparing: 'ready',
  ready: 'completed',
};

export function nextKitchenStatus(status: OrderStatus): OrderStatus | null {
  return KITCHEN_NEXT_STATUS[status] ?? null;
}
