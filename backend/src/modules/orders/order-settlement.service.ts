import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { MetricsService } from '../../infra/metrics/metrics.service.js';
import type { CheckoutSessionState, RefundState } from '../../infra/payments/stripe-checkout.js';
import { StripeCheckoutService } from '../../infra/payments/stripe-checkout.service.js';
import { AuditService, SYSTEM_AUDIT_ACTOR } from '../audit/audit.service.js';
import { OrderedCartLines } from './cart/ordered-cart-lines.service.js';
import { DeletedOrdersRepository } from './deleted-orders.repository.js';
import { deletedOrderPaymentNotes, latePaymentNotes, mismatchNote, orderedLinesOf, orderIdOfSession } from './domain/order-settlement.js';
import { assertTransition } from './domain/order-status.js';
import type { DeletedOrder } from './entities/deleted-order.entity.js';
import type { Order } from './entities/order.entity.js';
import { OrderMailer } from './order-mailer.service.js';
import { OrdersRepository } from './orders.repository.js';

export type SettleOutcome = 'paid' | 'already_paid' | 'flagged' | 'refunded' | 'not_found';

/**
 * What Stripe's word does to an order, whichever path brought it (webhook, return page, cancel,
 * reconciliation): mark it paid, refund a payment that came too late, flag a mismatch, or abandon
 * it. Only Stripe's word marks an order paid. Every step locks the order row and lets its state
 * decide, and the e-mails carry dedupe keys, so a repeat changes nothing.
 */
@Injectable()
export class OrderSettlementService {
  private readonly logger = new Logger(OrderSettlementService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly deletedOrders: DeletedOrdersRepository,
    private readonly stripe: StripeCheckoutService,
    private readonly orderedLines: OrderedCartLines,
    private readonly mailer: OrderMailer,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
    private readonly audit: AuditService,
  ) {}

  /** The session's order: by its stored session id, else by the order id in its metadata (the api may have stopped before storing the id). */
  async findOrderOfSession(session: Pick<CheckoutSessionState, 'id' | 'orderId'>): Promise<Order | null> {
    const bySession = await this.orders.findByStripeSessionId(session.id);
    if (bySession) return bySession;
    const orderId = orderIdOfSession(session);
    return orderId ? this.orders.findById(orderId) : null;
  }

  /**
   * Marking paid: one transaction confirms the order, removes the ordered lines from the cart and
   * owes both e-mails. An order already paid changes nothing. A session whose amount or currency
   * is not the order's total in GBP flags the order instead of paying it. A payment for an order
   * already abandoned is refunded automatically (refundLatePayment).
   */
  async settlePaidSession(session: CheckoutSessionState, source: string): Promise<SettleOutcome> {
    const found = await this.findOrderOfSession(session);
    if (!found) {
      const deleted = await this.deletedOrders.findOfSession(session.id, orderIdOfSession(session));
      if (deleted) return this.refundDeletedOrderPayment(deleted, session, source);
      this.logger.warn({ sessionId: session.id, source }, 'paid Checkout Session matches no order');
      return 'not_found';
    }
    const result = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lockOrder(manager, found.id);
      if (!order) return { outcome: 'not_found' as const };
      if (order.isPaid) return { outcome: 'already_paid' as const, order };
      if (order.status === 'abandoned' || (order.stripeSessionId !== null && order.stripeSessionId !== session.id)) return { outcome: 'refund_due' as const, order };
      const reason = mismatchNote(order.total, session, source);
      if (reason) {
        if (order.attentionReason) return { outcome: 'flagged' as const, order };
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
      await this.events.emit('OrderPaid', { orderId: result.order.id, orderNumber: result.order.orderNumber, status: result.order.status, isPaid: true });
      this.metrics.paymentsConfirmed.inc({ source });
      this.logger.log({ orderId: result.order.id, sessionId: session.id, source }, 'order paid');
    } else if (result.outcome === 'flagged' && result.reason) {
      await this.emitNeedsAttention(result.order, result.reason);
      this.logger.warn({ orderId: result.order.id, sessionId: session.id, source }, 'paid amount or currency differs from the order: flagged');
    }
    return result.outcome;
  }

