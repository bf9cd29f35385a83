import { BOOKING_TRANSITIONS } from '@walkden/contract/booking-status';
import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type AdminBooking = ApiSchema<'AdminBookingDto'>;
export type DayBookings = ApiSchema<'DayBookingsDto'>;
export type StaffBookingStatus = ApiSchema<'ChangeBookingStatusDto'>['status'];
export type DeclineBookingsResult = ApiSchema<'DeclineBookingsResultDto'>;

/** The Bookings tab's tag: refetched when the admin socket (re)connects, in case a change was missed meanwhile. */
export const BOOKING_TAGS = ['AdminBookings'] as const;

const adminBookingsApi = api.enhanceEndpoints({ addTagTypes: [...BOOKING_TAGS, 'AdminBadges'] }).injectEndpoints({
  endpoints: (build) => ({
    getDayBookings: build.query<DayBookings, string>({
      query: (date) => ({ url: '/admin/bookings', params: { date } }),
      // By day: a new request refetches only its own day.
      providesTags: (_result, _error, date) => [{ type: 'AdminBookings', id: date }],
    }),
  }),
});

/**
 * A booking's new status on its day's cached list (a draft), as the server has it: a booking that is
 * no longer pending never lapses. Returns false when the list does not hold it.
 */
export function patchDayBookings(day: DayBookings, bookingId: string, status: AdminBooking['status']): boolean {
  const booking = day.bookings.find((candidate) => candidate.id === bookingId);
  if (!booking) return false;
  booking.status = status;
  if (status !== 'pending') booking.lapsesAt = null;
  return true;
}

/** The cache update for one booking's change: its day's list, when cached; no request. */
export const bookingStatusPatch = (booking: Pick<AdminBooking, 'id' | 'date' | 'status'>) =>
  adminBookingsApi.util.updateQueryData('getDayBookings', booking.date, (day) => void patchDayBookings(day, booking.id, booking.status));

const adminBookingChangesApi = adminBookingsApi.injectEndpoints({
  endpoints: (build) => ({
    changeBookingStatus: build.mutation<AdminBooking, { id: string; status: StaffBookingStatus }>({
      query: ({ id, status }) => ({ url: `/admin/bookings/${id}/status`, method: 'PATCH', body: { status } }),
      // The row takes the server's answer; the badges hear of it from the socket.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(bookingStatusPatch(answer.data));
      },
    }),
    declineBookings: build.mutation<DeclineBookingsResult, string[]>({
      query: (ids) => ({ url: '/admin/bookings/decline', method: 'POST', body: { ids } }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        for (const booking of answer?.data.declined ?? []) dispatch(bookingStatusPatch(booking));
      },
    }),
  }),
});

export const { useGetDayBookingsQuery } = adminBookingsApi;
export const { useChangeBookingStatusMutation, useDeclineBookingsMutation } = adminBookingChangesApi;
export const adminBookingsApiUtil = adminBookingsApi.util;

const ACTION_LABELS: Record<StaffBookingStatus, string> = { confirmed: 'Confirm', declined: 'Decline', cancelled: 'Cancel' };

/** The buttons a booking offers: the server's transition table (the contract's), less what only the worker does. */
export function actionsFor(status: AdminBooking['status']): { status: StaffBookingStatus; label: string }[] {
  return BOOKING_TRANSITIONS[status].filter((to): to is StaffBookingStatus => Object.hasOwn(ACTION_LABELS, to)).map((to) => ({ status: to, label: ACTION_LABELS[to] }));
}
