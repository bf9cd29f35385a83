const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** '2031-01-14' or an ISO instant -> '14 Jan 2031' (restaurant time). */
export function formatDate(value: string): string {
  return dateFormat.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value));
}

export function formatDateTime(value: string): string {
  return dateTimeFormat.format(new Date(value));
}
