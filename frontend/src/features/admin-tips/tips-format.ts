import type { TipsMonth } from './admin-tips-api';

// Months and days as the restaurant writes them; the dates are calendar dates, so read in UTC.
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2031-03' → 'March 2031'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year, number - 1, 1)));
}

/** '2031-04-30' → '30 April 2031'. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** What a month's chip says: nothing to pay, all paid, owed (by its due date) or overdue. */
export function monthState(month: Pick<TipsMonth, 'paid' | 'overdue' | 'totals'>): 'no-tips' | 'paid' | 'owed' | 'overdue' {
  if (month.totals.tipsPence === 0 && month.totals.paidPence === 0) return 'no-tips';
  if (month.overdue) return 'overdue';
  return month.paid ? 'paid' : 'owed';
}

/** Hands text to the browser as a file download (the CSV the api answered). */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
