import { useAppDispatch } from '../../shared/hooks';
import { useAdminSocketConnected, useAdminSocketMessage } from '../../shared/realtime/admin-socket';
import { adminBookingsApiUtil, BOOKING_TAGS } from './admin-bookings-api';

/** Any booking change heard on the admin socket refetches the day's list and the pending badge (the data comes from the API). */
export function useBookingsLive(): void {
  const dispatch = useAppDispatch();
  const refetch = () => dispatch(adminBookingsApiUtil.invalidateTags([...BOOKING_TAGS]));
  useAdminSocketConnected(refetch);
  useAdminSocketMessage('bookings.changed', refetch);
}
