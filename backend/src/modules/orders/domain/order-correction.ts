import { CORRECTABLE_STATUSES, isCorrectable } from '@walkden/contract/order-status';
import type { CartLineView } from '../cart/domain/cart-line.js';
import type { DeliveryType, Order, OrderStatus, PaymentMethod } from '../entities/order.entity.js';
import type { OrderItem } from '../entities/order-item.entity.js';
import { CHECKOUT_PROBLEMS, type CheckoutProblem } from './checkout-rules.js';
import { joinDeliveryAddress, normalisePostcode } from './delivery-area.js';
import { isDeliveryTypeOn, type NewOrderLine, orderLinesOf } from './order-plan.js';
import { computeOrderTotals, type OrderTotals } from './order-totals.js';
import { type EarlierRefund, refundablePence, refundMethodFor, type RefundMethod } from './refunds.js';
import { priceLines, type StaffOrderFacts, type StaffOrderRequest } from './staff-order-plan.js';

// Which orders can be changed is shared with the frontend (contract/src/order-status.ts): Change order shows only then.
export { CORRECTABLE_STATUSES };

/** What staff changed: the lines kept (with their quantities), lines added, and the slot, type and address. */
export interface CorrectionRequest {
  /** Lines of the order to keep; any line not named is removed. */
  keep: readonly { orderItemId: string; quantity: number }[];
  add: StaffOrderRequest['lines'];
  deliveryType: DeliveryType;
  slotTime: string;
  address?: StaffOrderRequest['address'];
  overrideFullSlot?: boolean;
}

export type CorrectableOrder = Pick<
  Order,
  'status' | 'isPaid' | 'paymentMethod' | 'deliveryType' | 'deliveryFee' | 'driverTip' | 'total' | 'orderDate' | 'slotTime' | 'balanceDue' | 'deliveryAddress' | 'deliveryPostcode'
>;

export interface CorrectionFacts {
  order: CorrectableOrder;
  items: readonly Pick<OrderItem, 'id' | 'quantity' | 'unitPrice'>[];
  refunds: readonly EarlierRefund[];
  /** The menu's items named by the added lines, as they are now. */
  menu: StaffOrderFacts['items'];
  settings: StaffOrderFacts['settings'];
  postcodeValid: boolean;
  /** Today's slots staff may give (see PhoneOrdersService.listSlots). */
  offered: StaffOrderFacts['offered'];
  /** Orders other than this one holding the chosen slot. */
  bookedInSlot: number;
}

/** What the correction does to the order and to the money. */
export interface Correction {
  keep: { orderItemId: string; quantity: number }[];
  remove: string[];
  add: NewOrderLine[];
  deliveryType: DeliveryType;
  paymentMethod: PaymentMethod;
  slot: string;
  slotChanged: boolean;
  deliveryAddress: string | null;
  deliveryPostcode: string | null;
  totals: OrderTotals;
  /** What the paid order owes now ("£x.xx to collect"). */
  balanceDue: number;
  /** The difference given back, for a paid order made cheaper (never more than is left of what was paid). */
  refund: { amount: number; method: RefundMethod } | null;
}

export type CorrectionProblem =
  | { kind: 'not_correctable'; status: OrderStatus; awaitingPayment: boolean }
  | { kind: 'no_lines' }
  | { kind: 'unknown_line'; orderItemId: string }
  | { kind: 'lines_unavailable'; lines: { index: number; itemName: string; reason: string }[] }
  | { kind: 'type_unavailable'; deliveryType: DeliveryType }
  | { kind: 'checkout'; problem: CheckoutProblem }
  | { kind: 'slot_unavailable'; slotTime: string }
  | { kind: 'slot_full'; slotTime: string; booked: number; capacity: number }
  | { kind: 'nothing_changed' };

export type CorrectionPlan = { ok: true; correction: Correction } | { ok: false; problem: CorrectionProblem };

/**
 * A correction, decided without I/O (issue 27). Kept lines keep the price they were sold at; added
 * lines are priced from the menu now, as a phone order's are. The delivery fee and tip of a delivery
 * that stays one are kept; a new delivery takes today's fee, and a collection has neither. The slot,
 * if moved, must be one of today's and have room, unless staff were warned and overfill it. Money: an
 * unpaid order just costs the new total; a paid order made dearer owes the difference, and one made
 * cheaper first owes less, then is refunded the rest.
 */
