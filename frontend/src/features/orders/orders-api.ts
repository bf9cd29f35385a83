import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** One of the user's orders (GET /api/orders). Money in pence; dates restaurant-local. */
export type Order = ApiSchema<'OrderResponseDto'>;
export type OrderItem = Order['items'][number];
export type OrderStatus = Order['status'];
/** One of the user's table bookings (GET /api/bookings/mine), shown beside the orders. */
export type MyBooking = ApiSchema<'BookingDto'>;

const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Orders', 'MyBookings'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], void>({
      query: () => '/orders',
      providesTags: ['Orders'],
    }),
    getMyBookings: build.query<MyBooking[], void>({
      query: () => '/bookings/mine',
      providesTags: ['MyBookings'],
    }),
  }),
});

export const { useGetMyOrdersQuery, useGetMyBookingsQuery } = ordersApi;
