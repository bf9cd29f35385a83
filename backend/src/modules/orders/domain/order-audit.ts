import type { Order } from '../entities/order.entity.js';

/** What the audit log keeps of an order before and after a staff change. */
export interface OrderAuditFacts {
  orderNumber: string;
  status: Order['status'];
  isPaid: boolean;
  paidAt: string | null;
  paymentMethod: Order['paymentMethod'];
  deliveryType: Order['deliveryType'];
  total: number;
  orderDate: string;
  slotTime: string;
}

/**
 * The order's state without the customer's personal data: the log outlives a deleted order (which
 * may have been deleted to erase that data), and the order number ties an entry to the customer's
 * e-mails and Stripe's records.
 */
export function orderAuditFacts(order: Pick<Order, keyof OrderAuditFacts>): OrderAuditFacts {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    isPaid: order.isPaid,
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    deliveryType: order.deliveryType,
    total: order.total,
    orderDate: order.orderDate,
    slotTime: order.slotTime,
  };
}
