import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type Availability = ApiSchema<'AvailabilityDto'>;
export type BookingRequest = ApiSchema<'CreateBookingDto'>;
export type Booking = ApiSchema<'BookingDto'>;

const bookingApi = api.enhanceEndpoints({ addTagTypes: ['BookingAvailability', 'CancelLinkBooking', 'ConfirmLinkBooking'] }).injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<Availability, { date: string; partySize: number }>({
      query: ({ date, partySize }) => ({ url: '/bookings/availability', params: { date, partySize } }),
      // 'Slots' too: the storefront socket's schedule.changed (opening days, days off) refetches the times.
      providesTags: ['BookingAvailability', 'Slots'],
      keepUnusedDataFor: 0,
    }),
    createBooking: build.mutation<Booking, BookingRequest>({
      query: (body) => ({ url: '/bookings', method: 'POST', body }),
      invalidatesTags: ['BookingAvailability'],
    }),
    // A POST that changes nothing: the token travels in the body, never in a URL.
    getBookingByCancelToken: build.query<Booking, string>({
      query: (token) => ({ url: '/bookings/cancel/view', method: 'POST', body: { token } }),
      providesTags: ['CancelLinkBooking'],
    }),
    cancelBookingByToken: build.mutation<Booking, string>({
      query: (token) => ({ url: '/bookings/cancel', method: 'POST', body: { token } }),
      invalidatesTags: ['CancelLinkBooking'],
    }),
    getBookingByConfirmToken: build.query<Booking, string>({
      query: (token) => ({ url: '/bookings/confirm/view', method: 'POST', body: { token } }),
      providesTags: ['ConfirmLinkBooking'],
    }),
    confirmRequestByToken: build.mutation<Booking, string>({
      query: (token) => ({ url: '/bookings/confirm', method: 'POST', body: { token } }),
      invalidatesTags: ['ConfirmLinkBooking'],
    }),
  }),
});

export const {
  useGetAvailabilityQuery,
  useCreateBookingMutation,
  useGetBookingByCancelTokenQuery,
  useCancelBookingByTokenMutation,
  useGetBookingByConfirmTokenQuery,
  useConfirmRequestByTokenMutation,
} = bookingApi;
