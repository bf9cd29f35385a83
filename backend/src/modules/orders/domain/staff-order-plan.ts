import { checkChoices } from '@walkden/contract/choices';
import type { MenuItemRow } from '../../menu/menu.service.js';
import {
  type CartLineView,
  chooseOption,
  type LineKey,
  type OptionChoiceError,
  normaliseInstructions,
  planMerge,
  priceCartLine,
  summariseCart,
  toLineChoices,
} from '../cart/domain/cart-line.js';
import type { DeliveryType, PaidWith, PaymentMethod } from '../entities/order.entity.js';
import { CHECKOUT_PROBLEMS, type CheckoutProblem } from './checkout-rules.js';
import { joinDeliveryAddress, normalisePostcode } from './delivery-area.js';
import { EMAIL_PATTERN, isDeliveryTypeOn, type OrderDraft, orderLinesOf } from './order-plan.js';
import { computeOrderTotals } from './order-totals.js';

/**
 * How a phone or walk-in order is paid: later, on collection or to the driver, or now at the
 * counter in cash or by card (the order is marked paid at once).
 */
export const STAFF_PAYMENTS = ['collection', 'driver', 'cash', 'card'] as const;
export type StaffPayment = (typeof STAFF_PAYMENTS)[number];

/** What the member of staff entered. */
export interface StaffOrderRequest {
  lines: readonly { menuItemId: string; optionId?: string | null; choiceIds?: readonly string[] | null; quantity: number; specialInstructions?: string | null }[];
  deliveryType: DeliveryType;
  slotTime?: string | null;
  payment: StaffPayment;
  customer: { name?: string | null; phone?: string | null; email?: string | null };
  address?: { line?: string | null; postcode?: string | null; additionalInfo?: string | null } | null;
  specialInstructions?: string | null;
  /** Staff were told the slot is full and take the order anyway. */
  overrideFullSlot?: boolean;
}

/** What the server read before deciding. */
export interface StaffOrderFacts {
  /** The menu's items named by the lines, as they are now (prices, options, sold out). */
  items: ReadonlyMap<string, Pick<MenuItemRow, 'id' | 'name' | 'isAvailable' | 'options' | 'choiceGroups' | 'soldOutUntil' | 'allergens' | 'halfPriceRule'>>;
  settings: { deliveries: boolean; collections: boolean; minimumOrderValue: number; deliveryFee: number; ordersPerTimeSlot: number };
  postcodeValid: boolean;
  /** Today's slots staff may take: every slot of today's hours not yet started (busy mode's prep time kept). */
  offered: { date: string; times: readonly string[] };
  /** Orders already holding the chosen slot. */
  bookedInSlot: number;
}

export interface StaffOrderDraft extends OrderDraft {
  paidWith: PaidWith | null;
}

export type StaffPlanProblem =
  | { kind: 'type_unavailable'; deliveryType: DeliveryType }
  | { kind: 'no_lines' }
  | { kind: 'lines_unavailable'; lines: { index: number; itemName: string; reason: string }[] }
  | { kind: 'checkout'; problem: CheckoutProblem }
  | { kind: 'payment_not_allowed'; deliveryType: DeliveryType; payment: StaffPayment }
  | { kind: 'invalid_email' }
  | { kind: 'slot_unavailable'; slotTime: string }
  | { kind: 'slot_full'; slotTime: string; booked: number; capacity: number };

export type StaffOrderPlan = { ok: true; draft: StaffOrderDraft } | { ok: false; problem: StaffPlanProblem };

export const STAFF_MISSING_INFORMATION: CheckoutProblem = {
  code: 'MISSING_INFORMATION',
  title: 'Missing Information',
  message: "Please enter the customer's name and phone number.",
};

const LINE_REASONS: Record<OptionChoiceError | 'MENU_ITEM_NOT_FOUND', string> = {
  MENU_ITEM_NOT_FOUND: 'This item is no longer on the menu.',
  ITEM_UNAVAILABLE: 'This item is currently unavailable.',
  ITEM_NOT_PRICED: 'Price not set',
  OPTION_REQUIRED: 'Choose an option.',
  OPTION_NOT_OF_ITEM: 'The option chosen is not one of this item.',
  SOLD_OUT: 'Sold out today',
};

/**
 * A phone or walk-in order, decided without I/O. Priced exactly as a customer's order is: each
 * line from the menu as it is now (priceCartLine, the cart's own pricing), the same totals, fee and
 * minimum for delivery, allergens as ordered. What differs is staff's: no e-mail needed (then no
 * e-mails), no tip, Pay the driver and paid-now at the counter, and a full slot taken anyway once
 * staff have been warned. A closed day, a switched-off service or a sold-out item is refused as online.
 */
