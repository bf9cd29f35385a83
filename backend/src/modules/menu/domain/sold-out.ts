import type { DateTime } from 'luxon';

/** What the rule needs of the next day's schedule. */
export interface NextDayOpening {
  /** Restaurant-local 'YYYY-MM-DD' of the next day. */
  date: string;
  /** The instant its first opening session starts, or null when the day is closed or has no sessions. */
  firstOpening: DateTime | null;
}

/**
 * Until when an item marked sold out at `now` stays sold out: the start of the next day's first
 * opening session; when that is unknown (closed, no sessions), the next restaurant midnight.
 */
export function soldOutUntil(now: DateTime, next: NextDayOpening): Date {
  if (next.firstOpening && next.firstOpening > now) return next.firstOpening.toJSDate();
  return now.setZone('Europe/London').startOf('day').plus({ days: 1 }).toJSDate();
}

/** A stored mark as it reads at `nowMs`: an ended one is no mark at all. */
export function soldOutInForce(until: Date | null, nowMs: number): string | null {
  return until !== null && until.getTime() > nowMs ? until.toISOString() : null;
}

/** When a menu built from these rows stops being true by itself: the earliest sold-out end, or null. */
export function earliestSoldOutEnd(rows: readonly { soldOutUntil: string | null; options: readonly { soldOutUntil: string | null }[] }[]): number | null {
  let earliest: number | null = null;
  for (const row of rows) {
    for (const until of [row.soldOutUntil, ...row.options.map((option) => option.soldOutUntil)]) {
      if (until === null) continue;
      const ms = Date.parse(until);
      if (earliest === null || ms < earliest) earliest = ms;
    }
  }
  return earliest;
}
