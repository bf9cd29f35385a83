import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { formatPence } from '@walkden/contract/money';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { AppException } from '../../infra/http/app.exception.js';
import { StripeCheckoutService } from '../../infra/payments/stripe-checkout.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { orderRefundEmail } from './domain/order-refund-email.js';
import { failedRefundNote, planRefund, type RefundKind, type RefundLine, type RefundMethod, type RefundRequest, refundedPence } from './domain/refunds.js';
import { type AdminOrderDto, toAdminOrder } from './dto/admin-orders.dto.js';
import { OrderRefund } from './entities/order-refund.entity.js';
import type { Order } from './entities/order.entity.js';
import { OrdersException } from './orders.exception.js';

/** The answer to a refund Stripe refused (or could not be reached for). */
const failedRefundMessage = (amount: number, failure: string) => `The refund of ${formatPence(amount)} could not be made (${failure}). The order is on Needs attention.`;

/** What one refund request asks for. */
export interface RefundInput extends RefundRequest {
  reason: string;
}

/** The administrator giving the refund, and when their session last confirmed a second factor (for the audit log). */
export interface Staff extends AuthUser {
  secondFactorAt: Date | null;
}

/**
 * Refunds (issue 27). Under the order's row lock the request is checked against what the order took
 * and every refund before it (pending ones included), and written down: so two administrators, or a
 * double click, can never together give back more than was paid. A cash refund is then done; a
 * Stripe refund is asked of Stripe with the refund's own id as the idempotency key and settled with
 * its answer. The customer gets an e-mail for each refund that went through; a refund Stripe refused
 * puts the order on Needs attention. Every refund is in the audit log.
 */
@Injectable()
export class OrderRefundsService {
  private readonly logger = new Logger(OrderRefundsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: AdminOrdersRepository,
    private readonly stripe: StripeCheckoutService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /**
   * Gives money back. `requestKey` (the Idempotency-Key header) makes a repeated request answer with
   * the order as it is rather than refund again.
   */
  async refundOrder(staff: Staff, orderId: string, input: RefundInput, requestKey?: string): Promise<AdminOrderDto> {
    const key = requestKey?.trim() || randomUUID();
    const written = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockOrder(manager, orderId);
      if (!locked) throw OrdersException.orderNotFound();
      const refunds = manager.getRepository(OrderRefund);
      const repeated = await refunds.findOneBy({ orderId, requestKey: key });
      // A repeat of a refund Stripe refused answers as the first request did: it was not made.
      if (repeated?.status === 'failed') throw OrdersException.refundFailed(failedRefundMessage(repeated.amount, repeated.error ?? 'Stripe refused it'));
      if (repeated) return null;
      const [items, earlier] = await Promise.all([this.orders.findItems(manager, orderId), refunds.findBy({ orderId })]);
      const plan = planRefund(locked, items, earlier, { lines: input.lines, amountPence: input.amountPence });
      if ('problem' in plan) throw OrdersException.refundProblem(plan.problem);
      return { order: locked, ...(await this.writeRefund(manager, staff, locked, { ...plan, kind: 'refund', reason: input.reason.trim(), requestKey: key })) };
    });
    if (!written) return this.current(orderId);

