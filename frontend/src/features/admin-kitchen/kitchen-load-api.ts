import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Issue 28: the next hour's orders and the units they take of each kitchen station. */
export type KitchenLoad = ApiSchema<'KitchenLoadDto'>;

const kitchenLoadApi = api.enhanceEndpoints({ addTagTypes: ['KitchenLoad'] }).injectEndpoints({
  endpoints: (build) => ({
    getKitchenLoad: build.query<KitchenLoad, void>({
      query: () => '/admin/kitchen/load',
      providesTags: ['KitchenLoad'],
    }),
  }),
});

export const { useGetKitchenLoadQuery } = kitchenLoadApi;
export const kitchenLoadApiUtil = kitchenLoadApi.util;
