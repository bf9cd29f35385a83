import { formatPence } from '@walkden/contract/money';
import type { OrderItem } from '../entities/order-item.entity.js';
import type { Order } from '../entities/order.entity.js';

/** How money goes back: through Stripe for an order paid online, by hand at the counter otherwise. */
export const REFUND_METHODS = ['stripe', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Why: staff gave money back ('refund'), or a correction made the order cheaper ('correction'). */
export const REFUND_KINDS = ['refund', 'correction'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** A Stripe refund is pending while Stripe is being asked; a failed one gave nothing back and counts for nothing. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The longest reason staff may give. */
export const REFUND_REASON_MAX_LENGTH = 300;

/** Some of a line given back: how many of its units. */
export interface RefundLine {
  orderItemId: string;
  quantity: number;
}

/** What an earlier refund took from the order (pending ones included: their money may be on its way). */
export interface EarlierRefund {
  amount: number;
  status: RefundStatus;
  lines: RefundLine[];
  /** Absent: 'refund'. */
  kind?: RefundKind;
}

/** What staff ask for: everything left (neither given), chosen lines, or an amount. */
export interface RefundRequest {
  lines?: RefundLine[];
  amountPence?: number;
}

export type RefundProblem =
  | { code: 'ORDER_NOT_PAID' }
  | { code: 'NOTHING_LEFT_TO_REFUND' }
  | { code: 'REFUND_AMOUNT_OR_LINES' }
  | { code: 'REFUND_TOO_LARGE'; refundablePence: number }
  | { code: 'REFUND_LINE_UNKNOWN'; orderItemId: string }
  | { code: 'REFUND_LINE_TOO_MANY'; orderItemId: string; refundableQuantity: number };

export type RefundPlan = { amount: number; method: RefundMethod; lines: RefundLine[] } | { problem: RefundProblem };

/** Refunds that took, or may be taking, money back: all but the failed. */
const counted = (refunds: readonly EarlierRefund[]) => refunds.filter((refund) => refund.status !== 'failed');

/** Pence refunded or being refunded so far. */
export function refundedPence(refunds: readonly EarlierRefund[]): number {
  return counted(refunds).reduce((sum, refund) => sum + refund.amount, 0);
}

/** The order's money as these rules read it. */
export type PaidOrder = Pick<Order, 'isPaid' | 'total' | 'balanceDue'>;

/**
 * Pence the customer handed over: the total, less what a correction left to collect, plus what
 * corrections took off the total (those were paid for first; a failed one too, as the money is
 * still with us). Nothing for an unpaid order.
 */
export function amountPaidPence(order: PaidOrder, refunds: readonly EarlierRefund[]): number {
  if (!order.isPaid) return 0;
  const corrections = refunds.filter((refund) => refund.kind === 'correction').reduce((sum, refund) => sum + refund.amount, 0);
  return order.total - order.balanceDue + corrections;
}

/** What is left to give back of what the customer paid. */
export function refundablePence(order: PaidOrder, refunds: readonly EarlierRefund[]): number {
  return Math.max(0, amountPaidPence(order, refunds) - refundedPence(refunds));
}

export function refundMethodFor(order: Pick<Order, 'paymentMethod'>): RefundMethod {
  return order.paymentMethod === 'online' ? 'stripe' : 'cash';
}

/**
 * The refund a request asks for, checked against what the order took and what earlier refunds gave
 * back: never more than is left, never more units of a line than were ordered and not yet refunded.
 */
export function planRefund(order: PaidOrder & Pick<Order, 'paymentMethod'>, items: readonly Pick<OrderItem, 'id' | 'quantity' | 'unitPrice'>[], refunds: readonly EarlierRefund[], request: RefundRequest): RefundPlan {
  if (!order.isPaid) return { problem: { code: 'ORDER_NOT_PAID' } };
  const left = refundablePence(order, refunds);
  if (left === 0) return { problem: { code: 'NOTHING_LEFT_TO_REFUND' } };
  const method = refundMethodFor(order);
  const lines = request.lines ?? [];
  if (lines.length > 0 && request.amountPence !== undefined) return { problem: { code: 'REFUND_AMOUNT_OR_LINES' } };

  if (lines.length === 0) {
    const amount = request.amountPence ?? left;
    if (amount > left) return { problem: { code: 'REFUND_TOO_LARGE', refundablePence: left } };
    return { amount, method, lines: [] };
  }

  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.orderItemId, (merged.get(line.orderItemId) ?? 0) + line.quantity);
  let amount = 0;
  for (const [orderItemId, quantity] of merged) {
    const item = items.find((candidate) => candidate.id === orderItemId);
    if (!item) return { problem: { code: 'REFUND_LINE_UNKNOWN', orderItemId } };
    const alreadyRefunded = counted(refunds)
      .flatMap((refund) => refund.lines)
      .filter((line) => line.orderItemId === orderItemId)
      .reduce((sum, line) => sum + line.quantity, 0);
    const refundableQuantity = item.quantity - alreadyRefunded;
    if (quantity > refundableQuantity) return { problem: { code: 'REFUND_LINE_TOO_MANY', orderItemId, refundableQuantity } };
    amount += item.unitPrice * quantity;
  }
  // Lines refunded after an amount was: what is left caps them too.
  if (amount > left) return { problem: { code: 'REFUND_TOO_LARGE', refundablePence: left } };
  return { amount, method, lines: [...merged].map(([orderItemId, quantity]) => ({ orderItemId, quantity })) };
}

/** Needs attention's words for a Stripe refund that failed. */
export function failedRefundNote(amount: number, error: string): string {
  return `A refund of ${formatPence(amount)} could not be made at Stripe (${error}). Try it again, or refund the customer another way and dismiss this.`;
}

/** The newest refund Stripe made for the order (what marks a refunded order's payment as settled), or null. */
export function lastStripeRefundId(refunds: readonly (EarlierRefund & { stripeRefundId: string | null; createdAt: Date })[]): string | null {
  const made = refunds.filter((refund) => refund.status === 'succeeded' && refund.stripeRefundId !== null).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return made.at(-1)?.stripeRefundId ?? null;
}
