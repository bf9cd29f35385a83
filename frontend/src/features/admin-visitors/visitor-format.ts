const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** '2031-01-14' or an ISO instant -> '14 Jan 2031' (restaurant time). */
export function formatDate(value: string): string {
  return dateFormat.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value));
}

export function formatDateTime(value: string): string {
  return dateTimeFormat.format(new Date(value));
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Europe/London' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const at = (date: string) => new Date(`${date}T12:00:00Z`);

/** A London date, '2035-10-28' -> '28 Oct' (a chart's axis). */
export const formatDay = (date: string): string => dayFormat.format(at(date));

/** '2035-10-28' -> 'Sun, 28 Oct 2035' (tooltips and tables). */
export const formatLongDay = (date: string): string => longDayFormat.format(at(date));

/** A share 0..1 (3 decimals) -> '37.5%'. */
export const formatShare = (share: number): string => `${Number((share * 100).toFixed(1))}%`;
