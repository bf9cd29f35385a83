/** CSV for the restaurant's spreadsheets (RFC 4180), shared by the orders export and the reports. */

/** Integer pence as pounds with two decimals and no symbol, e.g. 1205 → "12.05". */
export function penceAsPounds(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Money must be integer pence (got ${pence})`);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an
 * apostrophe, so a customer's name cannot become a formula in the restaurant's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
