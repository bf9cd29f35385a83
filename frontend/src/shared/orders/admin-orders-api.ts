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
/** Issue 27: a phone or walk-in order as staff send it, and today's slots they may give it. */
export type PhoneOrderRequest = ApiSchema<'CreatePhoneOrderDto'>;
export type PhoneOrderSlots = ApiSchema<'SlotsResponseDto'>;
export type PhoneOrderSlot = PhoneOrderSlots['slots'][number];
export type DeliveryType = PhoneOrderRequest['deliveryType'];
export type StaffPayment = PhoneOrderRequest['payment'];
/** Issue 27: money given back on an order, and what an administrator asks for. */
export type OrderRefund = ApiSchema<'OrderRefundDto'>;
export type RefundRequest = ApiSchema<'CreateRefundDto'>;
/** Issue 27: a change to an order the kitchen has not started (PATCH /api/admin/orders/:id). */
export type CorrectOrderRequest = ApiSchema<'CorrectOrderDto'>;
/** Issue 29: a delivery's driver, the staff the picker offers, and what staff send (a staff account, a typed name, or neither). */
export type OrderDriver = ApiSchema<'OrderDriverDto'>;
export type DriverOption = ApiSchema<'DriverOptionDto'>;
export type AssignDriverRequest = ApiSchema<'AssignDriverDto'>;

/** The statuses the staff dropdown offers (SPEC section 4): the server's own list. */
export { STAFF_STATUSES } from '@walkden/contract/order-status';

/**
 * One order's detail, by its id ('AdminOrders' as the day lists, so that invalidating them all
 * reaches it too): fetched again when the socket says a refund or a correction changed it.
 */
export const orderDetailTag = (id: string) => ({ type: 'AdminOrders' as const, id: `order:${id}` });

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
      providesTags: (_result, _error, id) => [orderDetailTag(id)],
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

/** The whole order the server answered, on every cached screen that holds it and as its detail: no request. */
async function takeAnsweredOrder(id: string, answered: Promise<{ data: AdminOrder }>, state: CachedState, dispatch: (action: CachePatch | ReturnType<typeof adminOrdersApi.util.upsertQueryData>) => unknown): Promise<AdminOrder | null> {
  const answer = await answered.catch(() => null);
  if (!answer) return null;
  for (const patch of orderCachePatches(state, { kind: 'patch', orderId: id, fields: answer.data })) dispatch(patch);
  dispatch(adminOrdersApi.util.upsertQueryData('getAdminOrder', id, answer.data));
  return answer.data;
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
    // The kitchen screen's tap and its undo (issue 26): the server decides the step; the screens take the row it answered.
    advanceOrder: build.mutation<AdminOrder, { id: string; from: OrderStatus }>({
      query: ({ id, from }) => ({ url: `/admin/orders/${id}/advance`, method: 'POST', body: { from } }),
      onQueryStarted: (_args, { dispatch, getState, queryFulfilled }) => patchWithAnswer(queryFulfilled, getState(), dispatch),
    }),
    undoOrderAdvance: build.mutation<AdminOrder, string>({
      query: (id) => ({ url: `/admin/orders/${id}/undo-advance`, method: 'POST' }),
      onQueryStarted: (_args, { dispatch, getState, queryFulfilled }) => patchWithAnswer(queryFulfilled, getState(), dispatch),
    }),
    dismissOrderAttention: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/orders/${id}/dismiss-attention`, method: 'POST' }),
      invalidatesTags: ['OrdersAttention'],
    }),
    /**
     * Issue 27: gives money back. The Idempotency-Key makes a repeated confirm of the same attempt
     * (a double tap, the step-up's retry) answer with the order and never refund twice.
     */
    refundOrder: build.mutation<AdminOrder, { id: string; body: RefundRequest; idempotencyKey: string }>({
      query: ({ id, body, idempotencyKey }) => ({ url: `/admin/orders/${id}/refunds`, method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        // The whole order answered: its refunds and what is left show at once on every cached screen.
        if (await takeAnsweredOrder(id, queryFulfilled, getState(), dispatch)) return;
        // Refused by Stripe, the refund is recorded as failed (and the order is on Needs attention): the
        // order's detail fetches it. Any other refusal wrote nothing, and fetching again costs little.
        void dispatch(adminOrdersApi.endpoints.getAdminOrder.initiate(id, { subscribe: false, forceRefetch: true }));
      },
      invalidatesTags: (_result, error) => (error?.status === 502 ? ['OrdersAttention'] : []),
    }),
    /**
     * Issue 27: what a correction left to pay was taken at the counter or by the driver. The order
     * answered (nothing left to collect) shows at once on every cached screen, the kitchen's too.
     */
    collectBalance: build.mutation<AdminOrder, string>({
      query: (id) => ({ url: `/admin/orders/${id}/collect-balance`, method: 'POST' }),
      onQueryStarted: (id, { dispatch, getState, queryFulfilled }) => void takeAnsweredOrder(id, queryFulfilled, getState(), dispatch),
    }),
    /** Issue 29: the staff a delivery's driver is picked from (changes rarely: cached while the Orders tab is open). */
    getDrivers: build.query<DriverOption[], void>({
      query: () => '/admin/orders/drivers',
      keepUnusedDataFor: 300,
    }),
    /** Issue 29: sets or clears a delivery's driver; the order answered shows at once on every cached screen. */
    assignDriver: build.mutation<AdminOrder, { id: string; driver: AssignDriverRequest }>({
      query: ({ id, driver }) => ({ url: `/admin/orders/${id}/driver`, method: 'PUT', body: driver }),
      onQueryStarted: ({ id }, { dispatch, getState, queryFulfilled }) => void takeAnsweredOrder(id, queryFulfilled, getState(), dispatch),
    }),
    // Issue 26: queues a new print of the kitchen ticket; the worker prints it (the list changes once it is out).
    printOrderAgain: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/orders/${id}/print`, method: 'POST' }),
    }),
  }),
});

