import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import type { BookingsChangedMessage } from '@walkden/backend/socket-events';
import { useAppDispatch } from '../../shared/hooks';
import { adminBookingsApiUtil, BOOKING_TAGS } from './admin-bookings-api';

interface BookingsSocketEvents {
  'bookings.changed': (message: BookingsChangedMessage) => void;
}

/** Any booking change heard on the admin socket refetches the day's list and the pending badge (the data comes from the API). */
export function useBookingsLive(socket: Socket | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!socket) return;
    const bookingsSocket = socket as unknown as Socket<BookingsSocketEvents>;
    const refetch = () => dispatch(adminBookingsApiUtil.invalidateTags([...BOOKING_TAGS]));
    bookingsSocket.on('bookings.changed', refetch);
    bookingsSocket.on('connect', refetch);
    return () => {
      bookingsSocket.off('bookings.changed', refetch);
      bookingsSocket.off('connect', refetch);
    };
  }, [socket, dispatch]);
}
