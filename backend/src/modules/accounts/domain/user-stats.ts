import type { DateTime } from 'luxon';

/** SPEC section 9's user stat cards. Counts come from the database; these are the rules around them. */

export const USERS_PAGE_SIZE = 20;
export const ACTIVE_USER_DAYS = 30;

/** The instants the stats count from: active = last sign-in within 30 days; new = joined this month (London). */
export function userStatsWindow(now: DateTime): { activeSince: Date; monthStart: Date } {
  return {
    activeSince: now.minus({ days: ACTIVE_USER_DAYS }).toJSDate(),
    monthStart: now.setZone('Europe/London').startOf('month').toJSDate(),
  };
}

/** Orders placed by accounts per account, to 1 decimal; 0 when there is no account. */
export function averageOrdersPerUser(ordersOfUsers: number, users: number): number {
  if (users === 0) return 0;
  return Math.round((ordersOfUsers / users) * 10) / 10;
}
