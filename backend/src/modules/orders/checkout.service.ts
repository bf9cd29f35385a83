import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { AppException } from '../../infra/http/app.exception.js';
import { MetricsService } from '../../infra/metrics/metrics.service.js';
import { RateLimiterService } from '../../infra/redis/rate-limiter.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { listSlots, restaurantDate, type SlotListing } from '../scheduling/domain/slot-listing.js';
import { SchedulingService } from '../scheduling/scheduling.service.js';
import type { PublicSettings } from '../settings/domain/setting-value.js';
import { SettingsService } from '../settings/settings.service.js';
import { CartService, type CheckoutCart } from './cart/cart.service.js';
import { DeliveryAreaService } from './delivery-area.service.js';
import { firstCheckoutProblem } from './domain/checkout-rules.js';
import { joinDeliveryAddress, normalisePostcode } from './domain/delivery-area.js';
import { formatOrderNumber } from './domain/order-number.js';
import { isValidIdempotencyKey, MAX_OPEN_PAY_LATER_ORDERS, openOrdersProblem, PLACE_ORDER_LIMITS } from './domain/order-placement-limits.js';
import { computeOrderTotals, isAllowedTip, TIP_CHOICES_PENCE } from './domain/order-totals.js';
import type { CreateOrderDto } from './dto/create-order.dto.js';
import { type PlaceOrderResponseDto, toOrderResponse } from './dto/order-response.dto.js';
import type { DeliveryType, Order, PaymentMethod } from './entities/order.entity.js';
import { OrderIdempotencyService } from './order-idempotency.service.js';
import { OrderMailer } from './order-mailer.service.js';
import { CheckoutSessionsService } from './checkout-sessions.service.js';
import { OrdersException } from './orders.exception.js';
import { type NewOrderItem, OrdersRepository } from './orders.repository.js';