  /** An unpaid pending order becomes abandoned (its slot is free again); anything else is left alone. True if it changed. */
  async abandonOrder(orderId: string): Promise<boolean> {
    const abandoned = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lockOrder(manager, orderId);
      if (!order || order.status !== 'pending' || order.isPaid) return null;
      assertTransition(order, 'abandoned');
      await this.orders.updateOrder(manager, order.id, { status: 'abandoned' });
      return order;
    });
    if (abandoned) await this.events.emit('OrderAbandoned', { orderId: abandoned.id, orderNumber: abandoned.orderNumber, status: 'abandoned', isPaid: false });
    return abandoned !== null;
  }

  /**
   * Money taken for an order already abandoned (issue 9): refunded in full through Stripe, with
   * one idempotency key per paid session so that a redelivered webhook or a concurrent path gets
   * the same refund; then, once, the order records it (stripe_refund_id, attention_reason) and the
   * customer and the restaurant are e-mailed. If Stripe refuses, the order is flagged for a refund
   * by hand and the error propagates (a webhook answered 5xx is redelivered by Stripe).
   */
  private async refundLatePayment(order: Order, session: CheckoutSessionState, source: string): Promise<SettleOutcome> {
    if (order.stripeRefundId) return 'refunded';
    if (!session.paymentIntentId) {
      await this.flagOnce(order, latePaymentNotes.nothingToRefund(session, source, order.status));
      return 'flagged';
    }
    let refund;
    try {
      refund = await this.stripe.refundPayment(session.paymentIntentId, { orderId: order.id, orderNumber: order.orderNumber, sessionId: session.id }, `refund-late-payment:${session.id}`);
    } catch (error) {
      await this.flagOnce(order, latePaymentNotes.refundFailed(session, source, order.status));
      throw error;
    }
    const recorded = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, order.id);
      if (!locked || locked.stripeRefundId) return null;
      const reason = latePaymentNotes.refunded(session, source, locked.status, refund);
      await this.orders.updateOrder(manager, locked.id, { stripeRefundId: refund.id, attentionReason: reason });
      await this.recordAutomaticRefund(manager, locked.id, locked.orderNumber, refund, 'payment for an abandoned order');
      const emailIds = await this.mailer.oweLatePaymentRefundEmails(locked, { id: refund.id, amountPence: refund.amount }, manager);
      return { order: locked, reason, emailIds };
    });
    if (recorded) {
      this.mailer.dispatchAfterCommit(recorded.emailIds);
      await this.emitNeedsAttention(recorded.order, recorded.reason);
      this.logger.warn({ orderId: order.id, sessionId: session.id, refundId: refund.id, source }, 'payment for an abandoned order refunded');
    }
    return 'refunded';
  }

  /**
   * Money taken for an order staff deleted (issue 24): refunded in full like a late payment (one
   * idempotency key per session), recorded once on the deleted order's row, which Needs attention
   * lists. If Stripe refuses, the row asks for a refund by hand and the error propagates (redelivery).
   */
  private async refundDeletedOrderPayment(deleted: DeletedOrder, session: CheckoutSessionState, source: string): Promise<SettleOutcome> {
    if (deleted.stripeRefundId) return 'refunded';
    let refund;
    try {
      if (!session.paymentIntentId) {
        await this.recordOnDeletedOrder(deleted, deletedOrderPaymentNotes.nothingToRefund(session, source), null);
        return 'flagged';
      }
      refund = await this.stripe.refundPayment(session.paymentIntentId, { orderId: deleted.orderId, orderNumber: deleted.orderNumber, sessionId: session.id }, `refund-deleted-order:${session.id}`);
    } catch (error) {
      await this.recordOnDeletedOrder(deleted, deletedOrderPaymentNotes.refundFailed(session, source), null);
      throw error;
    }
    await this.recordOnDeletedOrder(deleted, deletedOrderPaymentNotes.refunded(session, source, refund), refund);
    this.logger.warn({ orderId: deleted.orderId, sessionId: session.id, refundId: refund.id, source }, 'payment for a deleted order refunded');
    return 'refunded';
  }

  /** Records a refund (always) or a reason (unless one is there) on a deleted order's row, and tells staff. */
  private async recordOnDeletedOrder(deleted: DeletedOrder, reason: string, refund: RefundState | null): Promise<void> {
    const refundId = refund?.id ?? null;
    const recorded = await this.dataSource.transaction(async (manager) => {
      const locked = await this.deletedOrders.lock(manager, deleted.orderId);
      if (!locked || locked.stripeRefundId || (refundId === null && locked.attentionReason)) return false;
      await this.deletedOrders.update(manager, locked.orderId, { attentionReason: reason, attentionDismissedAt: null, attentionDismissedBy: null, ...(refundId && { stripeRefundId: refundId }) });
      if (refund) await this.recordAutomaticRefund(manager, locked.orderId, locked.orderNumber, refund, 'payment for a deleted order');
      return true;
    });
    if (recorded) {
      await this.events.emit('OrderNeedsAttention', { orderId: deleted.orderId, orderNumber: deleted.orderNumber, status: deleted.snapshot.status, isPaid: false, reason });
    }
  }

  /** The audit log's entry for money the product gave back by itself (issue 24: every refund is audited). */
  private async recordAutomaticRefund(manager: EntityManager, orderId: string, orderNumber: string, refund: RefundState, why: string): Promise<void> {
    const after = { orderNumber, refund: { amount: refund.amount, method: 'stripe', automatic: true, reason: why, stripeRefundId: refund.id } };
    await this.audit.recordChange(SYSTEM_AUDIT_ACTOR, { area: 'order', action: 'refund', entityId: orderId, before: null, after }, manager);
  }

  /** Sets attention_reason unless one is already there, and tells staff. */
  private async flagOnce(order: Order, reason: string): Promise<void> {
    const flagged = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, order.id);
      if (!locked || locked.attentionReason) return null;
      await this.orders.updateOrder(manager, locked.id, { attentionReason: reason });
      return locked;
    });
    if (flagged) await this.emitNeedsAttention(flagged, reason);
  }

  private async emitNeedsAttention(order: Order, reason: string): Promise<void> {
    await this.events.emit('OrderNeedsAttention', { orderId: order.id, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid, reason });
  }
}