export function planStaffOrder(request: StaffOrderRequest, facts: StaffOrderFacts): StaffOrderPlan {
  const fail = (problem: StaffPlanProblem): StaffOrderPlan => ({ ok: false, problem });
  const { settings } = facts;
  const isDelivery = request.deliveryType === 'delivery';
  if (!isDeliveryTypeOn(settings, request.deliveryType)) return fail({ kind: 'type_unavailable', deliveryType: request.deliveryType });
  if (request.lines.length === 0) return fail({ kind: 'no_lines' });

  const priced = priceLines(request.lines, facts.items);
  if ('unavailable' in priced) return fail({ kind: 'lines_unavailable', lines: priced.unavailable });
  const { lines } = priced;

  const slotTime = request.slotTime?.trim() ?? '';
  if (slotTime === '') return fail({ kind: 'checkout', problem: CHECKOUT_PROBLEMS.timeSlotRequired });
  const address = { line: request.address?.line?.trim() ?? '', postcode: request.address?.postcode?.trim() ?? '', additionalInfo: request.address?.additionalInfo?.trim() || undefined };
  if (isDelivery && (address.line === '' || address.postcode === '' || !facts.postcodeValid)) {
    return fail({ kind: 'checkout', problem: CHECKOUT_PROBLEMS.deliveryInformationRequired });
  }
  const subtotal = summariseCart(lines).totalPence;
  if (isDelivery && subtotal < settings.minimumOrderValue) return fail({ kind: 'checkout', problem: CHECKOUT_PROBLEMS.minimumOrderNotMet(settings.minimumOrderValue) });
  const customer = { name: request.customer.name?.trim() ?? '', phone: request.customer.phone?.trim() ?? '', email: request.customer.email?.trim() ?? '' };
  if (customer.name === '' || customer.phone === '') return fail({ kind: 'checkout', problem: STAFF_MISSING_INFORMATION });
  if (customer.email !== '' && !EMAIL_PATTERN.test(customer.email)) return fail({ kind: 'invalid_email' });
  const paymentMethod = paymentMethodFor(request.deliveryType, request.payment);
  if (!paymentMethod) return fail({ kind: 'payment_not_allowed', deliveryType: request.deliveryType, payment: request.payment });
  if (!facts.offered.times.includes(slotTime)) return fail({ kind: 'slot_unavailable', slotTime });
  if (facts.bookedInSlot >= settings.ordersPerTimeSlot && !request.overrideFullSlot) {
    return fail({ kind: 'slot_full', slotTime, booked: facts.bookedInSlot, capacity: settings.ordersPerTimeSlot });
  }

  return {
    ok: true,
    draft: {
      orderDate: facts.offered.date,
      slotTime,
      slot: `${slotTime}:00`,
      deliveryType: request.deliveryType,
      paymentMethod,
      paidWith: request.payment === 'cash' || request.payment === 'card' ? request.payment : null,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      specialInstructions: request.specialInstructions?.trim() ?? '',
      deliveryAddress: isDelivery ? joinDeliveryAddress(address.line, address.postcode, address.additionalInfo) : null,
      deliveryPostcode: isDelivery ? normalisePostcode(address.postcode) : null,
      totals: computeOrderTotals({ deliveryType: request.deliveryType, lines, deliveryFeePence: settings.deliveryFee, tipPence: 0 }),
      items: orderLinesOf(lines),
    },
  };
}

/**
 * Each entered line priced from its item as it is now, with the cart's merge rule (the same item,
 * option and instructions become one line); or every line that cannot be sold, with why.
 */
export function priceLines(
  requested: StaffOrderRequest['lines'],
  items: StaffOrderFacts['items'],
): { lines: CartLineView[] } | { unavailable: { index: number; itemName: string; reason: string }[] } {
  const unavailable: { index: number; itemName: string; reason: string }[] = [];
  const accepted: (LineKey & { quantity: number })[] = [];
  requested.forEach((line, index) => {
    const item = items.get(line.menuItemId);
    const choice = item ? chooseOption(item, line.optionId) : ({ ok: false, error: 'MENU_ITEM_NOT_FOUND' } as const);
    if (!choice.ok) return unavailable.push({ index, itemName: item?.name ?? 'Removed item', reason: LINE_REASONS[choice.error] });
    // The same groups and words as the customer's add dialog.
    const choices = checkChoices(item!.choiceGroups, line.choiceIds ?? []);
    if (!choices.ok) return unavailable.push({ index, itemName: item!.name, reason: choices.message });
    accepted.push({
      menuItemId: line.menuItemId,
      optionId: choice.option.id,
      choices: toLineChoices(choices.picked),
      specialInstructions: normaliseInstructions(line.specialInstructions),
      quantity: line.quantity,
    });
  });
  if (unavailable.length > 0) return { unavailable };
  const merged = planMerge([], accepted).inserts;
  return {
    lines: merged.map((line, index) => priceCartLine({ id: `line-${index + 1}`, ...line }, items.get(line.menuItemId) as MenuItemRow)),
  };
}

/** Collection: on collection or at the counter now; delivery: to the driver or at the counter now. */
function paymentMethodFor(type: DeliveryType, payment: StaffPayment): PaymentMethod | null {
  if (payment === 'collection') return type === 'collection' ? 'collection' : null;
  if (payment === 'driver') return type === 'delivery' ? 'driver' : null;
  return type === 'collection' ? 'collection' : 'driver';
}
