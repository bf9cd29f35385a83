import { api } from '../../api/api';

export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'completed' | 'abandoned';

export interface OrderItem {
  id: string;
  name: string;
  /** The chosen option, e.g. 'Double'. */
  size: string | null;
  quantity: number;
  unitPricePence: number;
  totalPricePence: number;
  specialInstructions: string;
}

/** One of the user's orders (GET /api/orders). Money in pence; dates restaurant-local. */
export interface Order {
  id: string;
  orderNumber: string;
  orderDate: string;
  slotTime: string;
  deliveryType: 'collection' | 'delivery';
  deliveryAddress: string | null;
  specialInstructions: string;
  status: OrderStatus;
  paymentMethod: 'online' | 'collection' | 'driver';
  isPaid: boolean;
  items: OrderItem[];
  subtotalPence: number;
  deliveryFeePence: number;
  driverTipPence: number;
  totalPence: number;
  createdAt: string;
}

const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], void>({
      query: () => '/orders',
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetMyOrdersQuery } = ordersApi;
