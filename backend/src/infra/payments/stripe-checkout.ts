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
  url: string | null;
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

export function toCheckoutSessionState(session: Pick<Stripe.Checkout.Session, 'id' | 'status' | 'payment_status' | 'metadata' | 'client_reference_id' | 'amount_total' | 'url'>): CheckoutSessionState {
  return {
    id: session.id,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    amountTotal: session.amount_total ?? null,
    url: session.url ?? null,
  };
}

/**
 * The parameters Stripe is sent: GBP, one line per product. Payment methods are left to the
 * Stripe dashboard, so a delayed method may complete unpaid and settle later (async_payment_*).
 */
export function toSessionCreateParams(request: CheckoutSessionRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
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
