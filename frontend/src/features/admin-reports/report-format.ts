/** How the Reports tab writes days, ranges, hours and changes. Days are London dates, YYYY-MM-DD. */

export interface DayRange {
  from: string;
  to: string;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

// A date's noon in UTC is the same calendar day in London and everywhere near it.
const parts = (date: string) => {
  const format = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const byType = Object.fromEntries(format.formatToParts(new Date(`${date}T12:00:00Z`)).map((part) => [part.type, part.value]));
  return { weekday: byType.weekday, day: byType.day, month: byType.month, year: byType.year };
};

/** '2026-11-23' → 'Mon 23 Nov'; with the year 'Mon 23 Nov 2026'; without the weekday '23 Nov', without the month 'Mon 23'. */
export function formatDay(date: string, { weekday = true, month = true, year = false }: { weekday?: boolean; month?: boolean; year?: boolean } = {}): string {
  const named = parts(date);
  return [weekday && named.weekday, named.day, month && named.month, year && named.year].filter(Boolean).join(' ');
}

/** The range as a heading says it: 'Mon 23 Nov – Sat 28 Nov 2026' (each year when they differ), or one day. */
export function formatRange({ from, to }: DayRange): string {
  if (from === to) return formatDay(from, { year: true });
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatDay(from, { year: !sameYear })} – ${formatDay(to, { year: true })}`;
}

/**
 * The range in a change's few words: '16–21 Nov', '30 Nov – 5 Dec', '30 Dec 2025 – 5 Jan 2026' or
 * '22 Nov'; `spoken` says 'to' where the text has a dash.
 */
export function shortRange({ from, to }: DayRange, { spoken = false }: { spoken?: boolean } = {}): string {
  const start = parts(from);
  const end = parts(to);
  if (from === to) return `${end.day} ${end.month}`;
  const dash = spoken ? ' to ' : '–';
  if (start.year !== end.year) return `${start.day} ${start.month} ${start.year}${spoken ? dash : ' – '}${end.day} ${end.month} ${end.year}`;
  if (start.month !== end.month) return `${start.day} ${start.month}${spoken ? dash : ' – '}${end.day} ${end.month}`;
  return `${start.day}${dash}${end.day} ${end.month}`;
}

export type Trend = 'up' | 'down' | 'same' | 'new';

export interface Change {
  trend: Trend;
  /** What the card shows: '+12% on 16–21 Nov'. */
  text: string;
  /** What a screen reader says instead: 'Up 12% on 16 to 21 Nov'. */
  spoken: string;
}

/** A figure against the same figure in the period before: up or down by how much, the same, or new (nothing before). */
export function describeChange(now: number, before: number, previous: DayRange): Change {
  const shown = shortRange(previous);
  const said = shortRange(previous, { spoken: true });
  if (now === before) return { trend: 'same', text: `No change on ${shown}`, spoken: `No change on ${said}` };
  if (before === 0) return { trend: 'new', text: `New (none on ${shown})`, spoken: `New: none on ${said}` };
  const exact = (Math.abs(now - before) / Math.abs(before)) * 100;
  const percent = exact < 1 ? '<1%' : `${Math.round(exact)}%`;
  const trend = now > before ? 'up' : 'down';
  return trend === 'up'
    ? { trend, text: `+${percent} on ${shown}`, spoken: `Up ${exact < 1 ? 'less than 1%' : percent} on ${said}` }
    : { trend, text: `\u2212${percent} on ${shown}`, spoken: `Down ${exact < 1 ? 'less than 1%' : percent} on ${said}` };
}

/** 18 → '18:00'. */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** '1 order', '3 orders'. */
export const ordersText = (count: number): string => `${count} order${count === 1 ? '' : 's'}`;

/** The busiest weekday and hour of a 7 × 24 matrix (Monday first), or null when it is all zeros. */
export function busiestHour(matrix: readonly (readonly number[])[]): { weekday: string; hour: number; orders: number } | null {
  let best: { weekday: string; hour: number; orders: number } | null = null;
  matrix.forEach((hours, day) =>
    hours.forEach((orders, hour) => {
      if (orders > (best?.orders ?? 0)) best = { weekday: WEEKDAYS[day], hour, orders };
    }),
  );
  return best;
}
