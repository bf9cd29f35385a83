import { Injectable } from '@nestjs/common';
import { pausedMessage } from '@walkden/contract/busy-mode';
import { DataSource } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { AppException } from '../../infra/http/app.exception.js';
import { MetricsService } from '../../infra/metrics/metrics.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { batchedTransaction, runStatements, type Statement, statement } from '../../infra/database/statement-batch.js';
import { offerAndBusyMode, SchedulingService } from '../scheduling/scheduling.service.js';
import { KitchenStationsService } from '../menu/kitchen-stations.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { CartService } from './cart/cart.service.js';
import { CheckoutSessionsService } from './checkout-sessions.service.js';
import { DeliveryAreaService } from './delivery-area.service.js';
import { isDeliveryTypeOn, planOrder, type PlanProblem } from './domain/order-plan.js';
import { MAX_OPEN_PAY_LATER_ORDERS, openOrdersProblem } from './domain/order-placement-limits.js';
import { dayRefusal, dayRefusalMessage, daysAheadFor, isCalendarDate, orderDates } from './domain/order-days.js';
import { type KitchenRoom, type ListingClosedReason, listSlots, type SlotListing } from './domain/slot-capacity.js';
import { TIP_CHOICES_PENCE } from './domain/order-totals.js';
import type { CreateOrderDto } from './dto/create-order.dto.js';
import { type PlaceOrderResponseDto, toOrderResponse } from './dto/order-response.dto.js';
import type { DeliveryType, Order } from './entities/order.entity.js';
import { OrderMailer } from './order-mailer.service.js';
import { OrderPlacementGuard } from './order-placement-guard.service.js';
import { OrdersException } from './orders.exception.js';
import { isStationGone, newOrderEntity, newOrderRow, OrdersRepository, slotRefusal, type SlotUse } from './orders.repository.js';

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
    private readonly guard: OrderPlacementGuard,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
    private readonly stations: KitchenStationsService,
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
  async listSlots(type: DeliveryType, date?: string, customerId?: string): Promise<SlotListing> {
    const now = this.clock.now();
    const settings = await this.settings.getPublicSettings();
    const day = date ?? restaurantDate(now);
    if (!isDeliveryTypeOn(settings, type)) return { date: day, slots: [], closedReason: 'service_off' };
    // Issue 28: a day outside the days ahead, or today after its cut-off, lists nothing and says why.
    const refusal = dayRefusal(day, now, type, settings);
    if (refusal) return { date: day, slots: [], closedReason: refusal };
    const offered = await this.scheduling.getOfferedSlots(now, settings.timeSlotBuffer, day);
    if (offered.times.length === 0) return listSlots(offered, settings.ordersPerTimeSlot, new Map());
    const [booked, kitchen] = await Promise.all([this.orders.countSlotHoldingOrdersByTime(offered.date), customerId ? this.kitchenRoom(customerId, offered.date) : undefined]);
    return listSlots(offered, settings.ordersPerTimeSlot, booked, kitchen);
  }

  /**
   * Issue 28: what the signed-in customer's cart needs of the kitchen and what each of the day's
   * slots has left; undefined when the cart needs no station (only the order count limits it).
   */
  private async kitchenRoom(customerId: string, date: string): Promise<KitchenRoom | undefined> {
    const { stationUses } = await this.cart.getCheckoutCart(customerId);
    if (stationUses.length === 0) return undefined;
    const [stations, takenByTime] = await Promise.all([this.stations.listStations(), this.orders.stationUnitsByTime(date)]);
    return { needs: stationUses, stations, takenByTime };
  }

  /**
   * Issue 28: today and the days ahead a customer may order for, each open or not (closed weekday,
   * day off, today after its cut-off or with its slots gone), for the day picker; capacity is each
   * day's slot listing's business.
   */
  async listOrderDays(type: DeliveryType): Promise<{ days: { date: string; open: boolean; closedReason: ListingClosedReason | null }[] }> {
    const now = this.clock.now();
    const settings = await this.settings.getPublicSettings();
    const today = restaurantDate(now);
    if (!isDeliveryTypeOn(settings, type)) return { days: [{ date: today, open: false, closedReason: 'service_off' }] };
    const dates = orderDates(today, daysAheadFor(settings, type));
    const offers = await this.scheduling.getOfferedSlotsOn(now, settings.timeSlotBuffer, dates);
    return {
      days: offers.map((offer) => {
        const refusal = dayRefusal(offer.date, now, type, settings);
        const closedReason = refusal ?? offer.closedReason;
        return { date: offer.date, open: closedReason === null && offer.times.length > 0, closedReason };
      }),
    };
  }

  /**
   * Places the signed-in customer's cart as an order. Pay later: pending, cart cleared and both
   * e-mails owed, all in one transaction. Online: pending and unpaid until Stripe says otherwise;
   * the browser is sent to the Checkout Session (the ordered lines leave the cart when payment arrives).
   *
   * In three parts: the guard (a repeated Idempotency-Key's first answer, rate limits), the plan
   * (planOrder: every check on what was read, and the complete order), and the write (under the
   * account's lock, the slot's lock taken last). An earlier online order of the account still
   * awaiting payment is cancelled (its session expired at Stripe); at most MAX_OPEN_PAY_LATER_ORDERS
   * unpaid pay-on-collection orders a day.
   *
   * Issue 30: the statements go in batches, one round trip each: every read before the transaction
   * (settings, the day's schedule and busy mode, the cart's lines, the slot's count, the key), the
   * menu's items for the cart, then the transaction in three (the account's lock with what it
   * guards, every write with the slot's lock and count last, the commit).
   */
  async placeOrder(customer: AuthUser, input: CreateOrderDto, request: PlaceOrderRequest): Promise<PlaceOrderResponseDto> {
    if (!customer.emailConfirmed) throw OrdersException.emailNotConfirmed();
    const ticket = this.guard.ticket(customer.id, input, request);
    const now = this.clock.now();
    const orderDate = input.orderDate ?? restaurantDate(now);
    if (!isCalendarDate(orderDate)) throw OrdersException.orderDateUnavailable(orderDate, 'That day is not in the calendar. Please choose another day.');
    const keyRead = this.guard.keyStatement(ticket, now) ?? NO_ROW;
    const [settings, day, stored, checks, stations, earlier] = await runStatements(this.dataSource, [
      this.settings.publicSettingsStatement(),
      this.scheduling.dayStatement(orderDate),
      this.cart.linesStatement(customer.id),
      // A slot left empty is the plan's to refuse; any other was checked as HH:MM with the body.
      this.orders.placementChecksStatement(customer.id, orderDate, input.slotTime || undefined),
      this.stations.listStatement(),
      keyRead,
    ] as const);
    const replay = await this.guard.admit(ticket, earlier, request.ip);
    if (replay) return replay;

    const { offered, busyMode } = offerAndBusyMode(day, now, settings.timeSlotBuffer);
    // Busy mode: a paused type is refused before anything is written, and before any other refusal.
    // A pause is for tonight's kitchen: an order for a later day (issue 28) is taken. Settlement of
    // an order already on Stripe's page never asks (payment-webhooks), so that order is honoured.
    const pause = orderDate === restaurantDate(now) ? busyMode[input.deliveryType] : null;
    if (pause) throw OrdersException.ordersPaused(input.deliveryType, pausedMessage(pause), pause.until);
    const refusal = isDeliveryTypeOn(settings, input.deliveryType) ? dayRefusal(orderDate, now, input.deliveryType, settings) : null;
    if (refusal) throw OrdersException.orderDateUnavailable(orderDate, dayRefusalMessage(refusal, input.deliveryType, settings));
    const cart = await this.cart.checkoutCartOf(stored);
    // The postcode service is asked only for an order that could be taken.
    const postcode = input.deliveryType === 'delivery' && input.address?.postcode ? await this.deliveryArea.checkPostcode(input.address.postcode) : null;
    const plan = planOrder(input, { cart, settings, postcodeValid: postcode?.valid ?? false, offered });
    if (!plan.ok) throw planProblemException(plan.problem);
    const { draft } = plan;
    // A slot already full is refused here, before any write, lock or commit; the count under the
    // slot's lock below stays the authority for the placements that race past this one.
    if (checks.booked >= settings.ordersPerTimeSlot) throw OrdersException.slotFull(draft.slotTime);
    // The customer has moved on from an order left on Stripe's page: it must not keep its slot.
    if (checks.awaitingPayment) await this.checkoutSessions.cancelOrdersAwaitingPayment(customer.id);

    const payLater = draft.paymentMethod !== 'online';
    // Issue 28: the units the order takes of each station (a station deleted since is left out).
    const needs = cart.stationUses.filter((use) => stations.some((station) => station.id === use.stationId));
    const placed = await batchedTransaction(this.dataSource, async (transaction) => {
      const [, earlierUnderLock, open] = await transaction.run([this.orders.accountPlacementLockStatement(customer.id), keyRead, this.orders.openOrdersOfAccountStatement(customer.id, draft.orderDate)] as const);
      const replay = this.guard.replayUnderLock(ticket, earlierUnderLock);
      if (replay) return { kind: 'replay' as const, replay };
      const openProblem = openOrdersProblem(open, draft.paymentMethod);
      if (openProblem === 'awaiting_payment') throw OrdersException.orderAwaitingPayment();
      if (openProblem === 'too_many_pay_later') throw OrdersException.tooManyOpenOrders(MAX_OPEN_PAY_LATER_ORDERS);

      // Everything is written first and the slot's capacity checked last (issue 30): its lock is held
      // only from that check to the commit, so placements racing for one slot queue on a short step.
      const order = newOrderEntity(newOrderRow(draft, open.nextSequenceValue, customer.id), draft.items);
      // Pay later: the answer is known now, so it commits with the order (and the key keeps it).
      const answer = payLater ? thankYou(order) : null;
      const emails = payLater ? this.mailer.confirmationEmailStatements(order) : [];
      const claim = this.guard.claimStatement(ticket, now, order.id, answer);
      const placedOrder = { order, needs };
      const [lock, use] = this.orders.slotHoldStatements(placedOrder);
      const writes: Statement<unknown>[] = [...this.orders.insertOrderStatements(order, needs), ...(claim ? [claim] : []), ...(payLater ? [this.cart.clearCartStatement(customer.id)] : [])];
      const results = await transaction.run([...writes, ...emails, lock, use]).catch((error: unknown) => {
        throw isStationGone(error) ? OrdersException.kitchenChanged() : error;
      });
      const full = slotRefusal(results.at(-1) as SlotUse, placedOrder, settings.ordersPerTimeSlot, stations);
      if (full) throw full.full === 'slot' ? OrdersException.slotFull(draft.slotTime) : OrdersException.kitchenFull(draft.slotTime, full.station.name);
      const emailIds = results.slice(writes.length, writes.length + emails.length) as (string | null)[];
      return { kind: 'placed' as const, order, emailIds, answer };
    });
    if (placed.kind === 'replay') return placed.replay;

    const { order, emailIds, answer } = placed;
    await this.events.emit('OrderPlaced', { orderId: order.id, orderNumber: order.orderNumber, status: order.status, isPaid: order.isPaid });
    this.metrics.ordersPlaced.inc({ delivery_type: order.deliveryType, payment_method: order.paymentMethod });
    if (answer) {
      this.mailer.dispatchAfterCommit(emailIds);
      return answer;
    }
    let url: string;
    try {
      url = await this.checkoutSessions.startCheckoutSession(order);
    } catch (error) {
      if (error instanceof AppException) await this.guard.saveError(ticket, error);
      throw error;
    }
    const redirect: PlaceOrderResponseDto = { order: toOrderResponse(order), next: { kind: 'redirect', url } };
    await this.guard.saveAnswer(ticket, redirect);
    return redirect;
  }
}

