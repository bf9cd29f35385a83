import type { RateLimitRule } from '../../../infra/redis/rate-limiter.service.js';

/**
 * The booking form is open to guests, so it is limited (issue 14): per IP so that it cannot flood
 * the restaurant, per e-mail address so that it cannot send our e-mails to a stranger. docs/decisions.md.
 * They fail open: while Redis is away a request is still taken (staff confirm every booking).
 */
export const BOOKING_REQUEST_LIMITS = {
  perIp: { name: 'booking-request:ip', limit: 10, windowSeconds: 60 * 60, whenUncounted: 'allow' },
  perEmail: { name: 'booking-request:email', limit: 3, windowSeconds: 60 * 60, whenUncounted: 'allow' },
} as const satisfies Record<string, RateLimitRule>;

/** How far ahead a table can be booked. */
export const BOOKING_HORIZON_DAYS = 90;
