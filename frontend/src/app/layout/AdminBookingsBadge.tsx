import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { OPEN_COUNT_REFRESH_MS } from './AdminOrdersBadge';
import { useGetPendingBookingCountQuery } from './pending-booking-count-api';

/**
 * The second badge on the /admin link, beside the orders one: booking requests still waiting for
 * an answer, shown only above 0 and only to staff and administrators; refreshed like the orders badge.
 */
export function AdminBookingsBadge({ isStaff, children }: { isStaff: boolean; children: ReactNode }) {
  const { data } = useGetPendingBookingCountQuery(undefined, { skip: !isStaff, pollingInterval: OPEN_COUNT_REFRESH_MS, skipPollingIfUnfocused: false });
  const count = isStaff ? (data?.count ?? 0) : 0;
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
