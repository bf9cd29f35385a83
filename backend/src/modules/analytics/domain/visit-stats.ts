import type { DateTime } from 'luxon';

/** SPEC section 9's visit stat cards. Counts come from the database; these are the rules around them. */

export const VISITS_PAGE_SIZE = 10;

const DAY_MS = 24 * 3600 * 1000;

export function visitStatsWindow(now: DateTime): { since24Hours: Date; since7Days: Date } {
  return { since24Hours: now.minus({ hours: 24 }).toJSDate(), since7Days: now.minus({ days: 7 }).toJSDate() };
}

/**
 * Visits per day: total divided by the days since the oldest visit, counting a started day as a
 * day and at least 1, to 1 decimal.
 */
export function dailyAverageVisits(total: number, oldest: Date | null, now: DateTime): number {
  if (total === 0 || oldest === null) return 0;
  const days = Math.max(1, Math.ceil((now.toMillis() - oldest.getTime()) / DAY_MS));
  return Math.round((total / days) * 10) / 10;
}
