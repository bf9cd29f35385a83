import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cancel link of the booking e-mails: `<booking id>.<HMAC-SHA256(id) with the session secret>`,
 * base64url. Nothing is stored: the signature proves the link came from us, and the booking's own
 * status makes it single use (a cancelled booking cannot be cancelled again).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a link does: a cancel token never confirms, a confirm token never cancels. */
type LinkPurpose = 'booking-cancel' | 'booking-confirm';

function signature(purpose: LinkPurpose, bookingId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${bookingId}`).digest('base64url');
}

export function signCancelToken(bookingId: string, secret: string): string {
  return `${bookingId}.${signature('booking-cancel', bookingId, secret)}`;
}

/** The booking id of a genuine token, or null for anything forged or malformed. */
export function verifyCancelToken(token: string, secret: string): string | null {
  return verify('booking-cancel', token, secret);
}

/** The "Confirm my request" link of a guest's acknowledgement e-mail (issue 24), signed like the cancel link. */
export function signConfirmToken(bookingId: string, secret: string): string {
  return `${bookingId}.${signature('booking-confirm', bookingId, secret)}`;
}

export function verifyConfirmToken(token: string, secret: string): string | null {
  return verify('booking-confirm', token, secret);
}

function verify(purpose: LinkPurpose, token: string, secret: string): string | null {
  const [bookingId, given, ...rest] = token.split('.');
  if (rest.length > 0 || !bookingId || !given || !UUID.test(bookingId)) return null;
  const expected = Buffer.from(signature(purpose, bookingId, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? bookingId : null;
}
