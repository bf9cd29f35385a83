import { useAppDispatch } from '../../shared/hooks';
import { useAdminSocketMessage } from '../../shared/realtime/admin-socket';
import { adminMenuApi } from './admin-menu-api';

/** Another administrator's change (or this one's, from another tab) refreshes the open Menu tab. */
export function useMenuChangedRefresh(): void {
  const dispatch = useAppDispatch();
  useAdminSocketMessage('menu.changed', () => dispatch(adminMenuApi.util.invalidateTags(['AdminMenu', 'Menu'])));
  // A kitchen station added, renamed or deleted (the Time tab) says so as a schedule change; a deleted one leaves its items with none.
  useAdminSocketMessage('schedule.changed', () => dispatch(adminMenuApi.util.invalidateTags(['KitchenStations', 'AdminMenu'])));
}
