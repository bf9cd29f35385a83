import { formatPence } from '../../shared/money';
import type { AdminOrder, CorrectOrderRequest, DeliveryType } from '../../shared/orders/admin-orders-api';
import { type DraftLine, definedFields, lineRequest, MAX_LINE_QUANTITY, optionalText } from '../../shared/orders/order-entry/order-lines';
import { refundLabel, refundMethodOf } from '../../shared/orders/order-format';

/** What staff have changed so far in Change order, starting from the order as it is. */
export interface CorrectionDraft {
  /** Each line of the order by its id: the quantity it keeps, 0 to take it off. */
  kept: Record<string, number>;
  /** Lines added from the menu (priced from the menu now, by the server). */
  added: DraftLine[];
  deliveryType: DeliveryType;
  /** 'HH:MM': the order's own slot until staff choose another. */
  slotTime: string;
  /** A delivery that stays one keeps its address unless staff choose to give a new one. */
  newAddress: boolean;
  address: { line: string; postcode: string; additionalInfo: string };
}

/** The order as it is: every line kept at its quantity, its type and slot. */
export function correctionDraftOf(order: AdminOrder): CorrectionDraft {
  return {
    kept: Object.fromEntries(order.items.map((item) => [item.id, item.quantity])),
    added: [],
    deliveryType: order.deliveryType,
    slotTime: order.slotTime.slice(0, 5),
    newAddress: false,
    address: { line: '', postcode: '', additionalInfo: '' },
  };
}

/** A kept line's quantity (typed, or - and +) within 0 (taken off) and 99; anything not a number leaves it as it was. */
export function setKeptQuantity(draft: CorrectionDraft, itemId: string, quantity: number): CorrectionDraft {
  if (!Number.isFinite(quantity)) return draft;
  return { ...draft, kept: { ...draft.kept, [itemId]: Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(quantity))) } };
}

/** Whether the address fields are asked for: a collection turned into a delivery, or a delivery staff give a new address. */
export function asksForAddress(order: Pick<AdminOrder, 'deliveryType'>, draft: Pick<CorrectionDraft, 'deliveryType' | 'newAddress'>): boolean {
  return draft.deliveryType === 'delivery' && (order.deliveryType !== 'delivery' || draft.newAddress);
}

const keptLines = (order: AdminOrder, draft: CorrectionDraft) => order.items.filter((item) => (draft.kept[item.id] ?? 0) > 0);

/**
 * The body of PATCH /api/admin/orders/:id: the lines kept with their quantities (a line left out is
 * taken off), the lines added without prices, the type and slot, and the address only when one is
 * asked for. The server prices and checks it.
 */
export function correctionBody(order: AdminOrder, draft: CorrectionDraft, { overrideFullSlot = false } = {}): CorrectOrderRequest {
  return definedFields<CorrectOrderRequest>({
    keep: keptLines(order, draft).map((item) => ({ orderItemId: item.id, quantity: draft.kept[item.id] })),
    add: draft.added.map(lineRequest),
    deliveryType: draft.deliveryType,
    slotTime: draft.slotTime,
    address: asksForAddress(order, draft)
      ? definedFields({ line: draft.address.line.trim(), postcode: draft.address.postcode.trim(), additionalInfo: optionalText(draft.address.additionalInfo) })
      : undefined,
    overrideFullSlot: overrideFullSlot || undefined,
  });
}

/** Why there is nothing to send yet, in the server's own words (NO_ORDER_LINES, NOTHING_CHANGED), or null. */
export function correctionProblem(order: AdminOrder, draft: CorrectionDraft): string | null {
  if (keptLines(order, draft).length === 0 && draft.added.length === 0) return 'Add at least one item to the order.';
  const unchanged =
    order.items.every((item) => draft.kept[item.id] === item.quantity) &&
    draft.added.length === 0 &&
    draft.deliveryType === order.deliveryType &&
    draft.slotTime === order.slotTime.slice(0, 5) &&
    !asksForAddress(order, draft);
  return unchanged ? 'Nothing was changed.' : null;
}

/** What a paid order's money does once the change is saved; an unpaid order just costs its new total. */
export type MoneyOutcome =
  | { kind: 'unpaid' }
  | { kind: 'same' }
  | { kind: 'collect'; morePence: number }
  | { kind: 'refund'; refundPence: number; lessToCollectPence: number; method: 'stripe' | 'cash' };

