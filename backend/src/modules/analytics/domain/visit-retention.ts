import type { DateTime } from 'luxon';

/**
 * The first instant of site visits that are kept: `months` calendar months before now, in the
 * restaurant's zone (13 months before 31 March is 28 or 29 February, never a day in March).
 */
export function visitsRetentionCutoff(now: DateTime, months: number): DateTime {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Retention must be a whole number of months, at least 1 (got ${months})`);
  return now.minus({ months });
}
