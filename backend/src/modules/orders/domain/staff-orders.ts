import type { Order, OrderStatus } from '../entities/order.entity.js';
import { ORDER_CONFIRMATION_EMAIL, PAYMENT_REFUNDED_EMAIL, RESTAURANT_ORDER_NOTIFICATION_EMAIL, RESTAURANT_PAYMENT_REFUNDED_EMAIL } from './order-emails.js';
import { ORDER_READY_EMAIL } from './order-ready-email.js';
import { ORDER_CHANGED_EMAIL } from './order-changed-email.js';
import { ORDER_REFUND_EMAIL } from './order-refund-email.js';
import { type EarlierRefund, type PaidOrder, refundablePence } from './refunds.js';

/** Every kind of e-mail about one order; each is written under the key `order-<what>:<order id>:<to whom>`. */
export const ORDER_EMAIL_KINDS: readonly string[] = [ORDER_CONFIRMATION_EMAIL, RESTAURANT_ORDER_NOTIFICATION_EMAIL, PAYMENT_REFUNDED_EMAIL, RESTAURANT_PAYMENT_REFUNDED_EMAIL, ORDER_READY_EMAIL, ORDER_REFUND_EMAIL, ORDER_CHANGED_EMAIL];

const ORDER_EMAIL_KEY = /^order-[a-z-]+:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):/;

/** The order an e-mail is about, read from its dedupe key; null for a key of another shape. */
export function orderIdOfEmailKey(dedupeKey: string): string | null {
  return ORDER_EMAIL_KEY.exec(dedupeKey)?.[1] ?? null;
}

/** Statuses that are no longer "open": the kitchen is done with them (SPEC sections 4 and 7). */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'abandoned'];

/** Open orders count on the navigation badge and sit in the Active Orders table. */
export function isOpenOrder(status: OrderStatus): boolean {
  return !CLOSED_ORDER_STATUSES.includes(status);
}

/** Why staff may not set the paid flag, or null when they may (SPEC section 4, paid flag). */
export function paidFlagProblem(order: Pick<Order, 'paymentMethod' | 'status' | 'isPaid'>, isPaid: boolean): string | null {
  if (order.paymentMethod === 'online') return 'An order paid online shows what Stripe says: its payment status cannot be changed here.';
  if (order.status === 'abandoned') return 'An abandoned order cannot be marked paid or unpaid.';
  if (!isPaid && order.status === 'completed') return 'A completed order cannot be marked unpaid.';
  return null;
}

/** The history search term as the query uses it: trimmed, bounded, LIKE wildcards taken literally. */
export function historySearchPattern(search: string | undefined): string | null {
  const term = (search ?? '').trim().slice(0, 100);
  if (!term) return null;
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const HISTORY_PAGE_SIZE = 25;
export const HISTORY_MAX_PAGE_SIZE = 100;

/** Offset and limit of a 1-based page. */
export function pageWindow(page = 1, pageSize = HISTORY_PAGE_SIZE): { offset: number; limit: number } {
  const limit = Math.min(Math.max(1, Math.floor(pageSize)), HISTORY_MAX_PAGE_SIZE);
  return { offset: (Math.max(1, Math.floor(page)) - 1) * limit, limit };
}

/** A move to ready tells the customer (collection: come to the counter; delivery: it is on its way). */
export function owesReadyEmail(from: OrderStatus, to: OrderStatus, customerEmail: string): boolean {
  // A phone order taken without an e-mail address owes none.
  return to === 'ready' && from !== 'ready' && customerEmail !== '';
}

/** What the needs-attention list says about an order: its recorded reason, then each e-mail that could not be delivered. */
export function attentionSummary(reason: string | null, failedEmails: readonly { kind: string; to: string; lastError: string | null }[]): string | null {
  const lines = [
    ...(reason ? [reason] : []),
    ...failedEmails.map((email) => `The ${email.kind} e-mail to ${email.to} could not be delivered${email.lastError ? ` (${email.lastError})` : ''}.`),
  ];
  return lines.length ? lines.join(' ') : null;
}

/**
 * Why an order cannot be deleted, or null (issue 24): an order paid online would leave the customer
 * with no order and us with their money, so it must be refunded in full first, and no refund of it may
 * still be on its way (a pending one). Once everything is given back it may go.
 */
export function deletionProblem(order: PaidOrder & Pick<Order, 'paymentMethod'>, refunds: readonly EarlierRefund[]): 'paid_online' | null {
  if (order.paymentMethod !== 'online' || !order.isPaid) return null;
  const settling = refunds.some((refund) => refund.status === 'pending');
  return settling || refundablePence(order, refunds) > 0 ? 'paid_online' : null;
}
