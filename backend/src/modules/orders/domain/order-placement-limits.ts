import type { RateLimitRule } from '../../../infra/redis/rate-limiter.service.js';
import type { PaymentMethod } from '../entities/order.entity.js';

/**
 * How much of the day one account (or one address) can hold (issue 9, slot hoarding). An unpaid
 * online order holds its slot until its Checkout Session ends (about half an hour); an order paid
 * on collection holds it all day. So: one online order awaiting payment at a time (a new order
 * cancels it), at most MAX_OPEN_PAY_LATER_ORDERS unpaid pay-on-collection orders today, and Place
 * Order is rate-limited per account and per IP. docs/operations.md lists these. The rate limits
 * fail open: while Redis is away an order is still taken (the per-account caps above are counted in
 * PostgreSQL and still hold).
 */
export const MAX_OPEN_PAY_LATER_ORDERS = 2;

export const PLACE_ORDER_LIMITS = {
  /** A customer places one or two orders a day; ten attempts an hour leaves room for mistakes. */
  perAccount: { name: 'place-order:account', limit: 10, windowSeconds: 60 * 60, whenUncounted: 'allow' },
  /** Households, offices and mobile networks share an address. */
  perIp: { name: 'place-order:ip', limit: 30, windowSeconds: 60 * 60, whenUncounted: 'allow' },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Delivery postcode checks per client address (issue 24): each new postcode is a call to the
 * postcode service. The form checks once a postcode looks complete, so a customer needs a handful.
 * Fails open, like browsing.
 */
export const POSTCODE_CHECK_LIMIT = { name: 'postcode-check:ip', limit: 60, windowSeconds: 60 * 60, whenUncounted: 'allow' } as const satisfies RateLimitRule;

/** How long an Idempotency-Key of Place Order replays its first answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** Stripe's own limit; a UUID is 36. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export interface OpenOrdersOfAccount {
  /** Online orders still pending and unpaid (their Checkout Session holds the slot). */
  awaitingPayment: number;
  /** Today's unpaid pay-on-collection orders still holding a slot. */
  openPayLater: number;
}

export type OpenOrdersProblem = 'awaiting_payment' | 'too_many_pay_later';

/**
 * Checked inside the placing transaction, after the account's earlier online order awaiting
 * payment was cancelled: one still there means another placement of the same account slipped in.
 */
export function openOrdersProblem(open: OpenOrdersOfAccount, paymentMethod: PaymentMethod): OpenOrdersProblem | null {
  if (open.awaitingPayment > 0) return 'awaiting_payment';
  if (paymentMethod !== 'online' && open.openPayLater >= MAX_OPEN_PAY_LATER_ORDERS) return 'too_many_pay_later';
  return null;
}

/** An Idempotency-Key header worth keeping: printable ASCII, 1 to 255 characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(key);
}
