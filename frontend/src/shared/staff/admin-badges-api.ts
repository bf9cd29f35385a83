import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

export type AdminBadges = ApiSchema<'AdminBadgesDto'>;

/**
 * Every count on the Admin link (open orders today, booking requests waiting), in one request.
 * Shared, not admin code: the navigation bar of every page shows the badges to staff, and the admin
 * tabs refresh them ('AdminBadges') when their socket hears of a change.
 */
const adminBadgesApi = api.enhanceEndpoints({ addTagTypes: ['AdminBadges'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminBadges: build.query<AdminBadges, void>({
      query: () => '/admin/badges',
      providesTags: ['AdminBadges'],
    }),
  }),
});

export const { useGetAdminBadgesQuery } = adminBadgesApi;
export const adminBadgesApiUtil = adminBadgesApi.util;
