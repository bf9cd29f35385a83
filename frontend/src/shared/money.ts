const poundFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Formats integer pence as pounds, e.g. 1250 -> '£12.50'. */
export function formatPence(pence: number): string {
  return poundFormatter.format(pence / 100);
}

/** Whole pounds without pence, as the spec's messages write them: 1500 -> '£15', 1250 -> '£12.50'. */
export function formatPounds(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}
