import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type AdminBooking = ApiSchema<'AdminBookingDto'>;
export type DayBookings = ApiSchema<'DayBookingsDto'>;
export type StaffBookingStatus = ApiSchema<'ChangeBookingStatusDto'>['status'];
export type DeclineBookingsResult = ApiSchema<'DeclineBookingsResultDto'>;

/** Tags the admin socket invalidates when any booking changes; PendingBookingCount is the navigation badge's (app/layout). */
export const BOOKING_TAGS = ['AdminBookings', 'PendingBookingCount'] as const;

const adminBookingsApi = api.enhanceEndpoints({ addTagTypes: BOOKING_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getDayBookings: build.query<DayBookings, string>({
      query: (date) => ({ url: '/admin/bookings', params: { date } }),
      providesTags: ['AdminBookings'],
    }),
    changeBookingStatus: build.mutation<AdminBooking, { id: string; status: StaffBookingStatus }>({
      query: ({ id, status }) => ({ url: `/admin/bookings/${id}/status`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['AdminBookings', 'PendingBookingCount'],
    }),
    declineBookings: build.mutation<DeclineBookingsResult, string[]>({
      query: (ids) => ({ url: '/admin/bookings/decline', method: 'POST', body: { ids } }),
      invalidatesTags: ['AdminBookings', 'PendingBookingCount'],
    }),
  }),
});

export const { useGetDayBookingsQuery, useChangeBookingStatusMutation, useDeclineBookingsMutation } = adminBookingsApi;
export const adminBookingsApiUtil = adminBookingsApi.util;

/** The buttons a booking offers, from the server's transition table. */
export function actionsFor(status: AdminBooking['status']): { status: StaffBookingStatus; label: string }[] {
  if (status === 'pending') return [{ status: 'confirmed', label: 'Confirm' }, { status: 'declined', label: 'Decline' }, { status: 'cancelled', label: 'Cancel' }];
  if (status === 'confirmed') return [{ status: 'cancelled', label: 'Cancel' }];
  return [];
}
