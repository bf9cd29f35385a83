import { BOOKING_TRANSITIONS } from '@walkden/contract/booking-status';
import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type AdminBooking = ApiSchema<'AdminBookingDto'>;
export type DayBookings = ApiSchema<'DayBookingsDto'>;
export type StaffBookingStatus = ApiSchema<'ChangeBookingStatusDto'>['status'];
export type DeclineBookingsResult = ApiSchema<'DeclineBookingsResultDto'>;

/** Tags the admin socket invalidates when any booking changes; AdminBadges is the navigation badges' (shared/staff/admin-badges-api.ts). */
export const BOOKING_TAGS = ['AdminBookings', 'AdminBadges'] as const;

const adminBookingsApi = api.enhanceEndpoints({ addTagTypes: BOOKING_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getDayBookings: build.query<DayBookings, string>({
      query: (date) => ({ url: '/admin/bookings', params: { date } }),
      providesTags: ['AdminBookings'],
    }),
    changeBookingStatus: build.mutation<AdminBooking, { id: string; status: StaffBookingStatus }>({
      query: ({ id, status }) => ({ url: `/admin/bookings/${id}/status`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['AdminBookings', 'AdminBadges'],
    }),
    declineBookings: build.mutation<DeclineBookingsResult, string[]>({
      query: (ids) => ({ url: '/admin/bookings/decline', method: 'POST', body: { ids } }),
      invalidatesTags: ['AdminBookings', 'AdminBadges'],
    }),
  }),
});

export const { useGetDayBookingsQuery, useChangeBookingStatusMutation, useDeclineBookingsMutation } = adminBookingsApi;
export const adminBookingsApiUtil = adminBookingsApi.util;

const ACTION_LABELS: Record<StaffBookingStatus, string> = { confirmed: 'Confirm', declined: 'Decline', cancelled: 'Cancel' };

/** The buttons a booking offers: the server's transition table (the contract's), less what only the worker does. */
export function actionsFor(status: AdminBooking['status']): { status: StaffBookingStatus; label: string }[] {
  return BOOKING_TRANSITIONS[status].filter((to): to is StaffBookingStatus => Object.hasOwn(ACTION_LABELS, to)).map((to) => ({ status: to, label: ACTION_LABELS[to] }));
}
