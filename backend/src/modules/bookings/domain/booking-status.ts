import type { Booking, BookingStatus } from '../entities/booking.entity.js';

/** The statuses that hold a table (count against capacity). */
export const LIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

/**
 * Every allowed change: staff answer a request (confirm or decline), a pending or confirmed
 * booking can be cancelled (by staff or by the customer's link), and a guest's request nobody
 * confirmed lapses (the worker, see guestRequestLapses). Declined, cancelled and lapsed are final.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'declined', 'cancelled', 'lapsed'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
  lapsed: [],
};

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

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

export function isLive(status: BookingStatus): boolean {
  return LIVE_BOOKING_STATUSES.includes(status);
}
