import type { EmailToQueue } from '../../../infra/mail/mail.service.js';
import type { Order } from '../entities/order.entity.js';
import { type OrderEmailData, toOrderEmailData } from './order-emails.js';

/** Sent once for each correction staff make to an order (issue 27), with the order as it is now. */
export const ORDER_CHANGED_EMAIL = 'order-changed';

export interface OrderChangedEmailData extends OrderEmailData {
  /** Pence given back for the difference (0: none), and whether to the card. */
  refundAmount: number;
  refundToCard: boolean;
  /** Pence still to pay for a paid order made dearer (0: none). */
  balanceDue: number;
}

/** `changeId` makes each correction's e-mail its own, and a retry of the same one write nothing new. None without an address. */
export function orderChangedEmail(order: Order, money: { refundAmount: number; refundToCard: boolean }, changeId: string): EmailToQueue | null {
  if (!order.customerEmail) return null;
  const data: OrderChangedEmailData = { ...toOrderEmailData(order), ...money, balanceDue: order.isPaid ? order.balanceDue : 0 };
  return { kind: ORDER_CHANGED_EMAIL, to: order.customerEmail, data, dedupeKey: `order-changed:${order.id}:${changeId}` };
}
