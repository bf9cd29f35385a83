import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { useAppSelector } from '../../shared/hooks';
import { selectAdminSocketConnected } from '../../shared/realtime/admin-live-slice';
import { useGetAdminBadgesQuery } from '../../shared/staff/admin-badges-api';

/**
 * SPEC section 9: the badges refresh every 5 s; while the admin shell's socket is connected they
 * poll no more and refresh at once on each order or booking change instead (features/admin).
 */
export const OPEN_COUNT_REFRESH_MS = 5_000;

/**
 * The red badge on the /admin link: today's open orders, shown only above 0 and only to staff
 * and administrators. A failed fetch leaves the last count in place (SPEC section 4).
 */
export function AdminOrdersBadge({ isStaff, children }: { isStaff: boolean; children: ReactNode }) {
  const live = useAppSelector(selectAdminSocketConnected);
  const { data } = useGetAdminBadgesQuery(undefined, { skip: !isStaff, pollingInterval: live ? 0 : OPEN_COUNT_REFRESH_MS, skipPollingIfUnfocused: false });
  const count = isStaff ? (data?.openOrders ?? 0) : 0;
  return (
    <Badge
      badgeContent={count}
      color="error"
      invisible={count <= 0}
      max={99}
      slotProps={{ badge: { 'aria-label': `${count} open orders today`, title: `${count} open orders today` } as object }}
    >
      {children}
    </Badge>
  );
}
