/**
 * Money as the site writes it (integer pence in, pounds out). Pure and import-free: the api and
 * the frontend import this file as '@walkden/contract/money'.
 */
const poundFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Integer pence as pounds with pence, e.g. 1250 -> '£12.50', 1500 -> '£15.00'. */
export function formatPence(pence: number): string {
  return poundFormatter.format(pence / 100);
}

/** Whole pounds without pence, as the SPEC's messages write them: 1500 -> '£15', 1250 -> '£12.50'. */
export function formatPounds(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}
