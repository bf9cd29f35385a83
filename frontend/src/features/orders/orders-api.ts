import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** One of the user's orders (GET /api/orders). Money in pence; dates restaurant-local. */
export type Order = ApiSchema<'OrderResponseDto'>;
export type OrderItem = Order['items'][number];
export type OrderStatus = Order['status'];

const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], void>({
      query: () => '/orders',
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetMyOrdersQuery } = ordersApi;