// A loose shape check; the confirmation e-mail is the real test of the address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checkout: today's slots and placing an order. Every check runs on the server against the
 * database (prices, settings, postcode, slot, capacity); nothing the browser computed is trusted.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly cart: CartService,
    private readonly settings: SettingsService,
    private readonly scheduling: SchedulingService,
    private readonly deliveryArea: DeliveryAreaService,
    private readonly checkoutSessions: CheckoutSessionsService,
    private readonly mailer: OrderMailer,
    private readonly events: DomainEvents,
    private readonly idempotency: OrderIdempotencyService,
    private readonly limiter: RateLimiterService,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
  ) {}

  /**
   * Today's slots with what is left in each, for a type. Capacity and hours are shared by
   * collection and delivery; what differs by type is whether it is switched on: a type switched
   * off lists no slot (closedReason service_off), as placing such an order is refused.
   *
   * Buffer: SPEC section 5 says the original slot logic fell back to 45 minutes while the setting's
   * own default is 10. We use the settings service's one default (10, SPEC section 9) everywhere,
   * so the admin Settings screen, the storefront and this check never disagree about the buffer.
   */
  async listTodaysSlots(type: DeliveryType): Promise<SlotListing> {
    const now = this.clock.now();
    const settings = await this.settings.getPublicSettings();
    if (!isDeliveryTypeEnabled(settings, type)) return { date: restaurantDate(now), slots: [], closedReason: 'service_off' };
    const offered = await this.scheduling.getOfferedSlots(now, settings.timeSlotBuffer);
    const booked = offered.times.length > 0 ? await this.orders.countSlotHoldingOrdersByTime(offered.date) : new Map<string, number>();
    return listSlots(offered, settings.ordersPerTimeSlot, booked);
  }

  /**
   * Places the signed-in customer's cart as an order. Pay later: pending, cart cleared and both
   * e-mails owed, all in one transaction. Online: pending and unpaid until Stripe says otherwise;
   * the browser is sent to the Checkout Session (the ordered lines leave the cart when payment arrives).
   *
   * Guards (issue 9): a repeated Idempotency-Key replays the first answer; placement is rate
   * limited per account and per IP; an earlier online order of the account still awaiting
   * payment is cancelled (its session expired at Stripe); at most MAX_OPEN_PAY_LATER_ORDERS unpaid
   * pay-on-collection orders a day.
   */
  async placeOrder(customer: AuthUser, input: CreateOrderDto, request: PlaceOrderRequest): Promise<PlaceOrderResponseDto> {
    if (!customer.emailConfirmed) throw OrdersException.emailNotConfirmed();
    const key = request.idempotencyKey ?? null;
    if (key !== null && !isValidIdempotencyKey(key)) throw OrdersException.invalidIdempotencyKey();
    const requestHash = this.idempotency.fingerprint(input);
    if (key !== null) {
      const replay = await this.idempotency.findReplay(customer.id, key, requestHash, this.clock.now());
      if (replay) return replay;
    }
    await this.limitPlacements(customer.id, request.ip);

    const settings = await this.settings.getPublicSettings();
    assertDeliveryTypeEnabled(settings, input.deliveryType);
    const cart = await this.cart.getCheckoutCart(customer.id);
    assertCartCanBeOrdered(cart);

    const isDelivery = input.deliveryType === 'delivery';
    const postcode = isDelivery && input.address?.postcode ? await this.deliveryArea.checkPostcode(input.address.postcode) : null;
    const problem = firstCheckoutProblem({
      deliveryType: input.deliveryType,
      slotTime: input.slotTime,
      paymentMethod: input.paymentMethod,
      address: input.address,
      postcodeValid: postcode?.valid ?? false,
      subtotalPence: cart.subtotalPence,
      minimumOrderPence: settings.minimumOrderValue,
      customer: input.customer,
    });
    if (problem) throw OrdersException.checkoutProblem(problem);
    const paymentMethod = paymentMethodFor(input.deliveryType, input.paymentMethod!);
    const tipPence = input.tipPence ?? 0;
    if (!isAllowedTip(input.deliveryType, tipPence)) throw OrdersException.invalidTip(TIP_CHOICES_PENCE);
    const customerEmail = input.customer!.email!.trim();
    if (!EMAIL_PATTERN.test(customerEmail)) throw OrdersException.invalidEmail();

    const now = this.clock.now();
    const slotTime = input.slotTime!;
    const offered = await this.scheduling.getOfferedSlots(now, settings.timeSlotBuffer);
    if (!offered.times.includes(slotTime)) throw OrdersException.slotUnavailable(slotTime);
    const slot = `${slotTime}:00`;
    // A slot already full is refused here, before any write, lock or commit; the count under the
    // slot's lock below stays the authority for the placements that race past this one.
    if ((await this.orders.countSlotHoldingOrdersInSlot(this.dataSource.manager, offered.date, slot)) >= settings.ordersPerTimeSlot) {
      throw OrdersException.slotFull(slotTime);
    }

    // The customer has moved on from an order left on Stripe's page: it must not keep its slot.
    await this.checkoutSessions.cancelOrdersAwaitingPayment(customer.id);

    const totals = computeOrderTotals({ deliveryType: input.deliveryType, lines: cart.lines, deliveryFeePence: settings.deliveryFee, tipPence });
    const items: NewOrderItem[] = cart.lines.map((line) => ({
      menuItemId: line.menuItemId,
      optionId: line.optionId,
      itemName: line.itemName,
      size: line.optionName ?? line.size,
      quantity: line.quantity,
      unitPrice: line.unitPricePence,
      totalPrice: line.unitPricePence * line.quantity,
      specialInstructions: line.specialInstructions,
      // Kept as ordered: a later change to the menu's allergens never rewrites an old order.
      allergens: line.allergens,
    }));
    const payLater = paymentMethod !== 'online';

    const placed = await this.dataSource.transaction(async (manager) => {
      await this.orders.lockAccountPlacement(manager, customer.id);
      if (key !== null) {
        // A concurrent request with the same key got the lock first: answer as it did.
        const replay = await this.idempotency.findReplay(customer.id, key, requestHash, now, manager);
        if (replay) return { kind: 'replay' as const, replay };
        await this.idempotency.claim(manager, customer.id, key, requestHash, now);
      }
      const open = await this.orders.countOpenOrdersOfAccount(manager, customer.id, offered.date);
      const openProblem = openOrdersProblem(open, paymentMethod);
      if (openProblem === 'awaiting_payment') throw OrdersException.orderAwaitingPayment();
      if (openProblem === 'too_many_pay_later') throw OrdersException.tooManyOpenOrders(MAX_OPEN_PAY_LATER_ORDERS);

      const order = await this.orders.insertOrderWithItems(
        manager,
        {
          orderNumber: formatOrderNumber(BigInt(await this.orders.nextOrderSequenceValue(manager))),
          userId: customer.id,
          orderDate: offered.date,
          slotTime: slot,
          customerName: input.customer!.name!.trim(),
          customerEmail,
          customerPhone: input.customer!.phone!.trim(),
          specialInstructions: input.specialInstructions?.trim() ?? '',
          deliveryType: input.deliveryType,
          deliveryAddress: isDelivery ? joinDeliveryAddress(input.address!.line!, input.address!.postcode!, input.address?.additionalInfo) : null,
          deliveryPostcode: isDelivery ? normalisePostcode(input.address!.postcode!) : null,
          subtotal: totals.subtotal,
          deliveryFee: totals.deliveryFee,
          driverTip: totals.driverTip,
          tax: totals.tax,
          total: totals.total,
          status: 'pending',
          paymentMethod,
          isPaid: false,
          paidAt: null,
          stripeSessionId: null,
          stripeSessionExpiresAt: null,
          attentionReason: null,
        },
        items,
      );
      if (key !== null) await this.idempotency.attachOrder(manager, customer.id, key, order.id);
      let emailIds: (string | null)[] = [];
      if (payLater) {
        await this.cart.clearCart(customer.id, manager);
        emailIds = await this.mailer.oweConfirmationEmails(order, manager);
        // Pay later: the answer is known now, so it commits with the order.
        if (key !== null) await this.idempotency.saveAnswer(customer.id, key, thankYou(order), manager);
      }
      // The slot last: every write is done, so its lock is held for one count and the commit only.
      // Concurrent placements wait here one at a time; each sees the orders committed before it
      // (READ COMMITTED) plus its own, and a placement past the capacity rolls back everything above.
      await this.orders.lockSlot(manager, offered.date, slot);
      const holding = await this.orders.countSlotHoldingOrdersInSlot(manager, offered.date, slot);
      if (holding > settings.ordersPerTimeSlot) throw OrdersException.slotFull(slotTime);
      return { kind: 'placed' as const, order, emailIds };
    });
    if (placed.kind === 'replay') return placed.replay;

    const { order, emailIds } = placed;
    this.events.emit('OrderPlaced', { orderId: order.id, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid });
    this.metrics.ordersPlaced.inc({ delivery_type: order.deliveryType, payment_method: order.paymentMethod });
    if (payLater) {
      this.mailer.dispatchAfterCommit(emailIds);
      return thankYou(order);
    }
    let url: string;
    try {
      url = await this.checkoutSessions.startCheckoutSession(order);
    } catch (error) {
      if (key !== null && error instanceof AppException) await this.idempotency.saveError(customer.id, key, error);
      throw error;
    }
    const answer: PlaceOrderResponseDto = { order: toOrderResponse(order), next: { kind: 'redirect', url } };
    if (key !== null) await this.idempotency.saveAnswer(customer.id, key, answer);
    return answer;
  }

  private async limitPlacements(userId: string, ip: string): Promise<void> {
    for (const [rule, subject] of [
      [PLACE_ORDER_LIMITS.perAccount, userId],
      [PLACE_ORDER_LIMITS.perIp, ip],
    ] as const) {
      const result = await this.limiter.hit(rule, subject);
      if (!result.allowed) throw OrdersException.tooManyOrders(result.retryAfterSeconds);
    }
  }
}

