import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';
import { patchDayOrders, patchHistoryPage } from './orders-cache';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type AdminOrder = ApiSchema<'AdminOrderDto'>;
export type AdminOrderItem = AdminOrder['items'][number];
export type OrderStatus = AdminOrder['status'];
export type DayOrders = ApiSchema<'DayOrdersDto'>;
export type OrderHistoryPage = ApiSchema<'OrderHistoryPageDto'>;
export type StaffStatus = ApiSchema<'ChangeOrderStatusDto'>['status'];

/** The statuses the staff dropdown offers (SPEC section 4): the server's own list. */
export { STAFF_STATUSES } from '@walkden/contract/order-status';

/** The order screens' tags: all refetched when the admin socket (re)connects, in case a change was missed meanwhile. */
export const ORDER_TAGS = ['AdminOrders', 'OrderHistory', 'OrdersAttention'] as const;

const adminOrdersApi = api.enhanceEndpoints({ addTagTypes: [...ORDER_TAGS, 'AdminBadges'] }).injectEndpoints({
  endpoints: (build) => ({
    getDayOrders: build.query<DayOrders, string>({
      query: (date) => `/admin/orders/day?date=${encodeURIComponent(date)}`,
      // By day: a new order refetches only the day it was placed on.
      providesTags: (_result, _error, date) => [{ type: 'AdminOrders', id: date }],
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
  }),
});

export const adminOrdersApiUtil = adminOrdersApi.util;

type CachedState = Parameters<typeof adminOrdersApi.util.selectCachedArgsForQuery>[0];
type CachePatch = ReturnType<typeof adminOrdersApi.util.updateQueryData>;

/**
 * The cache updates that bring every cached order screen (day lists, history pages, the order's
 * detail) in line with one change, for the caller to dispatch: no request. Empty when nothing
 * cached holds the order.
 */
export function orderCachePatches(state: CachedState, change: { kind: 'patch' | 'remove'; orderId: string; fields?: Partial<AdminOrder> }): CachePatch[] {
  const { orderId, fields = {} } = change;
  const { selectCachedArgsForQuery, updateQueryData } = adminOrdersApi.util;
  return [
    ...selectCachedArgsForQuery(state, 'getDayOrders').map((date) =>
      updateQueryData('getDayOrders', date, (day) => void patchDayOrders(day, change.kind === 'remove' ? { kind: 'remove', orderId } : { kind: 'patch', orderId, fields })),
    ),
    ...(change.kind === 'patch'
      ? [
          ...selectCachedArgsForQuery(state, 'searchOrderHistory').map((args) => updateQueryData('searchOrderHistory', args, (page) => void patchHistoryPage(page, orderId, fields))),
          ...selectCachedArgsForQuery(state, 'getAdminOrder')
            .filter((id) => id === orderId)
            .map((id) => updateQueryData('getAdminOrder', id, (order) => void Object.assign(order, fields))),
        ]
      : []),
  ];
}

/** A staff change the server accepted: the screens take the row it answered (the badges hear of it from the socket). */
async function patchWithAnswer(answered: Promise<{ data: AdminOrder }>, state: CachedState, dispatch: (patch: CachePatch) => unknown): Promise<void> {
  const answer = await answered.catch(() => null);
  if (!answer) return;
  const { id, status, isPaid } = answer.data;
  for (const patch of orderCachePatches(state, { kind: 'patch', orderId: id, fields: { status, isPaid } })) dispatch(patch);
}

const adminOrderChangesApi = adminOrdersApi.injectEndpoints({
  endpoints: (build) => ({
    changeOrderStatus: build.mutation<AdminOrder, { id: string; status: StaffStatus }>({
      query: ({ id, status }) => ({ url: `/admin/orders/${id}/status`, method: 'PATCH', body: { status } }),
      // The list changes only once the server accepted the change (SPEC section 4), to the row it answered.
      onQueryStarted: (_args, { dispatch, getState, queryFulfilled }) => patchWithAnswer(queryFulfilled, getState(), dispatch),
    }),
    setOrderPaid: build.mutation<AdminOrder, { id: string; isPaid: boolean }>({
      query: ({ id, isPaid }) => ({ url: `/admin/orders/${id}/paid`, method: 'PATCH', body: { isPaid } }),
      onQueryStarted: (_args, { dispatch, getState, queryFulfilled }) => patchWithAnswer(queryFulfilled, getState(), dispatch),
    }),
    deleteOrder: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/orders/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminOrders', 'AdminBadges', 'OrderHistory', 'OrdersAttention'],
    }),
    dismissOrderAttention: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/orders/${id}/dismiss-attention`, method: 'POST' }),
      invalidatesTags: ['OrdersAttention'],
    }),
  }),
});

export const { useGetDayOrdersQuery, useSearchOrderHistoryQuery, useGetOrdersNeedingAttentionQuery, useGetAdminOrderQuery } = adminOrdersApi;
export const { useChangeOrderStatusMutation, useSetOrderPaidMutation, useDeleteOrderMutation, useDismissOrderAttentionMutation } = adminOrderChangesApi;
