import {
  firstCheckoutProblem as firstProblemOf,
  type CheckoutProblem as CheckoutCheckFailure,
} from '@walkden/contract/checkout-rules';
import type { DeliveryType } from './delivery-slice';

// The tip choices and the checks are the api's own (one copy, in the contract both sides import): the page
// says exactly what the server would answer.
export { CHECKOUT_PROBLEMS, TIP_CHOICES_PENCE } from '@walkden/contract/checkout-rules';

/** What a toast shows for a failed check (a server error answer carries the same title and message). */
export type CheckoutProblem = Pick<CheckoutCheckFailure, 'title' | 'message'>;

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

/** SPEC 5's checks in its order; the first that fails, or null when the order may be placed. */
export function firstCheckoutProblem(form: CheckoutForm): CheckoutProblem | null {
  return firstProblemOf({ ...form, address: { line: form.address, postcode: form.postcode } });
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
