import { useAppDispatch } from '../../shared/hooks';
import { useAdminSocketConnected, useAdminSocketMessage } from '../../shared/realtime/admin-socket';
import { adminBookingsApiUtil, BOOKING_TAGS, bookingStatusPatch } from './admin-bookings-api';

/**
 * Follows the admin socket: a status change patches its day's cached list from the message (no
 * request); a new request (its row is not in the message) refetches its own day only; a (re)connect
 * refetches what may have been missed. The badges are the shell's.
 */
export function useBookingsLive(): void {
  const dispatch = useAppDispatch();
  useAdminSocketConnected(() => dispatch(adminBookingsApiUtil.invalidateTags([...BOOKING_TAGS])));
  useAdminSocketMessage('bookings.changed', (message) => {
    if (message.event === 'BookingRequested') dispatch(adminBookingsApiUtil.invalidateTags([{ type: 'AdminBookings', id: message.date }]));
    else dispatch(bookingStatusPatch({ id: message.bookingId, date: message.date, status: message.status }));
  });
}
