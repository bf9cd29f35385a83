const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in the restaurant's zone, 'YYYY-MM-DD' (the booking form's minimum date). */
export function londonToday(now: Date = new Date()): string {
  return londonDate.format(now);
}
