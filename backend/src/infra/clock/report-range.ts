import { DateTime } from 'luxon';
import { RESTAURANT_ZONE } from './restaurant-time.js';

/** The admin's ranges of days (reports, visits, tips): London days, weeks from Monday, calendar months, or two dates. */
export const REPORT_PRESETS = ['today', 'this-week', 'last-week', 'this-month', 'last-month', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The longest range a report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

/** Inclusive restaurant-local days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export interface ReportRange extends DayRange {
  preset: ReportPreset;
  days: number;
  /** What the figures are compared with: the same span one step back (see previousRange). */
  previous: DayRange;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (date: string) => DateTime.fromISO(date, { zone: RESTAURANT_ZONE });
const iso = (date: DateTime) => date.toISODate()!;

/** Days from `from` to `to`, both counted. */
export const daysIn = (range: DayRange): number => Math.round(day(range.to).diff(day(range.from), 'days').days) + 1;

/**
 * The range a preset means on the restaurant's `today`, or why two custom dates are not one.
 * "This week" and "this month" run to today; each is compared with the same days of the week or
 * month before (a month's day clamped to that month's end), "last" ones with the whole unit before,
 * a single day with the day before, and a custom range with as many days just before it.
 */
export function reportRange(preset: ReportPreset, today: string, custom: Partial<DayRange> = {}): ReportRange | { problem: string } {
  const now = day(today);
  const span = (from: DateTime, to: DateTime, previous: DayRange): ReportRange => {
    const range = { from: iso(from), to: iso(to) };
    return { preset, ...range, days: daysIn(range), previous };
  };
  switch (preset) {
    case 'today':
      return span(now, now, { from: iso(now.minus({ days: 1 })), to: iso(now.minus({ days: 1 })) });
    case 'this-week': {
      const monday = now.startOf('week');
      return span(monday, now, { from: iso(monday.minus({ weeks: 1 })), to: iso(now.minus({ weeks: 1 })) });
    }
    case 'last-week': {
      const monday = now.startOf('week').minus({ weeks: 1 });
      return span(monday, monday.endOf('week'), { from: iso(monday.minus({ weeks: 1 })), to: iso(monday.minus({ days: 1 })) });
    }
    case 'this-month': {
      const first = now.startOf('month');
      const before = first.minus({ months: 1 });
      return span(first, now, { from: iso(before), to: iso(before.set({ day: Math.min(now.day, before.daysInMonth!) })) });
    }
    case 'last-month': {
      const first = now.startOf('month').minus({ months: 1 });
      const before = first.minus({ months: 1 });
      return span(first, first.endOf('month'), { from: iso(before), to: iso(before.endOf('month')) });
    }
    case 'custom':
      return customRange(custom);
  }
}

function customRange({ from, to }: Partial<DayRange>): ReportRange | { problem: string } {
  if (!from || !to) return { problem: 'Choose both dates of a custom range: from and to.' };
  const start = DAY.test(from) ? day(from) : null;
  const end = DAY.test(to) ? day(to) : null;
  if (!start?.isValid) return { problem: `"${from}" is not a date (write it YYYY-MM-DD).` };
  if (!end?.isValid) return { problem: `"${to}" is not a date (write it YYYY-MM-DD).` };
  if (end < start) return { problem: `The range ends (${to}) before it starts (${from}).` };
  const days = daysIn({ from, to });
  if (days > REPORT_MAX_DAYS) return { problem: `A report covers at most ${REPORT_MAX_DAYS} days; this range has ${days}.` };
  return { preset: 'custom', from, to, days, previous: { from: iso(start.minus({ days })), to: iso(start.minus({ days: 1 })) } };
}

/** Each day of the range, in order. */
export function eachDay(range: DayRange): string[] {
  return Array.from({ length: daysIn(range) }, (_, index) => iso(day(range.from).plus({ days: index })));
}

/** The instants the range covers: from the start of its first London day to the start of the day after its last (exclusive). */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return { start: day(range.from).startOf('day').toJSDate(), end: day(range.to).plus({ days: 1 }).startOf('day').toJSDate() };
}
