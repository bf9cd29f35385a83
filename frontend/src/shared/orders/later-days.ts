import type { DayOrders } from './admin-orders-api';

/** 'Sat 5 Dec' (a date-only value, so read in UTC). */
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** One later day a day list counts (issue 28, order ahead), worded for the screens. */
export interface LaterDay {
  date: string;
  count: number;
  /** 'Tomorrow: 3 orders', 'Sat 5 Dec: 1 order'. */
  label: string;
}

function plusOneDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A date as staff say it beside `today` (London, 'YYYY-MM-DD'): 'Today', 'Tomorrow', else 'Sat 5 Dec'. */
export function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === plusOneDay(today)) return 'Tomorrow';
  return SHORT_DAY.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** The days after a day list's own that have open orders, each with its words; none before the list has loaded. */
export function laterDays(day: DayOrders | undefined, today: string): LaterDay[] {
  return (day?.later ?? []).map(({ date, count }) => ({ date, count, label: `${dayName(date, today)}: ${count} ${count === 1 ? 'order' : 'orders'}` }));
}
