import type { CheckoutProblem } from './checkout-rules';

const ORDER_FAILED: CheckoutProblem = {
  title: 'Order Failed',
  message: 'There was an error placing your order. Please try again.',
};

export const PAYMENT_SESSION_FAILED: CheckoutProblem = {
  title: 'Order Failed',
  message: 'Payment session creation failed',
};

interface ApiErrorBody {
  error?: { code?: string; message?: string; details?: { title?: string } };
}

/**
 * A failure to show beside Place Order rather than in a passing toast: the payment service could
 * not be reached, nothing was placed, and what to do next (try again, or pay on collection) must
 * stay in view while the customer does it.
 */
export function isPaymentUnavailable(error: unknown): boolean {
  return apiErrorCode(error) === 'PAYMENT_SESSION_FAILED';
}

/** The api's error code, when the failure is one it explained. */
export function apiErrorCode(error: unknown): string | null {
  const body = (error as { data?: ApiErrorBody } | null)?.data;
  return body?.error?.code ?? null;
}

/**
 * The toast for a failed POST /api/orders: the server's own words for a check it knows (a slot
 * that filled up, the minimum, an unconfirmed e-mail), and SPEC 8's 'Order Failed' otherwise.
 */
export function describePlaceOrderFailure(error: unknown): CheckoutProblem {
  const body = (error as { data?: ApiErrorBody } | null)?.data?.error;
  if (!body?.code || !body.message) return ORDER_FAILED;
  if (body.code === 'PAYMENT_SESSION_FAILED') return { title: body.details?.title ?? PAYMENT_SESSION_FAILED.title, message: body.message };
  if (body.code === 'EMAIL_NOT_CONFIRMED') return { title: 'Email Not Confirmed', message: body.message };
  if (body.details?.title) return { title: body.details.title, message: body.message };
  return ORDER_FAILED;
}