/** A statement that reads nothing, in a batch's place for a read not needed (no Idempotency-Key). */
const NO_ROW = statement('SELECT NULL WHERE false', [], () => null);

/** What Place Order knows of the request besides the body. */
export interface PlaceOrderRequest {
  ip: string;
  idempotencyKey?: string;
}

function thankYou(order: Order): PlaceOrderResponseDto {
  return { order: toOrderResponse(order), next: { kind: 'thank-you' } };
}

/** A plan's problem as the module's exception (one code and message each). */
function planProblemException(problem: PlanProblem): OrdersException {
  switch (problem.kind) {
    case 'type_unavailable':
      return OrdersException.deliveryTypeUnavailable(problem.deliveryType);
    case 'cart_empty':
      return OrdersException.cartEmpty();
    case 'cart_has_unavailable':
      return OrdersException.cartHasUnavailableItems(problem.lines);
    case 'checkout':
      return OrdersException.checkoutProblem(problem.problem);
    case 'payment_method_not_allowed':
      return OrdersException.paymentMethodNotAllowed(problem.deliveryType);
    case 'invalid_tip':
      return OrdersException.invalidTip(TIP_CHOICES_PENCE);
    case 'invalid_email':
      return OrdersException.invalidEmail();
    case 'slot_unavailable':
      return OrdersException.slotUnavailable(problem.slotTime);
  }
}
