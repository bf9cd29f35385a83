import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { StripeCheckoutService } from '../../infra/payments/stripe-checkout.service.js';
import { lostCheckoutCutoffs, RECONCILE_PAGE_SIZE, type ReconcileReport } from './domain/payment-reconciliation.js';
import type { Order } from './entities/order.entity.js';
import { OrderSettlementService } from './order-settlement.service.js';
import { type OrderCursor, OrdersRepository } from './orders.repository.js';

/**
 * The reconciliation job (worker): online orders still pending after their session's expiry (plus
 * a grace period for Stripe's own webhook) are settled by asking Stripe, so that a lost webhook or
 * a customer who never came back does not hold a slot for ever.
 */
@Injectable()
export class PaymentReconciliationService {
  private readonly logger = new Logger(PaymentReconciliationService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly stripe: StripeCheckoutService,
    private readonly settlement: OrderSettlementService,
    private readonly clock: Clock,
  ) {}

  async reconcilePayments(): Promise<ReconcileReport> {
    const { expiredBefore, createdBefore } = lostCheckoutCutoffs(this.clock.now().toJSDate());
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
    if (!order.stripeSessionId) return (await this.settlement.abandonOrder(order.id)) ? 'abandoned' : 'left';
    let session = await this.stripe.retrieveCheckoutSession(order.stripeSessionId);
    if (session?.status === 'open') {
      const outcome = await this.stripe.expireCheckoutSession(session.id);
      if (outcome === 'already_complete') session = await this.stripe.retrieveCheckoutSession(session.id);
    }
    if (session?.paid) return (await this.settlement.settlePaidSession(session, 'reconciliation')) === 'paid' ? 'paid' : 'left';
    // Complete but unpaid: a delayed payment still settling; its own webhook (or a later run) decides.
    if (session?.status === 'complete') return 'left';
    return (await this.settlement.abandonOrder(order.id)) ? 'abandoned' : 'left';
  }
}
