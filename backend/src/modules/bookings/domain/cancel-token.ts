import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cancel link of the booking e-mails: `<booking id>.<HMAC-SHA256(id) with the session secret>`,
 * base64url. Nothing is stored: the signature proves the link came from us, and the booking's own
 * status makes it single use (a cancelled booking cannot be cancelled again).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(bookingId: string, secret: string): string {
  return createHmac('sha256', secret).update(`booking-cancel:${bookingId}`).digest('base64url');
}

export function signCancelToken(bookingId: string, secret: string): string {
  return `${bookingId}.${signature(bookingId, secret)}`;
}

/** The booking id of a genuine token, or null for anything forged or malformed. */
export function verifyCancelToken(token: string, secret: string): string | null {
  const [bookingId, given, ...rest] = token.split('.');
  if (rest.length > 0 || !bookingId || !given || !UUID.test(bookingId)) return null;
  const expected = Buffer.from(signature(bookingId, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? bookingId : null;
}
