import { api } from '../../api/api';
import type { DeliveryType } from './delivery-slice';

/** One of today's slots (GET /api/checkout/slots); times are restaurant-local HH:MM. */
export interface TimeSlot {
  time: string;
  capacity: number;
  booked: number;
  left: number;
  available: boolean;
}

export interface TodaysSlots {
  /** Today's restaurant-local date, YYYY-MM-DD. */
  date: string;
  slots: TimeSlot[];
  /** service_off: the type asked for (collection or delivery) is switched off. */
  closedReason: 'closed_day' | 'day_off' | 'service_off' | null;
}

export interface PostcodeCheck {
  /** Normalised: spaces removed, upper-cased. */
  postcode: string;
  valid: boolean;
  distanceMiles: number | null;
  message: string;
}

export type PaymentChoice = 'online' | 'collection';

/** POST /api/orders. No prices: the server prices the signed-in user's cart itself. */
export interface PlaceOrderRequest {
  deliveryType: DeliveryType;
  slotTime: string;
  paymentMethod: PaymentChoice;
  customer: { name: string; email: string; phone: string };
  specialInstructions?: string;
  address?: { line: string; postcode: string; additionalInfo?: string };
  tipPence?: number;
}

/** The parts of the placed order the checkout uses. */
export interface PlacedOrder {
  id: string;
  orderNumber: string;
  slotTime: string;
  deliveryType: DeliveryType;
  paymentMethod: 'online' | 'collection' | 'driver';
  totalPence: number;
}

export interface PlaceOrderResponse {
  order: PlacedOrder;
  next: { kind: 'thank-you' } | { kind: 'redirect'; url?: string };
}

const checkoutApi = api.enhanceEndpoints({ addTagTypes: ['Slots', 'Orders', 'Cart'] }).injectEndpoints({
  endpoints: (build) => ({
    getTodaysSlots: build.query<TodaysSlots, DeliveryType>({
      query: (type) => ({ url: '/checkout/slots', params: { type } }),
      providesTags: ['Slots'],
      // Slots pass and fill up as the day goes on: never trust an old answer for long.
      keepUnusedDataFor: 15,
    }),
    checkPostcode: build.query<PostcodeCheck, string>({
      query: (postcode) => ({ url: '/checkout/postcode', method: 'POST', body: { postcode } }),
    }),
    /** The Idempotency-Key makes a repeated submit of the same attempt answer as the first and never order twice. */
    placeOrder: build.mutation<PlaceOrderResponse, { body: PlaceOrderRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/orders', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      // A placed order takes a slot and (paying later) empties the cart; history gains a line.
      invalidatesTags: (_result, error) => (error ? ['Slots'] : ['Slots', 'Orders', 'Cart']),
    }),
  }),
});

export const { useGetTodaysSlotsQuery, useCheckPostcodeQuery, usePlaceOrderMutation } = checkoutApi;
