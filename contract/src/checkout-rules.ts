import { formatPounds } from './money.js';

/**
 * The rules the api and the checkout page both run: the driver tip choices and SPEC section 5's
 * checkout checks in the SPEC's order with its exact titles and messages. One copy: both import
 * this file as '@walkden/contract/checkout-rules', so it stays pure and imports nothing but money.ts.
 */

export type DeliveryType = 'delivery' | 'collection';

/** SPEC section 9: £0, £1, £2, £3 or £5, delivery only. */
export const TIP_CHOICES_PENCE = [0, 100, 200, 300, 500] as const;

/** A failed checkout check: its error code and the title and text of its toast. */
export interface CheckoutProblem {
  code: string;
  title: string;
  message: string;
}

export interface CheckoutCheckInput {
  deliveryType: DeliveryType;
  slotTime: string | null | undefined;
  paymentMethod: string | null | undefined;
  address: { line?: string | null; postcode?: string | null } | null | undefined;
  /** The server's own lookup of the postcode; false when there is none. */
  postcodeValid: boolean;
  subtotalPence: number;
  minimumOrderPence: number;
  customer: { name?: string | null; email?: string | null; phone?: string | null } | null | undefined;
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export const CHECKOUT_PROBLEMS = {
  timeSlotRequired: { code: 'TIME_SLOT_REQUIRED', title: 'Time Slot Required', message: 'Please select a collection/delivery time slot.' },
  paymentMethodRequired: { code: 'PAYMENT_METHOD_REQUIRED', title: 'Payment Method Required', message: 'Please select how you would like to pay.' },
  deliveryInformationRequired: {
    code: 'DELIVERY_INFORMATION_REQUIRED',
    title: 'Delivery Information Required',
    message: 'Please provide a valid delivery address within our delivery area.',
  },
  minimumOrderNotMet: (minimumPence: number): CheckoutProblem => ({
    code: 'MINIMUM_ORDER_NOT_MET',
    title: 'Minimum Order Not Met',
    message: `Delivery orders require a minimum of ${formatPounds(minimumPence)}.`,
  }),
  missingInformation: { code: 'MISSING_INFORMATION', title: 'Missing Information', message: 'Please fill in all required customer information.' },
} as const;

/** The first failing check, or null when the order may go ahead. */
export function firstCheckoutProblem(input: CheckoutCheckInput): CheckoutProblem | null {
  const isDelivery = input.deliveryType === 'delivery';
  if (blank(input.slotTime)) return CHECKOUT_PROBLEMS.timeSlotRequired;
  if (blank(input.paymentMethod)) return CHECKOUT_PROBLEMS.paymentMethodRequired;
  if (isDelivery && (blank(input.address?.line) || blank(input.address?.postcode) || !input.postcodeValid)) {
    return CHECKOUT_PROBLEMS.deliveryInformationRequired;
  }
  if (isDelivery && input.subtotalPence < input.minimumOrderPence) return CHECKOUT_PROBLEMS.minimumOrderNotMet(input.minimumOrderPence);
  if (blank(input.customer?.name) || blank(input.customer?.email) || blank(input.customer?.phone)) return CHECKOUT_PROBLEMS.missingInformation;
  return null;
}
