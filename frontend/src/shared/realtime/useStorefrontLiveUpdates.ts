import { useEffect, useRef } from 'react';
import { api } from '../../api/api';
import { busyModeApi } from '../busy-mode/busy-mode-api';
import { useAppDispatch } from '../hooks';
import { notify } from '../notifications/notifications-slice';
import { isOwnSettingsEcho } from './own-settings-echo';
import { connectStorefrontSocket, type StorefrontSocket } from './storefront-socket';

export interface LiveUpdateOptions {
  /** Staff screens announce each change: 'Settings Updated' / 'Global setting "{key}" was changed.' */
  announceSettings: boolean;
  connect?: () => Promise<StorefrontSocket>;
}

/**
 * Keeps the open page in step with the server: on settings.changed the settings query refetches,
 * so the menu's delivery and collection options and the checkout's fee and minimum follow a staff
 * save without a reload; on schedule.changed today's slots refetch; on menu.changed the menu (and
 * gallery) refetch, so an open customer menu follows a staff edit. On each connect they refetch, in
 * case a change was missed meanwhile.
 */
export function useStorefrontLiveUpdates({ announceSettings, connect = connectStorefrontSocket }: LiveUpdateOptions): void {
  const dispatch = useAppDispatch();
  const announce = useRef(announceSettings);
  useEffect(() => {
    announce.current = announceSettings;
  }, [announceSettings]);

  useEffect(() => {
    let connectedBefore = false;
    const listen = (socket: StorefrontSocket) => {
      // On every connect, the first included: a change made between the server render (or a lost
      // connection) and now would otherwise never reach this page.
      socket.on('connect', () => {
        // The menu only on a reconnect: the first connect follows the server render by seconds, and
        // the menu is the page's heaviest request.
        dispatch(api.util.invalidateTags(connectedBefore ? ['Settings', 'Slots', 'Menu'] : ['Settings', 'Slots']));
        dispatch(busyModeApi.util.invalidateTags(['BusyMode']));
        connectedBefore = true;
      });
      // Staff changed an item, an option, an image or a category: an open menu shows it without a reload.
      socket.on('menu.changed', () => {
        dispatch(api.util.invalidateTags(['Menu']));
      });
      socket.on('settings.changed', ({ key }) => {
        dispatch(api.util.invalidateTags(['Settings']));
        if (announce.current && !isOwnSettingsEcho(key)) {
          dispatch(notify({ title: 'Settings Updated', message: `Global setting "${key}" was changed.`, severity: 'info' }));
        }
      });
      // Staff paused or reopened online orders, or changed the prep time: the message carries the new
      // state, so menus, checkout and staff controls show it at once; slots move with the prep time.
      socket.on('busy-mode.changed', ({ state }) => {
        dispatch(busyModeApi.util.upsertQueryData('getBusyMode', undefined, state));
        dispatch(api.util.invalidateTags(['Slots']));
      });
      // Opening times, the slot grid or a day off changed: an open slot picker shows the new slots.
      socket.on('schedule.changed', () => {
        dispatch(api.util.invalidateTags(['Slots']));
      });
    };

    let socket: StorefrontSocket | null = null;
    let closed = false;
    void connect().then((opened) => {
      // The page went away while the client was loading.
      if (closed) return void opened.disconnect();
      socket = opened;
      listen(opened);
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [connect, dispatch]);
}
