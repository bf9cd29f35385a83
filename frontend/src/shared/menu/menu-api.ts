import { api } from '../../api/api';
import type { MenuResponse, MenuView } from './menu-types';

// In shared/: the storefront's menu pages and staff's New order screen both read it.
// The browser's HTTP cache revalidates GET /api/menu with its ETag, so a refetch of an unchanged menu costs a 304.
export const menuApi = api.enhanceEndpoints({ addTagTypes: ['Menu'] }).injectEndpoints({
  endpoints: (build) => ({
    getMenu: build.query<MenuResponse, MenuView>({
      query: (view) => ({ url: '/menu', params: { view } }),
      providesTags: ['Menu'],
    }),
  }),
});

export const { useGetMenuQuery } = menuApi;