/** Both types' slot lists: a slot's capacity is shared by collections and deliveries. */
const STAFF_SLOT_TAGS = [
  { type: 'Slots' as const, id: 'staff-collection' },
  { type: 'Slots' as const, id: 'staff-delivery' },
];

// Phone and walk-in orders (issue 27): the server prices and checks them as it does a customer's order.
const phoneOrdersApi = adminOrdersApi.enhanceEndpoints({ addTagTypes: ['Slots'] }).injectEndpoints({
  endpoints: (build) => ({
    // Every slot of today not yet started, full ones included (staff may overfill one after a warning).
    getPhoneOrderSlots: build.query<PhoneOrderSlots, DeliveryType>({
      query: (type) => ({ url: '/admin/orders/slots', params: { type } }),
      // 'Slots' by id: a schedule change (which invalidates every 'Slots') refetches these too.
      providesTags: (_result, _error, type) => [{ type: 'Slots', id: `staff-${type}` }],
    }),
    /**
     * Issue 27: changes an order the kitchen has not started. The server prices it and settles the
     * money (a refund of the difference, or what is left to collect); its answer is the order as it is
     * now, shown at once everywhere. The slot counts move on; a refund Stripe refused puts the order
     * on Needs attention. A refusal because the order moved on (ORDER_NOT_CORRECTABLE) fetches it.
     */
    correctOrder: build.mutation<AdminOrder, { id: string; body: CorrectOrderRequest }>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}`, method: 'PATCH', body }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        if (await takeAnsweredOrder(id, queryFulfilled, getState(), dispatch)) return;
        void dispatch(adminOrdersApi.endpoints.getAdminOrder.initiate(id, { subscribe: false, forceRefetch: true }));
      },
      invalidatesTags: (result) => (result ? [...STAFF_SLOT_TAGS, ...(result.attentionReason ? (['OrdersAttention'] as const) : [])] : []),
    }),
    takePhoneOrder: build.mutation<AdminOrder, PhoneOrderRequest>({
      query: (body) => ({ url: '/admin/orders', method: 'POST', body }),
      // Today's Orders and the kitchen show it (the admin socket announces it too), and the slot counts move on.
      invalidatesTags: (result) => (result ? [{ type: 'AdminOrders', id: result.orderDate }, 'OrderHistory', ...STAFF_SLOT_TAGS] : []),
    }),
  }),
});

export const { useGetPhoneOrderSlotsQuery, useTakePhoneOrderMutation, useCorrectOrderMutation } = phoneOrdersApi;

export const { useGetDayOrdersQuery, useSearchOrderHistoryQuery, useGetOrdersNeedingAttentionQuery, useGetAdminOrderQuery } = adminOrdersApi;
export const {
  useChangeOrderStatusMutation,
  useSetOrderPaidMutation,
  useDeleteOrderMutation,
  useDismissOrderAttentionMutation,
  usePrintOrderAgainMutation,
  useRefundOrderMutation,
  useCollectBalanceMutation,
  useAdvanceOrderMutation,
  useUndoOrderAdvanceMutation,
  useGetDriversQuery,
  useAssignDriverMutation,
} =
  adminOrderChangesApi;
