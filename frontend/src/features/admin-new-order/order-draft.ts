import type { DeliveryType, PhoneOrderRequest, PhoneOrderSlot, StaffPayment } from '../../shared/orders/admin-orders-api';
import { type DraftLine, definedFields, lineRequest, optionalText } from '../../shared/orders/order-entry/order-lines';
import { staffOrderFailure, type StaffOrderFailure } from '../../shared/orders/order-entry/slots';

/** Everything the person has entered so far. */
export interface OrderDraft {
  lines: DraftLine[];
  customer: { name: string; phone: string; email: string };
  deliveryType: DeliveryType;
  address: { line: string; postcode: string };
  /** 'HH:MM', or '' before one is chosen. */
  slotTime: string;
  payment: StaffPayment;
  note: string;
}

export const EMPTY_DRAFT: OrderDraft = {
  lines: [],
  customer: { name: '', phone: '', email: '' },
  deliveryType: 'collection',
  address: { line: '', postcode: '' },
  slotTime: '',
  payment: 'collection',
  note: '',
};

export const PAYMENT_LABELS: Record<StaffPayment, string> = {
  collection: 'Pay on collection',
  driver: 'Pay the driver',
  cash: 'Paid now – cash',
  card: 'Paid now – card',
};

/** Collection: on collection or paid now; delivery: to the driver or paid now (the server's own rule, PAYMENT_METHOD_NOT_ALLOWED). */
export function paymentChoices(type: DeliveryType): { value: StaffPayment; label: string }[] {
  const later: StaffPayment = type === 'delivery' ? 'driver' : 'collection';
  return ([later, 'cash', 'card'] as const).map((value) => ({ value, label: PAYMENT_LABELS[value] }));
}

/** The payment once the type changes: paid now stays paid now; paying later becomes the new type's way of paying later. */
export function paymentForType(type: DeliveryType, payment: StaffPayment): StaffPayment {
  if (payment === 'cash' || payment === 'card') return payment;
  return type === 'delivery' ? 'driver' : 'collection';
}

export interface OrderPreview {
  itemCount: number;
  subtotalPence: number;
  deliveryFeePence: number;
  totalPence: number;
}

/** What the order should come to at the menu's prices: the lines, and the delivery fee for a delivery. Integer pence. */
export function orderPreview(lines: readonly DraftLine[], type: DeliveryType, deliveryFeePence: number): OrderPreview {
  const subtotalPence = lines.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
  const fee = type === 'delivery' ? deliveryFeePence : 0;
  return { itemCount: lines.reduce((sum, line) => sum + line.quantity, 0), subtotalPence, deliveryFeePence: fee, totalPence: subtotalPence + fee };
}

/** The slot chosen, while the list for the type still has it ('' otherwise: a delivery's times may differ from a collection's). */
export function chosenSlot(draft: Pick<OrderDraft, 'slotTime'>, slots: readonly PhoneOrderSlot[] | undefined): string {
  return slots?.some((slot) => slot.time === draft.slotTime) ? draft.slotTime : '';
}

/**
 * The body of POST /api/admin/orders: lines without prices (the server prices them), the address
 * only for a delivery, blank optional fields left out. The server checks the rest and says what is missing.
 */
export function takeOrderBody(draft: OrderDraft, slotTime: string, { overrideFullSlot = false } = {}): PhoneOrderRequest {
  const delivery = draft.deliveryType === 'delivery';
  return definedFields<PhoneOrderRequest>({
    lines: draft.lines.map(lineRequest),
    deliveryType: draft.deliveryType,
    slotTime,
    payment: paymentForType(draft.deliveryType, draft.payment),
    customer: definedFields({ name: draft.customer.name.trim(), phone: draft.customer.phone.trim(), email: optionalText(draft.customer.email) }),
    address: delivery ? { line: draft.address.line.trim(), postcode: draft.address.postcode.trim() } : undefined,
    specialInstructions: optionalText(draft.note),
    overrideFullSlot: overrideFullSlot || undefined,
  });
}

/** Why the server did not take it: a full slot staff may fill anyway (asked first), or a message to show with its code. */
export function takeFailure(error: unknown): StaffOrderFailure {
  return staffOrderFailure(error, 'The order was not taken: the server could not be reached. Please try again.');
}
