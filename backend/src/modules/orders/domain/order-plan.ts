import type { CartLineView } from '../cart/domain/cart-line.js';
import type { DeliveryType, PaymentMethod } from '../entities/order.entity.js';
import type { OrderItem } from '../entities/order-item.entity.js';
import { type CheckoutProblem, firstCheckoutProblem } from './checkout-rules.js';
import { joinDeliveryAddress, normalisePostcode } from './delivery-area.js';
import { computeOrderTotals, isAllowedTip, type OrderTotals } from './order-totals.js';

// A loose shape check; the confirmation e-mail is the real test of the address.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the customer sent: every field optional, as a request body is. */
export interface OrderRequest {
  deliveryType: DeliveryType;
  slotTime?: string | null;
  paymentMethod?: string | null;
  customer?: { name?: string | null; email?: string | null; phone?: string | null } | null;
  specialInstructions?: string | null;
  address?: { line?: string | null; postcode?: string | null; additionalInfo?: string | null } | null;
  tipPence?: number | null;
}

/** Everything Place Order read before deciding: the cart at today's prices, the settings, the postcode lookup, today's slots. */
export interface PlanFacts {
  cart: { lines: readonly CartLineView[]; subtotalPence: number; hasUnavailable: boolean };
  settings: { deliveries: boolean; collections: boolean; minimumOrderValue: number; deliveryFee: number };
  /** The server's own lookup of the delivery postcode; false when there is none. */
  postcodeValid: boolean;
  /** Today's offered slot times ('HH:MM') on the restaurant's date. */
  offered: { date: string; times: readonly string[] };
}

export type NewOrderLine = Omit<OrderItem, 'id' | 'orderId' | 'order' | 'createdAt' | 'menuItem' | 'option'>;

/** A complete order to write: no optional field, nothing left to check but capacity and the account's open orders. */
export interface OrderDraft {
  orderDate: string;
  /** 'HH:MM' as offered, and 'HH:MM:00' as stored. */
  slotTime: string;
  slot: string;
  deliveryType: DeliveryType;
  paymentMethod: PaymentMethod;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  specialInstructions: string;
  deliveryAddress: string | null;
  deliveryPostcode: string | null;
  totals: OrderTotals;
  items: NewOrderLine[];
}

/** Why an order cannot be placed, in the order the checks run (the first one wins). */
export type PlanProblem =
  | { kind: 'type_unavailable'; deliveryType: DeliveryType }
  | { kind: 'cart_empty' }
  | { kind: 'cart_has_unavailable'; lines: { id: string; itemName: string; reason: string | null }[] }
  | { kind: 'checkout'; problem: CheckoutProblem }
  | { kind: 'payment_method_not_allowed'; deliveryType: DeliveryType }
  | { kind: 'invalid_tip' }
  | { kind: 'invalid_email' }
  | { kind: 'slot_unavailable'; slotTime: string };

export type OrderPlan = { ok: true; draft: OrderDraft } | { ok: false; problem: PlanProblem };

/**
 * Place Order's decision, without I/O: the checks of SPEC section 5 and issue 9 in their order,
 * then the order as it will be written (prices from the cart the server read, allergens as
 * ordered, the fee and tip by type). Capacity and the account's open orders are decided under
 * their locks, not here.
 */
export function planOrder(request: OrderRequest, facts: PlanFacts): OrderPlan {
  const fail = (problem: PlanProblem): OrderPlan => ({ ok: false, problem });
  const { cart, settings } = facts;
  const isDelivery = request.deliveryType === 'delivery';
  if (!isDeliveryTypeOn(settings, request.deliveryType)) return fail({ kind: 'type_unavailable', deliveryType: request.deliveryType });
  if (cart.lines.length === 0) return fail({ kind: 'cart_empty' });
  if (cart.hasUnavailable) {
    const lines = cart.lines.filter((line) => !line.available).map((line) => ({ id: line.id, itemName: line.itemName, reason: line.unavailableReason }));
    return fail({ kind: 'cart_has_unavailable', lines });
  }
  const problem = firstCheckoutProblem({
    deliveryType: request.deliveryType,
    slotTime: request.slotTime,
    paymentMethod: request.paymentMethod,
    address: request.address,
    postcodeValid: facts.postcodeValid,
    subtotalPence: cart.subtotalPence,
    minimumOrderPence: settings.minimumOrderValue,
    customer: request.customer,
  });
  if (problem) return fail({ kind: 'checkout', problem });
  // firstCheckoutProblem has refused a blank slot, payment method, customer field and (for delivery) address.
  const slotTime = request.slotTime ?? '';
  const customer = { name: request.customer?.name?.trim() ?? '', email: request.customer?.email?.trim() ?? '', phone: request.customer?.phone?.trim() ?? '' };
  const paymentMethod = paymentMethodFor(request.deliveryType, request.paymentMethod ?? '');
  if (!paymentMethod) return fail({ kind: 'payment_method_not_allowed', deliveryType: request.deliveryType });
  const tipPence = request.tipPence ?? 0;
  if (!isAllowedTip(request.deliveryType, tipPence)) return fail({ kind: 'invalid_tip' });
  if (!EMAIL_PATTERN.test(customer.email)) return fail({ kind: 'invalid_email' });
  if (!facts.offered.times.includes(slotTime)) return fail({ kind: 'slot_unavailable', slotTime });

  const address = isDelivery ? { line: request.address?.line ?? '', postcode: request.address?.postcode ?? '', additionalInfo: request.address?.additionalInfo ?? undefined } : null;
  return {
    ok: true,
    draft: {
      orderDate: facts.offered.date,
      slotTime,
      slot: `${slotTime}:00`,
      deliveryType: request.deliveryType,
      paymentMethod,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      specialInstructions: request.specialInstructions?.trim() ?? '',
      deliveryAddress: address ? joinDeliveryAddress(address.line, address.postcode, address.additionalInfo) : null,
      deliveryPostcode: address ? normalisePostcode(address.postcode) : null,
      totals: computeOrderTotals({ deliveryType: request.deliveryType, lines: cart.lines, deliveryFeePence: settings.deliveryFee, tipPence }),
      items: orderLinesOf(cart.lines),
    },
  };
}

/** Whether the restaurant takes this type of order now (the deliveries or collections setting). */
export function isDeliveryTypeOn(settings: { deliveries: boolean; collections: boolean }, type: DeliveryType): boolean {
  return type === 'delivery' ? settings.deliveries : settings.collections;
}

/** The order's lines as written: prices as read from the menu now, allergens as ordered. */
export function orderLinesOf(lines: readonly CartLineView[]): NewOrderLine[] {
  return lines.map((line) => ({
    menuItemId: line.menuItemId,
    optionId: line.optionId,
    itemName: line.itemName,
    size: line.optionName ?? line.size,
    choices: line.choices.map((choice) => ({ id: choice.id, group: choice.groupName, name: choice.name, price: choice.pricePence, ...(choice.half && { half: choice.half }) })),
    quantity: line.quantity,
    unitPrice: line.unitPricePence,
    totalPrice: line.unitPricePence * line.quantity,
    specialInstructions: line.specialInstructions,
    // Kept as ordered: a later change to the menu's allergens never rewrites an old order.
    allergens: line.allergens,
  }));
}

/** Collection may be paid online or on collection; delivery online only (SPEC section 5). */
function paymentMethodFor(type: DeliveryType, choice: string): PaymentMethod | null {
  if (choice === 'online') return 'online';
  if (choice === 'collection' && type === 'collection') return 'collection';
  return null;
}
