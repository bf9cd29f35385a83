/** Orders are priced in pence sterling; Stripe names currencies in lower case. */
export const ORDER_CURRENCY = 'gbp';

const describeAmount = (amount: number | null, currency: string | null): string => {
  if (amount === null) return 'an unknown amount';
  if ((currency ?? '').toLowerCase() === ORDER_CURRENCY) return `£${(amount / 100).toFixed(2)}`;
  return `${(amount / 100).toFixed(2)} ${(currency ?? 'of an unknown currency').toUpperCase()}`;
};

/**
 * Why a paid Checkout Session does not pay this order, or null when it does: its amount_total
 * and currency must equal the order's total in GBP (issue 9), or the order is flagged, not paid.
 */
export function paymentMismatch(orderTotalPence: number, session: { amountTotal: number | null; currency: string | null }): string | null {
  if (session.amountTotal === orderTotalPence && session.currency?.toLowerCase() === ORDER_CURRENCY) return null;
  return `Stripe took ${describeAmount(session.amountTotal, session.currency)} but the order total is ${describeAmount(orderTotalPence, ORDER_CURRENCY)}`;
}

/** How a payment reads in a note for staff, e.g. '£22.40'. */
export function describePayment(session: { amountTotal: number | null; currency: string | null }): string {
  return describeAmount(session.amountTotal, session.currency);
}
