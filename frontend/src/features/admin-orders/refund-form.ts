import { formatPence, parsePounds } from '../../shared/money';
import type { AdminOrder, RefundRequest } from '../../shared/orders/admin-orders-api';

/** What to give back: everything left, chosen units of the lines, or an amount typed in pounds. */
export type RefundMode = 'all' | 'lines' | 'amount';

export interface RefundForm {
  mode: RefundMode;
  /** Units to give back, by order item id (0 when absent). */
  units: Record<string, number>;
  /** The amount as typed, in pounds. */
  pounds: string;
  reason: string;
}

/** The server's limit on a reason (CreateRefundDto). */
export const REFUND_REASON_MAX_LENGTH = 300;

export const EMPTY_REFUND_FORM: RefundForm = { mode: 'all', units: {}, pounds: '', reason: '' };

/**
 * Units of each line that can still be given back: ordered, less those in earlier refunds' lines
 * (a failed refund gave nothing back). The server checks the same (REFUND_LINE_TOO_MANY); this only
 * bounds the steppers.
 */
export function refundableUnits(order: Pick<AdminOrder, 'items' | 'refunds'>): Record<string, number> {
  const refunded = new Map<string, number>();
  for (const refund of order.refunds) {
    if (refund.status === 'failed') continue;
    for (const line of refund.lines) refunded.set(line.orderItemId, (refunded.get(line.orderItemId) ?? 0) + line.quantity);
  }
  return Object.fromEntries(order.items.map((item) => [item.id, Math.max(0, item.quantity - (refunded.get(item.id) ?? 0))]));
}

/** What the form asks for, or why it cannot be sent yet (per field, to show beside it). */
export type CheckedRefund =
  | { ok: true; amountPence: number; body: RefundRequest }
  | { ok: false; amountPence: number | null; errors: { amount?: string; lines?: string; reason?: string } };

export function checkRefund(order: Pick<AdminOrder, 'items' | 'refundablePence'>, form: RefundForm): CheckedRefund {
  const reason = form.reason.trim();
  const errors: { amount?: string; lines?: string; reason?: string } = {};
  if (!reason) errors.reason = 'Please say why you are refunding.';
  else if (reason.length > REFUND_REASON_MAX_LENGTH) errors.reason = `The reason can be at most ${REFUND_REASON_MAX_LENGTH} characters.`;
  const tooMuch = `You can refund at most ${formatPence(order.refundablePence)} on this order.`;

  let amountPence: number | null = null;
  let body: RefundRequest = { reason };
  if (form.mode === 'all') {
    amountPence = order.refundablePence;
  } else if (form.mode === 'lines') {
    const lines = order.items.filter((item) => (form.units[item.id] ?? 0) > 0).map((item) => ({ orderItemId: item.id, quantity: form.units[item.id] }));
    amountPence = order.items.reduce((sum, item) => sum + item.unitPricePence * (form.units[item.id] ?? 0), 0);
    if (lines.length === 0) errors.lines = 'Choose at least one item to refund.';
    // Lines after an earlier refund of an amount: what is left caps them too.
    else if (amountPence > order.refundablePence) errors.lines = tooMuch;
    body = { reason, lines };
  } else {
    amountPence = parsePounds(form.pounds);
    if (amountPence === null) errors.amount = 'Enter an amount in pounds, e.g. 4.50';
    else if (amountPence <= 0) errors.amount = 'Enter an amount over £0.00.';
    else if (amountPence > order.refundablePence) errors.amount = tooMuch;
    body = { reason, amountPence: amountPence ?? undefined };
  }
  return Object.keys(errors).length > 0 || amountPence === null ? { ok: false, amountPence, errors } : { ok: true, amountPence, body };
}
