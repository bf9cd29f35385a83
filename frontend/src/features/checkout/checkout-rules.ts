import { formatPounds } from '../../shared/money';
import type { DeliveryType } from './delivery-slice';

/** A failed checkout check: the title and text of its destructive toast (SPEC sections 5 and 8). */
export interface CheckoutProblem {
  title: string;
  message: string;
}

/** SPEC 9: driver tips, delivery only. */
export const TIP_CHOICES_PENCE = [0, 100, 200, 300, 500] as const;

export const CHECKOUT_PROBLEMS = {
  timeSlotRequired: { title: 'Time Slot Required', message: 'Please select a collection/delivery time slot.' },
  paymentMethodRequired: { title: 'Payment Method Required', message: 'Please select how you would like to pay.' },
  deliveryInformationRequired: {
    title: 'Delivery Information Required',
    message: 'Please provide a valid delivery address within our delivery area.',
  },
  minimumOrderNotMet: (minimumPence: number): CheckoutProblem => ({
    title: 'Minimum Order Not Met',
    message: `Delivery orders require a minimum of ${formatPounds(minimumPence)}.`,
  }),
  missingInformation: { title: 'Missing Information', message: 'Please fill in all required customer information.' },
} as const;

export interface CheckoutForm {
  deliveryType: DeliveryType;
  slotTime: string | null;
  paymentMethod: string | null;
  address: string;
  postcode: string;
  postcodeValid: boolean;
  subtotalPence: number;
  minimumOrderPence: number;
  customer: { name: string; email: string; phone: string };
}

const blank = (value: string | null): boolean => !value || value.trim() === '';

/** SPEC 5's checks in its order; the first that fails, or null when the order may be placed. */
export function firstCheckoutProblem(form: CheckoutForm): CheckoutProblem | null {
  const isDelivery = form.deliveryType === 'delivery';
  if (blank(form.slotTime)) return CHECKOUT_PROBLEMS.timeSlotRequired;
  if (blank(form.paymentMethod)) return CHECKOUT_PROBLEMS.paymentMethodRequired;
  if (isDelivery && (blank(form.address) || blank(form.postcode) || !form.postcodeValid)) {
    return CHECKOUT_PROBLEMS.deliveryInformationRequired;
  }
  if (isDelivery && form.subtotalPence < form.minimumOrderPence) {
    return CHECKOUT_PROBLEMS.minimumOrderNotMet(form.minimumOrderPence);
  }
  if (blank(form.customer.name) || blank(form.customer.email) || blank(form.customer.phone)) {
    return CHECKOUT_PROBLEMS.missingInformation;
  }
  return null;
}

/** SPEC 5: Place Order is disabled while submitting, with no slot, or for an undeliverable delivery. */
export function isPlaceOrderDisabled(form: {
  submitting: boolean;
  deliveryType: DeliveryType;
  slotTime: string | null;
  postcodeValid: boolean;
  subtotalPence: number;
  minimumOrderPence: number;
}): boolean {
  if (form.submitting || !form.slotTime) return true;
  return form.deliveryType === 'delivery' && (!form.postcodeValid || form.subtotalPence < form.minimumOrderPence);
}

export interface OrderCosts {
  subtotalPence: number;
  deliveryFeePence: number;
  tipPence: number;
  totalPence: number;
}

/** What the customer will pay; the server computes the same from the database when the order is placed. */
export function orderCosts(input: {
  deliveryType: DeliveryType;
  subtotalPence: number;
  deliveryFeePence: number;
  tipPence: number;
}): OrderCosts {
  const isDelivery = input.deliveryType === 'delivery';
  const deliveryFeePence = isDelivery ? input.deliveryFeePence : 0;
  const tipPence = isDelivery ? input.tipPence : 0;
  return {
    subtotalPence: input.subtotalPence,
    deliveryFeePence,
    tipPence,
    totalPence: input.subtotalPence + deliveryFeePence + tipPence,
  };
}

/** SPEC 5: collection may be paid online or on collection; delivery online only. */
export function paymentChoicesFor(type: DeliveryType): { value: 'online' | 'collection'; label: string }[] {
  return type === 'collection'
    ? [
        { value: 'online', label: 'Pay Online' },
        { value: 'collection', label: 'Pay on Collection' },
      ]
    : [{ value: 'online', label: 'Pay Online' }];
}
