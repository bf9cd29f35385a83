import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { PaymentEventLog } from '../../infra/payments/payment-event-log.service.js';
import { PaymentsException } from '../../infra/payments/payments.exception.js';
import { type CheckoutLine, type CheckoutSessionState, toCheckoutSessionState } from '../../infra/payments/stripe-checkout.js';
import { StripeCheckoutService } from '../../infra/payments/stripe-checkout.service.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { OrderedCartLines } from './cart/ordered-cart-lines.service.js';
import type { OrderedLine } from './cart/domain/ordered-lines.js';
import { assertTransition } from './domain/order-status.js';
import { describePayment, paymentMismatch } from './domain/payment-checks.js';
import { type PaymentReturnResponseDto, type PaymentReturnStatus } from './dto/payment.dto.js';
import { toOrderResponse } from './dto/order-response.dto.js';
import type { Order } from './entities/order.entity.js';
import { OrderMailer } from './order-mailer.service.js';
import { type OrderCursor, OrdersRepository } from './orders.repository.js';

/** SPEC/issue: a 30-minute Checkout Session. */
export const CHECKOUT_SESSION_MINUTES = 30;
// Stripe refuses an expires_at under 30 minutes after it creates the session; a minute of margin
// absorbs our clock's skew and the request's flight time.
const EXPIRY_MARGIN_MS = 60_000;
/** Reconciliation waits this long after a session's expiry for Stripe's own expired webhook. */
export const RECONCILE_GRACE_MS = 2 * 60_000;
/** An online order whose session was never created (the api stopped in between) is given up after this. */
export const UNSESSIONED_ORDER_TIMEOUT_MS = 5 * 60_000;
/** Reconciliation reads the lost checkouts a page at a time, and goes through every page. */
export const RECONCILE_PAGE_SIZE = 50;

export interface ReconcileReport {
  checked: number;
  paid: number;
  abandoned: number;
  left: number;
}

type PaidOutcome = 'paid' | 'already_paid' | 'flagged' | 'refunded' | 'not_found';

