import { useEffect, useRef } from 'react';
import { api } from '../../api/api';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../app/notifications-slice';
import { connectStorefrontSocket, type StorefrontSocket } from './storefront-socket';

export interface LiveUpdateOptions {
  /** Staff screens announce each change: 'Settings Updated' / 'Global setting "{key}" was changed.' */
  announceSettings: boolean;
  connect?: () => StorefrontSocket;
}

/**
 * Keeps the open page in step with the server: on settings.changed the settings query refetches,
 * so the menu's delivery and collection options and the checkout's fee and minimum follow a staff
 * save without a reload; on schedule.changed today's slots refetch. On each connect both refetch,
 * in case a change was missed meanwhile.
 */
export function useStorefrontLiveUpdates({ announceSettings, connect = connectStorefrontSocket }: LiveUpdateOptions): void {
  const dispatch = useAppDispatch();
  const announce = useRef(announceSettings);
  useEffect(() => {
    announce.current = announceSettings;
  }, [announceSettings]);

  useEffect(() => {
    const socket = connect();
    // On every connect, the first included: a change made between the server render (or a lost
    // connection) and now would otherwise never reach this page.
    socket.on('connect', () => {
      dispatch(api.util.invalidateTags(['Settings', 'Slots']));
    });
    socket.on('settings.changed', ({ key }) => {
      dispatch(api.util.invalidateTags(['Settings']));
      if (announce.current) {
        dispatch(notify({ title: 'Settings Updated', message: `Global setting "${key}" was changed.`, severity: 'info' }));
      }
    });
    // Opening times, the slot grid or a day off changed: an open slot picker shows the new slots.
    socket.on('schedule.changed', () => {
      dispatch(api.util.invalidateTags(['Slots']));
    });
    return () => {
      socket.disconnect();
    };
  }, [connect, dispatch]);
}
