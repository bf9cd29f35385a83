import type { OrderStatusMessage } from '@walkden/contract/socket-events';
import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';
import { cartApi } from '../../shared/cart/cart-api';

/** One of the user's orders (GET /api/orders). Money in pence; dates restaurant-local. */
export type Order = ApiSchema<'OrderResponseDto'>;
export type OrderItem = Order['items'][number];
export type OrderStatus = Order['status'];
/** One of the user's table bookings (GET /api/bookings/mine), shown beside the orders. */
export type MyBooking = ApiSchema<'BookingDto'>;
/** Order again's answer: the whole cart afterwards, what went in and what could not. */
export type OrderAgainResult = ApiSchema<'OrderAgainResponseDto'>;

const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Orders', 'MyBookings'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], void>({
      query: () => '/orders',
      providesTags: ['Orders'],
    }),
    /** The order an order link names (/track/<id>#<token>): anyone holding the link, signed in or not. A POST, so the token never sits in a URL. */
    getOrderByLink: build.query<Order, { orderId: string; token: string }>({
      query: ({ orderId, token }) => ({ url: `/order-link/${encodeURIComponent(orderId)}`, method: 'POST', body: { token } }),
    }),
    getMyBookings: build.query<MyBooking[], void>({
      query: () => '/bookings/mine',
      providesTags: ['MyBookings'],
    }),
    /** Order again: the order's lines into the cart at today's prices. The answer's cart replaces the cart's cache, as every cart change does. */
    orderAgain: build.mutation<OrderAgainResult, { userId: string; orderId: string }>({
      query: ({ orderId }) => ({ url: `/orders/${encodeURIComponent(orderId)}/reorder`, method: 'POST' }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(cartApi.util.upsertQueryData('getCart', userId, data.cart));
      },
    }),
  }),
});

/** An order's new status, as its socket told it (useFollowOrder), written into the history's cache. */
export const myOrderStatusChanged = (orderId: string, change: { status: OrderStatusMessage; isPaid: boolean }) =>
  ordersApi.util.updateQueryData('getMyOrders', undefined, (orders) => {
    const order = orders.find((candidate) => candidate.id === orderId);
    if (order) Object.assign(order, change);
  });

export const { useGetMyOrdersQuery, useGetMyBookingsQuery, useGetOrderByLinkQuery, useOrderAgainMutation } = ordersApi;
