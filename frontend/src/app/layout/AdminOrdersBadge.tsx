import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { useGetOpenOrderCountQuery } from './open-order-count-api';

/** SPEC section 9: the open-order count refreshes every 5 s (and at once on any order change, via the admin socket). */
export const OPEN_COUNT_REFRESH_MS = 5_000;

/**
 * The red badge on the /admin link: today's open orders, shown only above 0 and only to staff
 * and administrators. A failed fetch leaves the last count in place (SPEC section 4).
 */
export function AdminOrdersBadge({ isStaff, children }: { isStaff: boolean; children: ReactNode }) {
  const { data } = useGetOpenOrderCountQuery(undefined, { skip: !isStaff, pollingInterval: OPEN_COUNT_REFRESH_MS, skipPollingIfUnfocused: false });
  const count = isStaff ? (data?.count ?? 0) : 0;
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