    const outcome = await this.settle(staff, written.order, written.refund, written.owed);
    if (!outcome.ok) throw OrdersException.refundFailed(outcome.message);
    return this.current(orderId);
  }

  /**
   * Writes a refund in the caller's transaction, the order locked: a cash refund is done there and
   * then (audited, e-mailed); a Stripe refund is pending until settle() has Stripe's answer.
   */
  async writeRefund(
    manager: EntityManager,
    staff: Staff,
    order: Order,
    refund: { amount: number; method: RefundMethod; kind: RefundKind; reason: string; lines?: RefundLine[]; requestKey?: string },
  ): Promise<{ refund: OrderRefund; owed: string | null }> {
    const refunds = manager.getRepository(OrderRefund);
    const cash = refund.method === 'cash';
    const row = await refunds.save(
      refunds.create({
        orderId: order.id,
        orderNumber: order.orderNumber,
        amount: refund.amount,
        method: refund.method,
        kind: refund.kind,
        status: cash ? 'succeeded' : 'pending',
        reason: refund.reason,
        lines: refund.lines ?? [],
        requestKey: refund.requestKey ?? randomUUID(),
        stripeRefundId: null,
        error: null,
        createdBy: staff.id,
        settledAt: cash ? this.clock.now().toJSDate() : null,
      }),
    );
    const owed = cash ? await this.recordSucceeded(manager, staff, order, row, await refunds.findBy({ orderId: order.id })) : null;
    return { refund: row, owed };
  }

  /**
   * After the refund's transaction committed: a Stripe refund is asked of Stripe and settled; the
   * e-mail owed goes out and every admin screen hears of it. Not ok when Stripe refused or could not
   * be reached: the refund is failed and the order on Needs attention.
   */
  async settle(staff: Staff, order: Order, refund: OrderRefund, owed: string | null): Promise<{ ok: true } | { ok: false; message: string }> {
    const facts = { orderId: order.id, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid };
    if (refund.method === 'stripe') {
      const answer = await this.refundAtStripe(staff, order, refund);
      if (!answer.ok) {
        await this.events.emit('OrderNeedsAttention', { ...facts, reason: answer.note });
        return { ok: false, message: failedRefundMessage(refund.amount, answer.failure) };
      }
      owed = answer.owed;
    }
    if (owed) this.mail.dispatch([owed]).catch((error: Error) => this.logger.warn({ err: error.message }, 'refund e-mail left to the outbox relay'));
    await this.events.emit('OrderRefunded', { ...facts, refundId: refund.id });
    return { ok: true };
  }

  /**
   * Asks Stripe, with the refund's own id as the idempotency key, then settles the pending row with
   * its answer; a refused refund is failed, flagged for attention and audited.
   */
  private async refundAtStripe(staff: Staff, order: Order, refund: OrderRefund): Promise<{ ok: true; owed: string | null } | { ok: false; failure: string; note: string }> {
    let stripeRefundId: string | null = null;
    let failure = 'Stripe has no payment for this order';
    try {
      const paymentIntentId = order.stripeSessionId ? (await this.stripe.retrieveCheckoutSession(order.stripeSessionId))?.paymentIntentId : null;
      if (paymentIntentId) {
        const metadata = { orderId: order.id, orderNumber: order.orderNumber, refundId: refund.id };
        stripeRefundId = (await this.stripe.refundPayment(paymentIntentId, metadata, `order-refund:${refund.id}`, refund.amount)).id;
      }
    } catch (error) {
      const code = error instanceof AppException ? (error.details as { stripeCode?: string | null } | undefined)?.stripeCode : null;
      failure = code ? `Stripe said ${code}` : 'Stripe could not be reached';
    }
    const settledAt = this.clock.now().toJSDate();

    if (stripeRefundId) {
      const settled: OrderRefund = { ...refund, status: 'succeeded', stripeRefundId, settledAt };
      const owed = await this.dataSource.transaction(async (manager) => {
        const refunds = manager.getRepository(OrderRefund);
        await refunds.update({ id: refund.id }, { status: 'succeeded', stripeRefundId, settledAt });
        return this.recordSucceeded(manager, staff, order, settled, await refunds.findBy({ orderId: order.id }));
      });
      return { ok: true, owed };
    }

    const note = failedRefundNote(refund.amount, failure);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(OrderRefund).update({ id: refund.id }, { status: 'failed', error: failure, settledAt });
      await this.orders.flagForAttention(manager, order.id, note);
      const after = { orderNumber: order.orderNumber, refund: { amount: refund.amount, method: refund.method, kind: refund.kind, reason: refund.reason, error: failure } };
      await this.audit.recordChange(staff, { area: 'order', action: 'refund_failed', entityId: order.id, before: null, after }, manager);
    });
    return { ok: false, failure, note };
  }

  /** The audit entry and the customer's e-mail of a refund that went through; returns the outbox id. */
  private async recordSucceeded(manager: EntityManager, staff: Staff, order: Order, refund: OrderRefund, all: OrderRefund[]): Promise<string | null> {
    const inAll = refundedPence(all.map((row) => (row.id === refund.id ? refund : row)));
    await this.audit.recordChange(
      staff,
      {
        area: 'order',
        action: 'refund',
        entityId: order.id,
        before: { orderNumber: order.orderNumber, total: order.total, refunded: inAll - refund.amount },
        after: { orderNumber: order.orderNumber, total: order.total, refunded: inAll, refund: { amount: refund.amount, method: refund.method, kind: refund.kind, reason: refund.reason, lines: refund.lines, stripeRefundId: refund.stripeRefundId }, secondFactorAt: staff.secondFactorAt?.toISOString() ?? null },
      },
      manager,
    );
    // A correction's refund is told in the one 'your order was changed' e-mail.
    const email = refund.kind === 'refund' ? orderRefundEmail(order, refund, inAll) : null;
    this.logger.log({ orderId: order.id, refundId: refund.id, amount: formatPence(refund.amount), method: refund.method }, 'refund given');
    return email ? this.mail.queueEmail(email, manager) : null;
  }

  private async current(orderId: string): Promise<AdminOrderDto> {
    const order = await this.orders.findWithItems(orderId);
    if (!order) throw OrdersException.orderNotFound();
    return toAdminOrder(order);
  }
}
