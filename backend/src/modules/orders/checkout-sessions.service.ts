import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { PaymentsException } from '../../infra/payments/payments.exception.js';
import { StripeCheckoutService } from '../../infra/payments/stripe-checkout.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { checkoutLinesOf, checkoutSessionExpiry, paymentReturnStatus } from './domain/checkout-session.js';
import type { PaymentReturnResponseDto } from './dto/payment.dto.js';
import { toOrderResponse } from './dto/order-response.dto.js';
import type { Order } from './entities/order.entity.js';
import { OrderSettlementService } from './order-settlement.service.js';
import { OrdersException } from './orders.exception.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * An order's Checkout Session from the customer's side: started by Place Order, then the return
 * pages (/payment-success asks Stripe, /payment-cancel gives the order up). What Stripe's answer
 * does to the order is OrderSettlementService's.
 */
@Injectable()
export class CheckoutSessionsService {
  private readonly logger = new Logger(CheckoutSessionsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly stripe: StripeCheckoutService,
    private readonly settlement: OrderSettlementService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the order's Checkout Session and returns its URL. Without one (Stripe unreachable or
   * refusing) the order is abandoned, so its slot is free again at once, and the checkout answers
   * PAYMENT_SESSION_FAILED: try again, or pay on collection. A session Stripe did create but whose
   * answer was lost can still be paid; that payment is refunded as one made after abandon.
   */
  async startCheckoutSession(order: Order): Promise<string> {
    // Stripe's clock, not the restaurant's (possibly pinned) one: this is when Stripe stops taking payment.
    const expiresAt = checkoutSessionExpiry(this.clock.systemNow().toJSDate());
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
      if (!(error instanceof PaymentsException)) this.logger.error({ err: error, orderId: order.id }, 'Could not start the Checkout Session');
      await this.settlement.abandonOrder(order.id);
      throw OrdersException.paymentUnavailable(order.deliveryType);
    }
  }

  /** /payment-success: asks Stripe before changing anything; an unpaid session changes nothing. */
  async confirmPaymentReturn(customer: AuthUser, sessionId: string): Promise<PaymentReturnResponseDto> {
    const order = await this.orders.findByStripeSessionId(sessionId);
    if (!order || order.userId !== customer.id) return { order: null, status: 'not_found', today: this.today() };
    if (!order.isPaid) {
      const session = await this.stripe.retrieveCheckoutSession(sessionId);
      if (session?.paid) await this.settlement.settlePaidSession(session, 'payment return');
    }
    return this.paymentReturn(order.id);
  }

  /**
   * /payment-cancel: expires the session at Stripe first (so it can never be paid afterwards),
   * then abandons the order, freeing its slot. A session that was paid after all confirms the order.
   */
  async cancelPayment(customer: AuthUser, ref: { sessionId?: string; orderId?: string }): Promise<PaymentReturnResponseDto> {
    const order = ref.sessionId ? await this.orders.findByStripeSessionId(ref.sessionId) : ref.orderId ? await this.orders.findById(ref.orderId) : null;
    if (!order || order.userId !== customer.id || order.paymentMethod !== 'online') return { order: null, status: 'not_found', today: this.today() };
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
      await this.settlement.abandonOrder(order.id);
      return;
    }
    const outcome = await this.stripe.expireCheckoutSession(sessionId);
    if (outcome === 'already_complete') {
      const session = await this.stripe.retrieveCheckoutSession(sessionId);
      // Complete but unpaid is a delayed payment still settling: it is neither paid nor cancellable.
      if (session?.paid) await this.settlement.settlePaidSession(session, 'payment cancel');
      return;
    }
    await this.settlement.abandonOrder(order.id);
  }

  private async paymentReturn(orderId: string): Promise<PaymentReturnResponseDto> {
    const order = await this.orders.findWithItems(orderId);
    if (!order) return { order: null, status: 'not_found', today: this.today() };
    return { order: toOrderResponse(order), status: paymentReturnStatus(order), today: this.today() };
  }

  /** The restaurant's date now, so that the page says 'today' or the day an order is for (issue 28). */
  private today(): string {
    return restaurantDate(this.clock.now());
  }
}
