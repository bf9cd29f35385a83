import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { OPEN_COUNT_REFRESH_MS } from './AdminOrdersBadge';
import { useAppSelector } from '../../shared/hooks';
import { selectAdminSocketConnected } from '../../shared/realtime/admin-live-slice';
import { useGetAdminBadgesQuery } from '../../shared/staff/admin-badges-api';

/**
 * The second badge on the /admin link, beside the orders one: booking requests still waiting for
 * an answer, shown only above 0 and only to staff and administrators; refreshed like the orders badge.
 */
export function AdminBookingsBadge({ isStaff, children }: { isStaff: boolean; children: ReactNode }) {
  const live = useAppSelector(selectAdminSocketConnected);
  // The same query as the orders badge: one request serves both.
  const { data } = useGetAdminBadgesQuery(undefined, { skip: !isStaff, pollingInterval: live ? 0 : OPEN_COUNT_REFRESH_MS, skipPollingIfUnfocused: false });
  const count = isStaff ? (data?.pendingBookings ?? 0) : 0;
  const label = `${count} booking request${count === 1 ? '' : 's'} waiting`;
  return (
    <Badge
      badgeContent={count}
      color="warning"
      invisible={count <= 0}
      max={99}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ badge: { 'aria-label': label, title: label } as object }}
    >
      {children}
    </Badge>
  );
}
