const poundFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Formats integer pence as pounds, e.g. 1250 -> '£12.50'. */
export function formatPence(pence: number): string {
  return poundFormatter.format(pence / 100);
}
