import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/**
 * Today's open-order count for the Admin link's badge. It lives with the layout, not in the admin
 * feature, so that customer pages (which render the navigation bar) never load admin code. The
 * admin Orders tab invalidates the same 'OpenOrderCount' tag when its socket hears of a change.
 */
const openOrderCountApi = api.enhanceEndpoints({ addTagTypes: ['OpenOrderCount'] }).injectEndpoints({
  endpoints: (build) => ({
    getOpenOrderCount: build.query<ApiSchema<'OpenOrderCountDto'>, void>({
      query: () => '/admin/orders/open-count',
      providesTags: ['OpenOrderCount'],
    }),
  }),
});

export const { useGetOpenOrderCountQuery } = openOrderCountApi;
