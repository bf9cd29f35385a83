/**
 * Issue 28, order ahead: the day an order is for, on its tickets, when it is not the day it was
 * placed (restaurant-local, Europe/London).
 */
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });
const ORDER_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'YYYY-MM-DD' -> 'Sun 19 Jan'. */
export function formatOrderDay(orderDate: string): string {
  return ORDER_DAY.format(new Date(`${orderDate}T12:00:00Z`)).replace(',', '');
}

/** 'Sun 19 Jan' for an order placed before its day; null for one placed on it (or with no date). */
export function laterOrderDay(orderDate: string | null | undefined, placedAt: Date): string | null {
  if (!orderDate || orderDate === LONDON_DATE.format(placedAt)) return null;
  return formatOrderDay(orderDate);
}
