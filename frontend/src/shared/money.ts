// Money formatting is one of the rules the api and the pages share: one copy, in the backend.
export { formatPence, formatPounds } from '@walkden/contract/money';

/** '12.50' (pounds, as staff type them) in pence, or null when it is not an amount. */
export function parsePounds(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}
