import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';
import type { DeliveryType } from './delivery-slice';

/**
 * What only /checkout asks (the menu page's card needs checkout-api.ts alone): the days an order may
 * be for, and placing the order. Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated).
 */
export type OrderDays = ApiSchema<'OrderDaysResponseDto'>;
export type OrderDay = OrderDays['days'][number];
/**
 * POST /api/orders. No prices: the server prices the signed-in user's cart itself. The tip has a
 * default (0), which the generated type reads as required; a collection order leaves it out.
 */
export type PlaceOrderRequest = Omit<ApiSchema<'CreateOrderDto'>, 'tipPence'> & { tipPence?: number };
export type PaymentChoice = NonNullable<PlaceOrderRequest['paymentMethod']>;
export type PlaceOrderResponse = ApiSchema<'PlaceOrderResponseDto'>;
export type PlacedOrder = PlaceOrderResponse['order'];

const checkoutPageApi = api.enhanceEndpoints({ addTagTypes: ['Slots', 'Orders', 'Cart'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Issue 28: today and the days ahead the customer may order for, each open or why not. */
    getOrderDays: build.query<OrderDays, DeliveryType>({
      query: (type) => ({ url: '/checkout/days', params: { type } }),
      // A day closes (its cut-off, its last slot, a day off) as slots do: the same tag.
      providesTags: ['Slots'],
      keepUnusedDataFor: 15,
    }),
    /** The Idempotency-Key makes a repeated submit of the same attempt answer as the first and never order twice. */
    placeOrder: build.mutation<PlaceOrderResponse, { body: PlaceOrderRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/orders', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      // A placed order takes a slot and (paying later) empties the cart; history gains a line. A refusal
      // (a slot filled, a day closed) refetches the slots and the days.
      invalidatesTags: (_result, error) => (error ? ['Slots'] : ['Slots', 'Orders', 'Cart']),
    }),
  }),
});

export const { useGetOrderDaysQuery, usePlaceOrderMutation } = checkoutPageApi;
