import { DateTime } from 'luxon';
import type { EmailToQueue } from '../../../infra/mail/mail.service.js';
import type { OrderRefund } from '../entities/order-refund.entity.js';
import type { Order } from '../entities/order.entity.js';

/** Sent to the customer for each refund staff give (issue 27). */
export const ORDER_REFUND_EMAIL = 'order-refund';

export interface OrderRefundEmailData extends Record<string, unknown> {
  orderNumber: string;
  customerName: string;
  orderDateLabel: string;
  slotTime: string;
  /** Pence. */
  refundAmount: number;
  reason: string;
  /** To the card (Stripe) or handed back at the counter. */
  byCard: boolean;
  /** Pence the order cost and, after this refund, what the customer has paid in all. */
  orderTotal: number;
  paidAfterRefunds: number;
  refundId: string;
}

/**
 * One per refund (its id in the key), so a retried request writes nothing new; none for a phone order
 * taken without an e-mail address.
 */
export function orderRefundEmail(order: Order, refund: OrderRefund, refundedInAll: number): EmailToQueue | null {
  if (!order.customerEmail) return null;
  const data: OrderRefundEmailData = {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    orderDateLabel: DateTime.fromISO(order.orderDate).setLocale('en-GB').toFormat('cccc d LLLL yyyy'),
    slotTime: order.slotTime.slice(0, 5),
    refundAmount: refund.amount,
    reason: refund.reason,
    byCard: refund.method === 'stripe',
    orderTotal: order.total,
    paidAfterRefunds: order.total - refundedInAll,
    refundId: refund.stripeRefundId ?? refund.id,
  };
  return { kind: ORDER_REFUND_EMAIL, to: order.customerEmail, data, dedupeKey: `order-refund:${order.id}:${refund.id}` };
}
