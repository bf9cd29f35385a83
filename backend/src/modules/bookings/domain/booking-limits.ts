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

/**
 * Booking requests one e-mail address, or one phone number, may make in 24 hours (issue 24: a
 * script filled 90 days through the hourly limits). Counted in PostgreSQL from the requests
 * taken, so they hold while Redis is down; an e-mail address is compared without case, a phone
 * number by its last 10 digits (07700 900123 and +44 7700 900123 are one number).
 */
export const DAILY_BOOKING_REQUESTS = { perEmail: 3, perPhone: 3, windowHours: 24 } as const;

/** The part of a phone number that identifies it, or null when it has too few digits to say. */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : null;
}

/** How far ahead a table can be booked. */
export const BOOKING_HORIZON_DAYS = 90;
