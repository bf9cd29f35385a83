import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';
import type { DeliveryType } from './delivery-slice';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). Times are restaurant-local HH:MM. */
export type TimeSlot = ApiSchema<'SlotDto'>;
export type TodaysSlots = ApiSchema<'SlotsResponseDto'>;
export type PostcodeCheck = ApiSchema<'PostcodeCheckResponseDto'>;
/**
 * POST /api/orders. No prices: the server prices the signed-in user's cart itself. The tip has a
 * default (0), which the generated type reads as required; a collection order leaves it out.
 */
export type PlaceOrderRequest = Omit<ApiSchema<'CreateOrderDto'>, 'tipPence'> & { tipPence?: number };
export type PaymentChoice = NonNullable<PlaceOrderRequest['paymentMethod']>;
export type PlaceOrderResponse = ApiSchema<'PlaceOrderResponseDto'>;
export type PlacedOrder = PlaceOrderResponse['order'];

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
