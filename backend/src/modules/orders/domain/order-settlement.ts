import type { OrderedLine } from '../cart/domain/ordered-lines.js';
import type { Order } from '../entities/order.entity.js';
import { describePayment, paymentMismatch } from './payment-checks.js';

interface SessionFacts {
  id: string;
  amountTotal: number | null;
  currency: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order id a session names in its metadata, when it can be one (anything may be written there). */
export function orderIdOfSession(session: { orderId: string | null }): string | null {
  return session.orderId && UUID.test(session.orderId) ? session.orderId : null;
}

/** The order's lines as cart lines (an item deleted from the menu since is in no cart any more). */
export function orderedLinesOf(order: Pick<Order, 'items'>): OrderedLine[] {
  return (order.items ?? []).flatMap((item) =>
    item.menuItemId
      ? [
          {
            menuItemId: item.menuItemId,
            optionId: item.optionId,
            choices: (item.choices ?? []).map((choice) => ({ id: choice.id, name: choice.name })),
            specialInstructions: item.specialInstructions,
            quantity: item.quantity,
          },
        ]
      : [],
  );
}

/** Staff's note on a paid session that does not pay the order, or null when it does. */
export function mismatchNote(orderTotalPence: number, session: SessionFacts, source: string): string | null {
  const mismatch = paymentMismatch(orderTotalPence, session);
  return mismatch && `Amount mismatch: ${mismatch} (session ${session.id}, via ${source}); not marked paid. Check the payment in Stripe.`;
}

/** Staff's notes on money taken for an order already abandoned: refunded, or to refund by hand. */
export const latePaymentNotes = {
  refunded: (session: SessionFacts, source: string, status: string, refund: { id: string; status: string }) =>
    `Refunded after abandon: Stripe payment of ${describePayment(session)} (session ${session.id}, via ${source}) arrived for an order that was ${status}; refunded automatically (refund ${refund.id}, ${refund.status}).`,
  nothingToRefund: (session: SessionFacts, source: string, status: string) =>
    `Stripe payment of ${describePayment(session)} received (session ${session.id}, via ${source}) for an order that was ${status}, with no payment to refund automatically; refund it in Stripe.`,
  refundFailed: (session: SessionFacts, source: string, status: string) =>
    `Stripe payment of ${describePayment(session)} received (session ${session.id}, via ${source}) for an order that was ${status}; the automatic refund failed, refund it in Stripe.`,
};

/** Staff's notes on money taken for an order staff had deleted (issue 24): refunded, or to refund by hand. */
export const deletedOrderPaymentNotes = {
  refunded: (session: SessionFacts, source: string, refund: { id: string; status: string }) =>
    `Refunded after delete: Stripe payment of ${describePayment(session)} (session ${session.id}, via ${source}) arrived for an order staff had deleted; refunded automatically (refund ${refund.id}, ${refund.status}).`,
  nothingToRefund: (session: SessionFacts, source: string) =>
    `Stripe payment of ${describePayment(session)} received (session ${session.id}, via ${source}) for an order staff had deleted, with no payment to refund automatically; refund it in Stripe.`,
  refundFailed: (session: SessionFacts, source: string) =>
    `Stripe payment of ${describePayment(session)} received (session ${session.id}, via ${source}) for an order staff had deleted; the automatic refund failed, refund it in Stripe.`,
};