/** What Place Order knows of the request besides the body. */
export interface PlaceOrderRequest {
  ip: string;
  idempotencyKey?: string;
}

function thankYou(order: Order): PlaceOrderResponseDto {
  return { order: toOrderResponse(order), next: { kind: 'thank-you' } };
}

function isDeliveryTypeEnabled(settings: PublicSettings, type: DeliveryType): boolean {
  return type === 'delivery' ? settings.deliveries : settings.collections;
}

function assertDeliveryTypeEnabled(settings: PublicSettings, type: DeliveryType): void {
  if (!isDeliveryTypeEnabled(settings, type)) throw OrdersException.deliveryTypeUnavailable(type);
}

function assertCartCanBeOrdered(cart: CheckoutCart): void {
  if (cart.lines.length === 0) throw OrdersException.cartEmpty();
  if (cart.hasUnavailable) {
    throw OrdersException.cartHasUnavailableItems(
      cart.lines.filter((line) => !line.available).map((line) => ({ id: line.id, itemName: line.itemName, reason: line.unavailableReason })),
    );
  }
}

/** Collection may be paid online or on collection; delivery online only (SPEC section 5). */
function paymentMethodFor(type: DeliveryType, choice: string): PaymentMethod {
  if (choice === 'online') return 'online';
  if (choice === 'collection' && type === 'collection') return 'collection';
  throw OrdersException.paymentMethodNotAllowed(type);
}
