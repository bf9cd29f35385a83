import type Stripe from 'stripe';

/** What the product needs to know about a Checkout Session, whatever Stripe's object carries. */
export interface CheckoutSessionState {
  id: string;
  /** open: can still be paid; complete: the customer finished (paid, or an async payment pending); expired: never paid. */
  status: 'open' | 'complete' | 'expired';
  /** True only when Stripe says the money is there (payment_status paid or no_payment_required). */
  paid: boolean;
  orderId: string | null;
  amountTotal: number | null;
  /** Lower-case ISO code, e.g. 'gbp'. */
  currency: string | null;
  /** The PaymentIntent that took the money, once there is one (what a refund names). */
  paymentIntentId: string | null;
  url: string | null;
}

/** A refund as the product needs it. */
export interface RefundState {
  id: string;
  status: string;
  amount: number;
  currency: string;
}

/** One line of a Checkout Session, in pence. */
export interface CheckoutLine {
  name: string;
  unitAmount: number;
  quantity: number;
}

export interface CheckoutSessionRequest {
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  lines: CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
  /** When Stripe should stop accepting payment. */
  expiresAt: Date;
}

export function toCheckoutSessionState(
  session: Pick<Stripe.Checkout.Session, 'id' | 'status' | 'payment_status' | 'metadata' | 'client_reference_id' | 'amount_total' | 'url'> &
    Partial<Pick<Stripe.Checkout.Session, 'currency' | 'payment_intent'>>,
): CheckoutSessionState {
  return {
    id: session.id,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    url: session.url ?? null,
  };
}

export function toRefundState(refund: Pick<Stripe.Refund, 'id' | 'status' | 'amount' | 'currency'>): RefundState {
  return { id: refund.id, status: refund.status ?? 'pending', amount: refund.amount, currency: refund.currency };
}

/**
 * The parameters Stripe is sent: GBP, one line per product, card only: a same-day takeaway cannot
 * hold a slot while a bank payment takes days to settle (issue 9).
 */
export function toSessionCreateParams(request: CheckoutSessionRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    // Stripe's current API names the list allowed_payment_method_types (payment_method_types before).
    allowed_payment_method_types: ['card'],
    customer_email: request.customerEmail,
    client_reference_id: request.orderId,
    metadata: { orderId: request.orderId, orderNumber: request.orderNumber },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    line_items: request.lines.map((line) => ({
      quantity: line.quantity,
      price_data: { currency: 'gbp', unit_amount: line.unitAmount, product_data: { name: line.name } },
    })),
  };
}