export interface CorrectionPreview {
  subtotalPence: number;
  deliveryFeePence: number;
  driverTipPence: number;
  totalPence: number;
  money: MoneyOutcome;
}

/**
 * The new total and what happens to the money, worked out here only to show before saving (the
 * server's planCorrection decides; its answer is shown after). Kept lines at the price they were sold
 * at, added ones at the menu's; a delivery that stays one keeps its fee and tip, a new delivery takes
 * today's fee and no tip, a collection has neither. A paid order made dearer owes the difference; one
 * made cheaper first owes less, then is refunded the rest (never more than can still be refunded).
 */
export function correctionPreview(order: AdminOrder, draft: CorrectionDraft, settings: { deliveryFee: number }): CorrectionPreview {
  const subtotalPence =
    keptLines(order, draft).reduce((sum, item) => sum + item.unitPricePence * draft.kept[item.id], 0) +
    draft.added.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
  const delivery = draft.deliveryType === 'delivery';
  const typeChanged = draft.deliveryType !== order.deliveryType;
  const deliveryFeePence = delivery ? (typeChanged ? settings.deliveryFee : order.deliveryFeePence) : 0;
  const driverTipPence = delivery && !typeChanged ? order.driverTipPence : 0;
  const totalPence = subtotalPence + deliveryFeePence + driverTipPence;
  return { subtotalPence, deliveryFeePence, driverTipPence, totalPence, money: moneyOutcome(order, totalPence) };
}

function moneyOutcome(order: AdminOrder, newTotalPence: number): MoneyOutcome {
  if (!order.isPaid) return { kind: 'unpaid' };
  const change = newTotalPence - order.totalPence;
  if (change === 0) return { kind: 'same' };
  if (change > 0) return { kind: 'collect', morePence: change };
  const lessToCollectPence = Math.min(order.balanceDuePence, -change);
  const refundPence = Math.min(-change - lessToCollectPence, order.refundablePence);
  return { kind: 'refund', refundPence, lessToCollectPence, method: refundMethodOf(order) };
}

/** What the preview says will happen to the money: '£4.50 will be refunded to the card', '£2.00 more to collect', ... */
export function moneyText(order: AdminOrder, preview: CorrectionPreview): string {
  const { money } = preview;
  switch (money.kind) {
    case 'unpaid':
      return `New total ${formatPence(preview.totalPence)}, not paid yet.`;
    case 'same':
      return order.balanceDuePence > 0 ? `The total stays the same; ${formatPence(order.balanceDuePence)} is still to collect.` : 'The total stays the same: nothing to refund or collect.';
    case 'collect':
      return order.balanceDuePence > 0
        ? `${formatPence(money.morePence)} more to collect (${formatPence(order.balanceDuePence + money.morePence)} in all).`
        : `${formatPence(money.morePence)} more to collect.`;
    case 'refund': {
      const parts = [
        ...(money.lessToCollectPence > 0 ? [`${formatPence(money.lessToCollectPence)} less to collect`] : []),
        ...(money.refundPence > 0 ? [`${formatPence(money.refundPence)} will be refunded ${money.method === 'stripe' ? 'to the card' : 'in cash'}`] : []),
      ];
      return parts.length > 0 ? `${parts.join('; ')}.` : 'Nothing is left to refund on this order.';
    }
  }
}

/**
 * What the server did, from the order before and the order it answered: the refund the change made
 * (or its failure), what is now to collect, or the new total. Said in the toast once saved.
 */
export function correctionOutcome(before: AdminOrder, after: AdminOrder): { message: string; severity: 'success' | 'warning' } {
  const refund = after.refunds.find((candidate) => !before.refunds.some((earlier) => earlier.id === candidate.id));
  if (refund?.status === 'failed') {
    return { message: `New total ${formatPence(after.totalPence)}. The refund of ${refundLabel(refund)} failed: the order is on Needs attention.`, severity: 'warning' };
  }
  if (refund) {
    const given = refund.method === 'stripe' ? `${formatPence(refund.amountPence)} refunded to the card` : `Hand ${formatPence(refund.amountPence)} back in cash`;
    return { message: `New total ${formatPence(after.totalPence)}. ${given}.`, severity: 'success' };
  }
  if (after.balanceDuePence > 0) return { message: `New total ${formatPence(after.totalPence)}. ${formatPence(after.balanceDuePence)} to collect.`, severity: 'success' };
  return { message: `New total ${formatPence(after.totalPence)}.`, severity: 'success' };
}
