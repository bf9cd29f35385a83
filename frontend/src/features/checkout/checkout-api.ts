import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';
import type { DeliveryType } from './delivery-slice';

/**
 * What the delivery option card asks, on the menu page and at checkout: a day's slots and the postcode
 * check. What only /checkout asks is in checkout-page-api.ts, out of the menu page's download.
 * Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). Times are restaurant-local HH:MM.
 */
export type TimeSlot = ApiSchema<'SlotDto'>;
/** A day's slots, or none and why (closed, a day off, today after its cut-off...). */
export type DaySlots = ApiSchema<'SlotsResponseDto'>;
export type PostcodeCheck = ApiSchema<'PostcodeCheckResponseDto'>;

const checkoutApi = api.enhanceEndpoints({ addTagTypes: ['Slots'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A day's slots; `date` left out: today's. */
    getSlots: build.query<DaySlots, { type: DeliveryType; date?: string }>({
      query: (params) => ({ url: '/checkout/slots', params }),
      providesTags: ['Slots'],
      // Slots pass and fill up as the day goes on: never trust an old answer for long.
      keepUnusedDataFor: 15,
    }),
    checkPostcode: build.query<PostcodeCheck, string>({
      query: (postcode) => ({ url: '/checkout/postcode', method: 'POST', body: { postcode } }),
    }),
  }),
});

export const { useGetSlotsQuery, useCheckPostcodeQuery } = checkoutApi;
