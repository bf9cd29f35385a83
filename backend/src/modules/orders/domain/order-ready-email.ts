import type { EmailToQueue } from '../../../infra/mail/mail.service.js';
import type { Order } from '../entities/order.entity.js';
import { toOrderEmailData } from './order-emails.js';

/** Sent when staff move an order to ready: collection, come to the counter; delivery, it is on its way. */
export const ORDER_READY_EMAIL = 'order-ready';

/** One per order: moving it back and to ready again does not send a second one. */
export function orderReadyEmail(order: Order): EmailToQueue {
  return { kind: ORDER_READY_EMAIL, to: order.customerEmail, data: toOrderEmailData(order), dedupeKey: `order-ready:${order.id}:customer` };
}
