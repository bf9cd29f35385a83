import { api } from '../../../api/api';
import type { ApiSchema } from '../../../api/api-types';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type AdminOrder = ApiSchema<'AdminOrderDto'>;
export type AdminOrderItem = AdminOrder['items'][number];
export type OrderStatus = AdminOrder['status'];
export type DayOrders = ApiSchema<'DayOrdersDto'>;
export type OrderHistoryPage = ApiSchema<'OrderHistoryPageDto'>;
export type StaffStatus = ApiSchema<'ChangeOrderStatusDto'>['status'];

/** The statuses the staff dropdown offers (SPEC section 4), in the order the server's table lists them. */
export const STAFF_STATUSES: readonly StaffStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'completed'];

/** Tags the admin socket invalidates when any order changes (useOrdersLive); OpenOrderCount is the navigation badge's (app/layout). */
export const ORDER_TAGS = ['AdminOrders', 'OpenOrderCount', 'OrderHistory', 'OrdersAttention'] as const;

const adminOrdersApi = api.enhanceEndpoints({ addTagTypes: ORDER_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getDayOrders: build.query<DayOrders, string>({
      query: (date) => `/admin/orders/day?date=${encodeURIComponent(date)}`,
      providesTags: ['AdminOrders'],
    }),
    searchOrderHistory: build.query<OrderHistoryPage, { search: string; page: number; pageSize?: number }>({
      query: ({ search, page, pageSize = 25 }) => ({ url: '/admin/orders/history', params: { ...(search.trim() && { search: search.trim() }), page, pageSize } }),
      providesTags: ['OrderHistory'],
    }),
    getOrdersNeedingAttention: build.query<AdminOrder[], void>({
      query: () => '/admin/orders/attention',
      providesTags: ['OrdersAttention'],
    }),
    getAdminOrder: build.query<AdminOrder, string>({
      query: (id) => `/admin/orders/${id}`,
      providesTags: ['AdminOrders'],
    }),
    changeOrderStatus: build.mutation<AdminOrder, { id: string; status: StaffStatus }>({
      query: ({ id, status }) => ({ url: `/admin/orders/${id}/status`, method: 'PATCH', body: { status } }),
      // The list changes only once the server accepted the change (SPEC section 4).
      invalidatesTags: ['AdminOrders', 'OpenOrderCount', 'OrderHistory'],
    }),
    setOrderPaid: build.mutation<AdminOrder, { id: string; isPaid: boolean }>({
      query: ({ id, isPaid }) => ({ url: `/admin/orders/${id}/paid`, method: 'PATCH', body: { isPaid } }),
      invalidatesTags: ['AdminOrders', 'OrderHistory'],
    }),
    deleteOrder: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/orders/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminOrders', 'OpenOrderCount', 'OrderHistory', 'OrdersAttention'],
    }),
    dismissOrderAttention: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/orders/${id}/dismiss-attention`, method: 'POST' }),
      invalidatesTags: ['OrdersAttention'],
    }),
  }),
});

export const {
  useGetDayOrdersQuery,
  useSearchOrderHistoryQuery,
  useGetOrdersNeedingAttentionQuery,
  useGetAdminOrderQuery,
  useChangeOrderStatusMutation,
  useSetOrderPaidMutation,
  useDeleteOrderMutation,
  useDismissOrderAttentionMutation,
} = adminOrdersApi;

export const adminOrdersApiUtil = adminOrdersApi.util;
