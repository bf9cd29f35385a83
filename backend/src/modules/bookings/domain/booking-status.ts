import type { BookingStatus } from '../entities/booking.entity.js';

/** The statuses that hold a table (count against capacity). */
export const LIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

/**
 * Every allowed change: staff answer a request (confirm or decline), and a pending or confirmed
 * booking can be cancelled (by staff or by the customer's link). Declined and cancelled are final.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

export function isLive(status: BookingStatus): boolean {
  return LIVE_BOOKING_STATUSES.includes(status);
}
