import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/**
 * The pending booking requests for the Admin link's second badge. It lives with the layout, not in
 * the admin feature, so that customer pages never load admin code; the Bookings tab invalidates the
 * same 'PendingBookingCount' tag when its socket hears of a change.
 */
const pendingBookingCountApi = api.enhanceEndpoints({ addTagTypes: ['PendingBookingCount'] }).injectEndpoints({
  endpoints: (build) => ({
    getPendingBookingCount: build.query<ApiSchema<'PendingBookingCountDto'>, void>({
      query: () => '/admin/bookings/pending-count',
      providesTags: ['PendingBookingCount'],
    }),
  }),
});

export const { useGetPendingBookingCountQuery } = pendingBookingCountApi;
