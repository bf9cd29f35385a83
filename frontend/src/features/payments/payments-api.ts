import { api } from '../../api/api';

export type PaymentReturnStatus = 'paid' | 'pending' | 'abandoned' | 'not_found';

/** The parts of the order a payment return page shows. Money in pence. */
export interface PaymentReturnOrder {
  id: string;
  orderNumber: string;
  slotTime: string;
  deliveryType: 'collection' | 'delivery';
  isPaid: boolean;
  totalPence: number;
  customer: { email: string };
}

/** GET /api/payments/success and POST /api/payments/cancel: what Stripe says about the session. */
export interface PaymentReturn {
  order: PaymentReturnOrder | null;
  status: PaymentReturnStatus;
}

const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Orders', 'Cart'] }).injectEndpoints({
  endpoints: (build) => ({
    confirmPaymentReturn: build.query<PaymentReturn, string>({
      query: (sessionId) => ({ url: '/payments/success', params: { session_id: sessionId } }),
      async onQueryStarted(_sessionId, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        // A paid order has emptied the cart on the server and changed the history.
        if (result?.data.status === 'paid') dispatch(paymentsApi.util.invalidateTags(['Cart', 'Orders']));
      },
    }),
    /** The cancel URL names the order (order_id); a session_id is accepted too. */
    cancelPayment: build.mutation<PaymentReturn, CancelReference>({
      query: (reference) => ({ url: '/payments/cancel', method: 'POST', body: reference }),
      invalidatesTags: ['Orders', 'Cart'],
    }),
  }),
});

export type CancelReference = { orderId: string } | { sessionId: string };

export const { useConfirmPaymentReturnQuery, useCancelPaymentMutation } = paymentsApi;
