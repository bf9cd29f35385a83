import { useEffect } from 'react';
import { useAppDispatch } from '../../../shared/hooks';
import { adminSocketConnected } from '../../../shared/realtime/admin-live-slice';
import { useAdminSocketConnected, useAdminSocketMessage } from '../../../shared/realtime/admin-socket';
import { adminBadgesApiUtil } from '../../../shared/staff/admin-badges-api';

/**
 * What the shell's socket does whatever tab is open: the Admin link's badges refresh (one request)
 * on each order or booking change and on every (re)connect, and poll only while it is down.
 */
export function AdminLive() {
  const dispatch = useAppDispatch();
  const refreshBadges = () => dispatch(adminBadgesApiUtil.invalidateTags(['AdminBadges']));
  const { connected } = useAdminSocketConnected(refreshBadges);
  useAdminSocketMessage('orders.changed', refreshBadges);
  useAdminSocketMessage('bookings.changed', refreshBadges);
  useEffect(() => {
    dispatch(adminSocketConnected(connected));
    return () => void dispatch(adminSocketConnected(false));
  }, [connected, dispatch]);
  return null;
}
