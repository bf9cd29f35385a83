import { useEffect } from 'react';
import { useAppDispatch } from '../../../shared/hooks';
import { adminMenuApi } from './admin-menu-api';

/** What the hook needs of the admin socket. */
export interface MenuChangedSource {
  on(event: 'menu.changed', listener: () => void): unknown;
  off(event: 'menu.changed', listener: () => void): unknown;
}

/** Another administrator's change (or this one's, from another tab) refreshes the open Menu and Categories tabs. */
export function useMenuChangedRefresh(socket: MenuChangedSource | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!socket) return undefined;
    const refresh = () => void dispatch(adminMenuApi.util.invalidateTags(['AdminMenu', 'Menu']));
    socket.on('menu.changed', refresh);
    return () => {
      socket.off('menu.changed', refresh);
    };
  }, [socket, dispatch]);
}
