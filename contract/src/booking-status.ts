/** Every status a table booking can have. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'lapsed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that hold a table (count against capacity). */
export const LIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

/**
 * Every allowed change: staff answer a request (confirm or decline), a pending or confirmed
 * booking can be cancelled (by staff or by the customer's link), and a guest's request nobody
 * confirmed lapses (the worker). Declined, cancelled and lapsed are final.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'declined', 'cancelled', 'lapsed'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
  lapsed: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

export function isLive(status: BookingStatus): boolean {
  return LIVE_BOOKING_STATUSES.includes(status);
}
