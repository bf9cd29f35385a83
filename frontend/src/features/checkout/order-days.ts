import type { OrderDay } from './checkout-page-api';

/** Issue 28, order ahead: how the checkout names the days it offers, and which one stays chosen. */

// Dates are restaurant-local 'YYYY-MM-DD'; read at noon UTC, they name the same day anywhere.
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** '2031-01-19' -> 'Sunday 19 January'. */
export function longDay(date: string): string {
  return LONG_DAY.format(atNoon(date));
}

/** The day's button: 'Today', 'Tomorrow', then 'Tue 21 Jan' (the days come today first, one after another). */
export function dayLabel(index: number, date: string): string {
  if (index === 0) return 'Today';
  if (index === 1) return 'Tomorrow';
  return SHORT_DAY.format(atNoon(date)).replace(',', '');
}

const CLOSED_LABELS: Record<NonNullable<OrderDay['closedReason']>, string> = {
  closed_day: 'Closed',
  day_off: 'Day off',
  cut_off: 'Orders closed',
  service_off: 'Unavailable',
  out_of_range: 'Unavailable',
};

/** Why a day cannot be chosen, in a word or two; a day with no reason is one whose slots have all passed. */
export function closedLabel(day: OrderDay): string {
  return day.closedReason ? CLOSED_LABELS[day.closedReason] : 'No times left';
}

/**
 * The day to keep chosen (null: today) when `chosen` may no longer be offered: it stays while it is
 * open, else the first open day takes its place (today past its cut-off gives way to tomorrow), else
 * today, whose slot list then says why there is nothing.
 */
export function dayToKeep(days: readonly OrderDay[], chosen: string | null): string | null {
  const today = days[0]?.date;
  const open = days.filter((day) => day.open).map((day) => day.date);
  const keep = open.includes(chosen ?? today) ? (chosen ?? today) : open[0];
  return !keep || keep === today ? null : keep;
}
