import type { Booking } from '../entities/booking.entity.js';

// The status table is shared with the frontend (contract/src/booking-status.ts); the lapse rule stays here.
export { BOOKING_TRANSITIONS, canTransition, isLive, LIVE_BOOKING_STATUSES } from '@walkden/contract/booking-status';

/**
 * How long a guest's request holds its place unconfirmed (issue 24, booking hoarding): guests need no
 * account, so a script could hold every table with requests nobody answers. After this, unless the
 * guest confirmed it from the acknowledgement e-mail or staff confirmed it, it lapses and its place is free.
 */
export const GUEST_REQUEST_HOLD_HOURS = 2;

/** When a request lapses if nobody confirms it, or null when it never lapses (a customer's, a confirmed one). */
export function guestRequestLapses(booking: Pick<Booking, 'status' | 'userId' | 'guestConfirmedAt' | 'createdAt'>): Date | null {
  if (booking.status !== 'pending' || booking.userId !== null || booking.guestConfirmedAt !== null) return null;
  return new Date(booking.createdAt.getTime() + GUEST_REQUEST_HOLD_HOURS * 3600_000);
}