export function planCorrection(request: CorrectionRequest, facts: CorrectionFacts): CorrectionPlan {
  const fail = (problem: CorrectionProblem): CorrectionPlan => ({ ok: false, problem });
  const { order, settings } = facts;
  if (!isCorrectable(order)) return fail({ kind: 'not_correctable', status: order.status, awaitingPayment: order.paymentMethod === 'online' && !order.isPaid });

  const keep = request.keep.filter((line) => line.quantity > 0);
  for (const line of keep) if (!facts.items.some((item) => item.id === line.orderItemId)) return fail({ kind: 'unknown_line', orderItemId: line.orderItemId });
  if (keep.length === 0 && request.add.length === 0) return fail({ kind: 'no_lines' });
  const priced = request.add.length > 0 ? priceLines(request.add, facts.menu) : { lines: [] as CartLineView[] };
  if ('unavailable' in priced) return fail({ kind: 'lines_unavailable', lines: priced.unavailable });

  const isDelivery = request.deliveryType === 'delivery';
  const typeChanged = request.deliveryType !== order.deliveryType;
  if (typeChanged && !isDeliveryTypeOn(settings, request.deliveryType)) return fail({ kind: 'type_unavailable', deliveryType: request.deliveryType });
  let deliveryAddress = isDelivery ? order.deliveryAddress : null;
  let deliveryPostcode = isDelivery ? order.deliveryPostcode : null;
  if (isDelivery && (typeChanged || request.address)) {
    const line = request.address?.line?.trim() ?? '';
    const postcode = request.address?.postcode?.trim() ?? '';
    if (line === '' || postcode === '' || !facts.postcodeValid) return fail({ kind: 'checkout', problem: CHECKOUT_PROBLEMS.deliveryInformationRequired });
    deliveryAddress = joinDeliveryAddress(line, postcode, request.address?.additionalInfo?.trim() || undefined);
    deliveryPostcode = normalisePostcode(postcode);
  }

  const keptLines = keep.map((line) => ({ unitPricePence: facts.items.find((item) => item.id === line.orderItemId)!.unitPrice, quantity: line.quantity }));
  const lines = [...keptLines, ...priced.lines];
  const totals = computeOrderTotals({
    deliveryType: request.deliveryType,
    lines,
    deliveryFeePence: typeChanged ? settings.deliveryFee : order.deliveryFee,
    tipPence: typeChanged ? 0 : order.driverTip,
  });
  if (isDelivery && totals.subtotal < settings.minimumOrderValue) return fail({ kind: 'checkout', problem: CHECKOUT_PROBLEMS.minimumOrderNotMet(settings.minimumOrderValue) });

  const slotTime = request.slotTime.trim();
  const slot = `${slotTime}:00`;
  const slotChanged = slot !== order.slotTime;
  if (slotChanged) {
    if (facts.offered.date !== order.orderDate || !facts.offered.times.includes(slotTime)) return fail({ kind: 'slot_unavailable', slotTime });
    if (facts.bookedInSlot >= settings.ordersPerTimeSlot && !request.overrideFullSlot) {
      return fail({ kind: 'slot_full', slotTime, booked: facts.bookedInSlot, capacity: settings.ordersPerTimeSlot });
    }
  }

  const remove = facts.items.filter((item) => !keep.some((line) => line.orderItemId === item.id)).map((item) => item.id);
  const quantitiesChanged = keep.some((line) => facts.items.find((item) => item.id === line.orderItemId)!.quantity !== line.quantity);
  const addressChanged = deliveryAddress !== order.deliveryAddress;
  if (!quantitiesChanged && remove.length === 0 && priced.lines.length === 0 && !typeChanged && !slotChanged && !addressChanged) return fail({ kind: 'nothing_changed' });

  const money = settle(order, facts.refunds, totals.total);
  return {
    ok: true,
    correction: {
      keep: keep.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
      remove,
      add: orderLinesOf(priced.lines),
      deliveryType: request.deliveryType,
      paymentMethod: order.paymentMethod === 'online' ? 'online' : isDelivery ? 'driver' : 'collection',
      slot,
      slotChanged,
      deliveryAddress,
      deliveryPostcode,
      totals,
      ...money,
    },
  };
}

/** What a paid order owes, or is given back, once its total changes; an unpaid one owes its new total as before. */
function settle(order: CorrectableOrder, refunds: readonly EarlierRefund[], newTotal: number): Pick<Correction, 'balanceDue' | 'refund'> {
  if (!order.isPaid) return { balanceDue: 0, refund: null };
  const change = newTotal - order.total;
  if (change >= 0) return { balanceDue: order.balanceDue + change, refund: null };
  const lessOwed = Math.min(order.balanceDue, -change);
  const amount = Math.min(-change - lessOwed, refundablePence(order, refunds));
  return { balanceDue: order.balanceDue - lessOwed, refund: amount > 0 ? { amount, method: refundMethodFor(order) } : null };
}
