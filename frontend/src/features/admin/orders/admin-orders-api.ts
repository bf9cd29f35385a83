import { api } from '../../../api/api';

export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'completed' | 'abandoned';
export type StaffStatus = Exclude<OrderStatus, 'abandoned'>;

/** The statuses the staff dropdown offers (SPEC section 4). */
export const STAFF_STATUSES: readonly StaffStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'completed'];

export interface AdminOrderItem {
  id: string;
  name: string;
  size: string | null;
  quantity: number;
  unitPricePence: number;
  totalPricePence: number;
  specialInstructions: string;
}

/** GET /api/admin/orders/* (AdminOrderDto). Money in pence; orderDate and slotTime restaurant-local. */
export interface AdminOrder {
  id: string;
  orderNumber: string;
  orderDate: string;
  slotTime: string;
  deliveryType: 'collection' | 'delivery';
  deliveryAddress: string | null;
  customer: { name: string; email: string; phone: string };
  specialInstructions: string;
  status: OrderStatus;
  paymentMethod: 'online' | 'collection' | 'driver';
  isPaid: boolean;
  paidAt: string | null;
  items: AdminOrderItem[];
  subtotalPence: number;
  deliveryFeePence: number;
  driverTipPence: number;
  taxPence: number;
  totalPence: number;
  createdAt: string;
  attentionReason: string | null;
}

export interface DayOrders {
  date: string;
  active: AdminOrder[];
  completed: AdminOrder[];
}

export interface OrderHistoryPage {
  orders: AdminOrder[];
  total: number;
  page: number;
  pageSize: number;
}

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