/**
 * Everything about an order's online payment. Only Stripe's word marks an order paid: a verified
 * webhook, or a session the server itself retrieved. Every path is idempotent: the order row is
 * locked, its state decides, and the e-mails carry dedupe keys.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger(OrderPaymentsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly stripe: StripeCheckoutService,
    private readonly eventLog: PaymentEventLog,
    private readonly orderedLines: OrderedCartLines,
    private readonly mailer: OrderMailer,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the order's Checkout Session and returns its URL. Without one the order is abandoned
   * (so its slot is free again) and the checkout answers 'Payment session creation failed'.
   */
  async startCheckoutSession(order: Order): Promise<string> {
    // Stripe's clock, not the restaurant's (possibly pinned) one: this is when Stripe stops taking payment.
    const expiresAt = new Date(Math.floor((Date.now() + CHECKOUT_SESSION_MINUTES * 60_000 + EXPIRY_MARGIN_MS) / 1000) * 1000);
    try {
      const session = await this.stripe.createCheckoutSession(
        {
          orderId: order.id,
          orderNumber: order.orderNumber,
          customerEmail: order.customerEmail,
          lines: checkoutLinesOf(order),
          successUrl: `${this.config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          // Stripe fills {CHECKOUT_SESSION_ID} into success_url only, so the cancel page names the order.
          cancelUrl: `${this.config.publicUrl}/payment-cancel?order_id=${order.id}`,
          expiresAt,
        },
        `checkout-session:${order.id}`,
      );
      await this.orders.updateOrder(this.dataSource.manager, order.id, { stripeSessionId: session.id, stripeSessionExpiresAt: expiresAt });
      order.stripeSessionId = session.id;
      order.stripeSessionExpiresAt = expiresAt;
      return session.url!;
    } catch (error) {
      await this.abandonOrder(order.id);
      throw error instanceof PaymentsException && error.code === 'PAYMENT_SESSION_FAILED' ? error : PaymentsException.sessionCreationFailed((error as Error).message);
    }
  }

  /** /payment-success: asks Stripe before changing anything; an unpaid session changes nothing. */
  async confirmPaymentReturn(customer: AuthUser, sessionId: string): Promise<PaymentReturnResponseDto> {
    const order = await this.orders.findByStripeSessionId(sessionId);
    if (!order || order.userId !== customer.id) return { order: null, status: 'not_found' };
    if (!order.isPaid) {
      const session = await this.stripe.retrieveCheckoutSession(sessionId);
      if (session?.paid) await this.settlePaidSession(session, 'payment return');
    }
    return this.paymentReturn(order.id);
  }

  /**
   * /payment-cancel: expires the session at Stripe first (so it can never be paid afterwards),
   * then abandons the order, freeing its slot. A session that was paid after all confirms the order.
   */
  async cancelPayment(customer: AuthUser, ref: { sessionId?: string; orderId?: string }): Promise<PaymentReturnResponseDto> {
    const order = ref.sessionId ? await this.orders.findByStripeSessionId(ref.sessionId) : ref.orderId ? await this.orders.findById(ref.orderId) : null;
    if (!order || order.userId !== customer.id || order.paymentMethod !== 'online') return { order: null, status: 'not_found' };
    if (order.isPaid || order.status !== 'pending') return this.paymentReturn(order.id);
    await this.cancelUnpaidOrder(order);
    return this.paymentReturn(order.id);
  }

  /**
   * Place Order calls this first: an online order of the account still awaiting payment is
   * cancelled (session expired at Stripe, order abandoned, slot free), so one account holds at
   * most one slot through an unpaid Checkout Session. An order whose session is not created yet
   * is being placed right now; it is left alone (Place Order then answers ORDER_AWAITING_PAYMENT).
   */
  async cancelOrdersAwaitingPayment(userId: string): Promise<void> {
    for (const order of await this.orders.findOnlineOrdersAwaitingPayment(userId)) {
      if (order.stripeSessionId) await this.cancelUnpaidOrder(order);
    }
  }

  /** Expires the session at Stripe first (so it can never be paid afterwards), then abandons the order; a session paid after all settles it. */
  private async cancelUnpaidOrder(order: Order): Promise<void> {
    const sessionId = order.stripeSessionId;
    if (!sessionId) {
      await this.abandonOrder(order.id);
      return;
    }
    const outcome = await this.stripe.expireCheckoutSession(sessionId);
    if (outcome === 'already_complete') {
      const session = await this.stripe.retrieveCheckoutSession(sessionId);
      // Complete but unpaid is a delayed payment still settling: it is neither paid nor cancellable.
      if (session?.paid) await this.settlePaidSession(session, 'payment cancel');
      return;
    }
    await this.abandonOrder(order.id);
  }

  /** Stripe's webhook: verified on the raw body, recorded once, applied idempotently. */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true }> {
    const event = this.stripe.verifyWebhook(rawBody, signature);
    const recorded = await this.eventLog.record(event);
    if (recorded.alreadyProcessed) return { received: true };
    await this.applyStripeEvent(event);
    await this.eventLog.markProcessed(recorded.id);
    return { received: true };
  }

  /**
   * The reconciliation job: online orders still pending after their session's expiry (plus a
   * grace period for Stripe's own webhook) are settled by asking Stripe, so that a lost webhook
   * or a customer who never came back does not hold a slot for ever.
   */
  async reconcilePayments(now: Date = this.clock.now().toJSDate()): Promise<ReconcileReport> {
    const expiredBefore = new Date(now.getTime() - RECONCILE_GRACE_MS);
    const createdBefore = new Date(now.getTime() - UNSESSIONED_ORDER_TIMEOUT_MS);
    const report: ReconcileReport = { checked: 0, paid: 0, abandoned: 0, left: 0 };
    // Every page, oldest first: orders left as they are (a payment still settling, Stripe down)
    // must not starve the newer ones behind them.
    let after: OrderCursor | null = null;
    for (;;) {
      const page = await this.orders.findLostOnlineCheckouts(expiredBefore, createdBefore, RECONCILE_PAGE_SIZE, after);
      for (const order of page) {
        report.checked += 1;
        try {
          const result = await this.reconcileOrder(order);
          report[result] += 1;
        } catch (error) {
          report.left += 1;
          this.logger.warn({ orderId: order.id, err: (error as Error).message }, 'payment reconciliation will retry this order');
        }
      }
      if (page.length < RECONCILE_PAGE_SIZE) break;
      const last = page[page.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
    if (report.checked > 0) this.logger.log(report, 'payments reconciled');
    return report;
  }

  private async reconcileOrder(order: Order): Promise<'paid' | 'abandoned' | 'left'> {
    if (!order.stripeSessionId) return (await this.abandonOrder(order.id)) ? 'abandoned' : 'left';
    let session = await this.stripe.retrieveCheckoutSession(order.stripeSessionId);
    if (session?.status === 'open') {
      const outcome = await this.stripe.expireCheckoutSession(session.id);
      if (outcome === 'already_complete') session = await this.stripe.retrieveCheckoutSession(session.id);
    }
    if (session?.paid) return (await this.settlePaidSession(session, 'reconciliation')) === 'paid' ? 'paid' : 'left';
    // Complete but unpaid: a delayed payment still settling; its own webhook (or a later run) decides.
    if (session?.status === 'complete') return 'left';
    return (await this.abandonOrder(order.id)) ? 'abandoned' : 'left';
  }

  private async applyStripeEvent(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = toCheckoutSessionState(event.data.object);
        // completed with payment_status unpaid: a delayed method still settling; async_payment_* follows.
        if (session.paid) await this.settlePaidSession(session, event.type);
        return;
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const order = await this.findOrderOfSession(toCheckoutSessionState(event.data.object));
        if (order) await this.abandonOrder(order.id);
        return;
      }
      default:
        // Recorded in payment_events; nothing else to do for event types the product does not use.
        return;
    }
  }

  private async findOrderOfSession(session: CheckoutSessionState): Promise<Order | null> {
    const bySession = await this.orders.findByStripeSessionId(session.id);
    if (bySession) return bySession;
    // The api may have stopped between creating the session and storing its id.
    return session.orderId && isUuid(session.orderId) ? this.orders.findById(session.orderId) : null;
  }

  /**
   * Marking paid: one transaction confirms the order, removes the ordered lines from the cart and
   * owes both e-mails. An order already paid changes nothing. A session whose amount or currency
   * is not the order's total in GBP flags the order instead of paying it. A payment for an order
   * already abandoned is refunded automatically (refundLatePayment).
   */
  private async settlePaidSession(session: CheckoutSessionState, source: string): Promise<PaidOutcome> {
    const found = await this.findOrderOfSession(session);
    if (!found) {
      this.logger.warn({ sessionId: session.id, source }, 'paid Checkout Session matches no order');
      return 'not_found';
    }
    const result = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lockOrder(manager, found.id);
      if (!order) return { outcome: 'not_found' as const };
      if (order.isPaid) return { outcome: 'already_paid' as const, order };
      if (order.status === 'abandoned' || (order.stripeSessionId !== null && order.stripeSessionId !== session.id)) return { outcome: 'refund_due' as const, order };
      const mismatch = paymentMismatch(order.total, session);
      if (mismatch) {
        if (order.attentionReason) return { outcome: 'flagged' as const, order };
        const reason = `Amount mismatch: ${mismatch} (session ${session.id}, via ${source}); not marked paid. Check the payment in Stripe.`;
        await this.orders.updateOrder(manager, order.id, { attentionReason: reason });
        return { outcome: 'flagged' as const, order, reason };
      }
      const status = order.status === 'pending' ? 'confirmed' : order.status;
      if (status !== order.status) assertTransition(order, status);
      await this.orders.updateOrder(manager, order.id, { status, isPaid: true, paidAt: this.clock.now().toJSDate(), stripeSessionId: session.id });
      const paid = (await this.orders.findWithItems(order.id, manager))!;
      if (paid.userId) await this.orderedLines.removeOrderedLines(paid.userId, orderedLinesOf(paid), manager);
      return { outcome: 'paid' as const, order: paid, emailIds: await this.mailer.oweConfirmationEmails(paid, manager) };
    });

    if (result.outcome === 'refund_due') return this.refundLatePayment(result.order, session, source);
    if (result.outcome === 'paid') {
      this.mailer.dispatchAfterCommit(result.emailIds);
      this.events.emit('OrderPaid', { orderId: result.order.id, orderNumber: result.order.orderNumber, status: result.order.status, isPaid: true });
      this.logger.log({ orderId: result.order.id, sessionId: session.id, source }, 'order paid');
    } else if (result.outcome === 'flagged' && result.reason) {
      this.emitNeedsAttention(result.order, result.reason);
      this.logger.warn({ orderId: result.order.id, sessionId: session.id, source }, 'paid amount or currency differs from the order: flagged');
    }
    return result.outcome;
  }

  /**
   * Money taken for an order already abandoned (issue 9): refunded in full through Stripe, with
   * one idempotency key per paid session so that a redelivered webhook or a concurrent path gets
   * the same refund; then, once, the order records it (stripe_refund_id, attention_reason) and the
   * customer and the restaurant are e-mailed. If Stripe refuses, the order is flagged for a refund
   * by hand and the error propagates (a webhook answered 5xx is redelivered by Stripe).
   */
  private async refundLatePayment(order: Order, session: CheckoutSessionState, source: string): Promise<PaidOutcome> {
    if (order.stripeRefundId) return 'refunded';
    const paid = describePayment(session);
    if (!session.paymentIntentId) {
      await this.flagOnce(order, `Stripe payment of ${paid} received (session ${session.id}, via ${source}) for an order that was ${order.status}, with no payment to refund automatically; refund it in Stripe.`);
      return 'flagged';
    }
    let refund;
    try {
      refund = await this.stripe.refundPayment(session.paymentIntentId, { orderId: order.id, orderNumber: order.orderNumber, sessionId: session.id }, `refund-late-payment:${session.id}`);
    } catch (error) {
      await this.flagOnce(order, `Stripe payment of ${paid} received (session ${session.id}, via ${source}) for an order that was ${order.status}; the automatic refund failed, refund it in Stripe.`);
      throw error;
    }
    const recorded = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, order.id);
      if (!locked || locked.stripeRefundId) return null;
      const reason = `Refunded after abandon: Stripe payment of ${paid} (session ${session.id}, via ${source}) arrived for an order that was ${locked.status}; refunded automatically (refund ${refund.id}, ${refund.status}).`;
      await this.orders.updateOrder(manager, locked.id, { stripeRefundId: refund.id, attentionReason: reason });
      const emailIds = await this.mailer.oweLatePaymentRefundEmails(locked, { id: refund.id, amountPence: refund.amount }, manager);
      return { order: locked, reason, emailIds };
    });
    if (recorded) {
      this.mailer.dispatchAfterCommit(recorded.emailIds);
      this.emitNeedsAttention(recorded.order, recorded.reason);
      this.logger.warn({ orderId: order.id, sessionId: session.id, refundId: refund.id, source }, 'payment for an abandoned order refunded');
    }
    return 'refunded';
  }

  /** Sets attention_reason unless one is already there, and tells staff. */
  private async flagOnce(order: Order, reason: string): Promise<void> {
    const flagged = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, order.id);
      if (!locked || locked.attentionReason) return null;
      await this.orders.updateOrder(manager, locked.id, { attentionReason: reason });
      return locked;
    });
    if (flagged) this.emitNeedsAttention(flagged, reason);
  }

  private emitNeedsAttention(order: Order, reason: string): void {
    this.events.emit('OrderNeedsAttention', { orderId: order.id, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid, reason });
  }

  /** An unpaid pending order becomes abandoned (its slot is free again); anything else is left alone. */
  private async abandonOrder(orderId: string): Promise<boolean> {
    const abandoned = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lockOrder(manager, orderId);
      if (!order || order.status !== 'pending' || order.isPaid) return null;
      assertTransition(order, 'abandoned');
      await this.orders.updateOrder(manager, order.id, { status: 'abandoned' });
      return order;
    });
    if (abandoned) this.events.emit('OrderAbandoned', { orderId: abandoned.id, orderNumber: abandoned.orderNumber, status: 'abandoned', isPaid: false });
    return abandoned !== null;
  }

  private async paymentReturn(orderId: string): Promise<PaymentReturnResponseDto> {
    const order = await this.orders.findWithItems(orderId);
    if (!order) return { order: null, status: 'not_found' };
    return { order: toOrderResponse(order), status: paymentReturnStatus(order) };
  }
}

function paymentReturnStatus(order: Order): PaymentReturnStatus {
  if (order.isPaid) return 'paid';
  return order.status === 'abandoned' ? 'abandoned' : 'pending';
}

const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The order's lines as cart lines (an item deleted from the menu since is in no cart any more). */
function orderedLinesOf(order: Order): OrderedLine[] {
  return (order.items ?? []).flatMap((item) =>
    item.menuItemId ? [{ menuItemId: item.menuItemId, optionId: item.optionId, specialInstructions: item.specialInstructions, quantity: item.quantity }] : [],
  );
}

/** Stripe's lines from the order as stored: one per item, then the delivery fee and the tip as their own lines. */
export function checkoutLinesOf(order: Order): CheckoutLine[] {
  const lines: CheckoutLine[] = (order.items ?? []).map((item) => ({
    name: item.size ? `${item.itemName} (${item.size})` : item.itemName,
    unitAmount: item.unitPrice,
    quantity: item.quantity,
  }));
  if (order.deliveryFee > 0) lines.push({ name: 'Delivery fee', unitAmount: order.deliveryFee, quantity: 1 });
  if (order.driverTip > 0) lines.push({ name: 'Driver tip', unitAmount: order.driverTip, quantity: 1 });
  return lines;
}
