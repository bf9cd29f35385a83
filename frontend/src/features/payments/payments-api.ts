import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** GET /api/payments/success and POST /api/payments/cancel: what Stripe says about the session. */
export type PaymentReturn = ApiSchema<'PaymentReturnResponseDto'>;
export type PaymentReturnStatus = PaymentReturn['status'];

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

/** The cancel URL's order_id, or a Stripe Checkout Session id. */
export type CancelReference = ApiSchema<'CancelPaymentDto'>;

export const { useConfirmPaymentReturnQuery, useCancelPaymentMutation } = paymentsApi;
