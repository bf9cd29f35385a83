import { lineLabel } from '@walkden/contract/choices';
import type { CheckoutLine } from '../../../infra/payments/stripe-checkout.js';
import type { PaymentReturnStatus } from '../dto/payment.dto.js';
import type { Order } from '../entities/order.entity.js';

/** SPEC/issue: a 30-minute Checkout Session. */
export const CHECKOUT_SESSION_MINUTES = 30;
// Stripe refuses an expires_at under 30 minutes after it creates the session; a minute of margin
// absorbs our clock's skew and the request's flight time.
const EXPIRY_MARGIN_MS = 60_000;

/** When Stripe stops taking payment, from Stripe's "now" (the machine's real time): whole seconds, as Stripe keeps it. */
export function checkoutSessionExpiry(systemNow: Date): Date {
  return new Date(Math.floor((systemNow.getTime() + CHECKOUT_SESSION_MINUTES * 60_000 + EXPIRY_MARGIN_MS) / 1000) * 1000);
}

/** Stripe's lines from the order as stored: one per item, then the delivery fee and the tip as their own lines. */
export function checkoutLinesOf(order: Pick<Order, 'items' | 'deliveryFee' | 'driverTip'>): CheckoutLine[] {
  const lines: CheckoutLine[] = (order.items ?? []).map((item) => ({
    name: lineLabel(item.itemName, item.size, item.choices),
    unitAmount: item.unitPrice,
    quantity: item.quantity,
  }));
  if (order.deliveryFee > 0) lines.push({ name: 'Delivery fee', unitAmount: order.deliveryFee, quantity: 1 });
  if (order.driverTip > 0) lines.push({ name: 'Driver tip', unitAmount: order.driverTip, quantity: 1 });
  return lines;
}

/** What the payment return pages show: paid, abandoned, or still pending. */
export function paymentReturnStatus(order: Pick<Order, 'isPaid' | 'status'>): PaymentReturnStatus {
  if (order.isPaid) return 'paid';
  return order.status === 'abandoned' ? 'abandoned' : 'pending';
}
