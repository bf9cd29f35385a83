import { AppException } from '../../infra/http/app.exception.js';
import { formatPence } from '@walkden/contract/money';
import type { CheckoutProblem } from './domain/checkout-rules.js';
import type { RefundProblem } from './domain/refunds.js';
import type { DeliveryType, OrderStatus } from './entities/order.entity.js';

/** A checkout check that failed, with the title and message the customer sees (SPEC sections 5 and 8). */
export type { CheckoutProblem };

/** Expected failures of checkout, orders and payment returns. */
export class OrdersException extends AppException {
  /** One of SPEC section 5's checkout checks; `details.title` is the toast title. */
  static checkoutProblem(problem: CheckoutProblem): OrdersException {
    return new OrdersException(problem.code, problem.message, 422, { title: problem.title });
  }

  static emailNotConfirmed(): OrdersException {
    return new OrdersException('EMAIL_NOT_CONFIRMED', 'Please confirm your e-mail address before placing an order.', 403);
  }

  static deliveryTypeUnavailable(type: DeliveryType): OrdersException {
    const label = type === 'delivery' ? 'Delivery' : 'Collection';
    return new OrdersException('DELIVERY_TYPE_UNAVAILABLE', `${label} is currently unavailable.`, 409, { title: `${label} Unavailable`, deliveryType: type });
  }

  static cartEmpty(): OrdersException {
    return new OrdersException('CART_EMPTY', 'Your cart is empty', 422, { title: 'Your cart is empty' });
  }

  static cartHasUnavailableItems(lines: { id: string; itemName: string; reason: string | null }[]): OrdersException {
    const names = lines.map((line) => line.itemName).join(', ');
    return new OrdersException('CART_HAS_UNAVAILABLE_ITEMS', `Some items in your cart are no longer available: ${names}. Please remove them and try again.`, 409, {
      title: 'Items Unavailable',
      lines,
    });
  }

  static paymentMethodNotAllowed(type: DeliveryType): OrdersException {
    const message = type === 'delivery' ? 'Delivery orders can only be paid online.' : 'Collection orders can be paid online or on collection.';
    return new OrdersException('PAYMENT_METHOD_NOT_ALLOWED', message, 422, { title: 'Payment Method Required' });
  }

  static invalidTip(allowed: readonly number[]): OrdersException {
    return new OrdersException('INVALID_TIP', `A driver tip must be one of ${allowed.map((p) => `£${p / 100}`).join(', ')}, and is for delivery orders only.`, 422, {
      title: 'Invalid Tip',
      allowedPence: allowed,
    });
  }

  static invalidEmail(): OrdersException {
    return new OrdersException('INVALID_EMAIL', 'Please enter a valid e-mail address.', 422, { title: 'Missing Information' });
  }

  static slotUnavailable(time: string): OrdersException {
    return new OrdersException('SLOT_UNAVAILABLE', `The ${time} slot is no longer available. Please choose another time.`, 409, { title: 'Time Slot Unavailable', slotTime: time });
  }

  /** Issue 28: the day asked for is outside the days ahead, or today after its cut-off; the message says which. */
  static orderDateUnavailable(date: string, message: string): OrdersException {
    return new OrdersException('ORDER_DATE_UNAVAILABLE', message, 409, { title: 'Day Unavailable', orderDate: date });
  }

  static slotFull(time: string): OrdersException {
    return new OrdersException('SLOT_FULL', `The ${time} slot has just been fully booked. Please choose another time.`, 409, { title: 'Time Slot Full', slotTime: time });
  }

  /** Issue 28: a kitchen station the cart needs has no room left in the slot (the order count may). */
  static kitchenFull(time: string, station: string): OrdersException {
    return new OrdersException('SLOT_FULL', `The kitchen's ${station.toLowerCase()} is fully booked at ${time}. Please choose another time.`, 409, { title: 'Time Slot Full', slotTime: time, station });
  }

  /** A kitchen station was deleted in the instant the order was being placed: nothing was written. */
  static kitchenChanged(): OrdersException {
    return new OrdersException('KITCHEN_CHANGED', "The kitchen's set-up changed just now. Please place your order again.", 409);
  }

  /** A phone order whose kitchen station is full in the slot: staff may take it anyway, as a full slot. */
  static kitchenFullOverridable(time: string, station: string, taken: number, unitsPerSlot: number): OrdersException {
    return new OrdersException('SLOT_FULL', `The ${station.toLowerCase()} is full at ${time} (${taken} of ${unitsPerSlot} units taken). Take the order anyway?`, 409, {
      title: 'Kitchen Full',
      slotTime: time,
      station,
      taken,
      capacity: unitsPerSlot,
      overridable: true,
    });
  }

  /** A phone order into a full slot: staff are warned and may send it again with overrideFullSlot (issue 27). */
  static slotFullOverridable(time: string, booked: number, capacity: number): OrdersException {
    return new OrdersException('SLOT_FULL', `The ${time} slot is full (${booked} of ${capacity} orders). Take the order anyway?`, 409, {
      title: 'Time Slot Full',
      slotTime: time,
      booked,
      capacity,
      overridable: true,
    });
  }

  static noOrderLines(): OrdersException {
    return new OrdersException('NO_ORDER_LINES', 'Add at least one item to the order.', 422, { title: 'No items' });
  }

  static orderLinesUnavailable(lines: { index: number; itemName: string; reason: string }[]): OrdersException {
    const names = lines.map((line) => `${line.itemName} (${line.reason})`).join(', ');
    return new OrdersException('ITEMS_UNAVAILABLE', `These items cannot be ordered: ${names}.`, 409, { title: 'Items Unavailable', lines });
  }

  static staffPaymentNotAllowed(type: DeliveryType): OrdersException {
    const message = type === 'delivery' ? 'A delivery is paid to the driver or now at the counter.' : 'A collection is paid on collection or now at the counter.';
    return new OrdersException('PAYMENT_METHOD_NOT_ALLOWED', message, 422, { title: 'Payment Method Required' });
  }

  /** Place Order's rate limit per account or per IP (issue 9, slot hoarding). */
  static tooManyOrders(retryAfterSeconds: number): OrdersException {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new OrdersException(
      'TOO_MANY_ORDERS',
      `Too many orders have been placed from your account or network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us to order.`,
      429,
      { title: 'Too Many Orders', retryAfterSeconds },
    );
  }

  static tooManyPostcodeChecks(retryAfterSeconds: number): OrdersException {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new OrdersException(
      'TOO_MANY_POSTCODE_CHECKS',
      `Too many postcodes have been checked from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us to order.`,
      429,
      { title: 'Too Many Requests', retryAfterSeconds },
    );
  }

  static tooManyOpenOrders(max: number): OrdersException {
    return new OrdersException(
      'TOO_MANY_OPEN_ORDERS',
      `You already have ${max} orders to pay on collection today. Please collect them, or pay this one online.`,
      409,
      { title: 'Too Many Open Orders', max },
    );
  }

  /**
   * Stripe could not be reached (or refused) at Place Order: the order was abandoned, so it holds no
   * slot and nothing was charged. Says what the customer can do instead; never Stripe's own words.
   */
  static paymentUnavailable(type: DeliveryType): OrdersException {
    const instead = type === 'collection' ? 'or choose Pay on Collection' : 'or choose collection and pay when you collect';
    return new OrdersException(
      'PAYMENT_SESSION_FAILED',
      `We could not reach our card payment service, so your order was not placed and nothing was charged. Please try again in a minute, ${instead}.`,
      502,
      { title: 'Card Payments Unavailable' },
    );
  }

  static orderAwaitingPayment(): OrdersException {
    return new OrdersException('ORDER_AWAITING_PAYMENT', 'Another order of yours is being placed or is awaiting payment. Please wait a moment and try again.', 409, {
      title: 'Order In Progress',
    });
  }

  static invalidIdempotencyKey(): OrdersException {
    return new OrdersException('INVALID_IDEMPOTENCY_KEY', 'The Idempotency-Key header must be 1 to 255 printable characters.', 400);
  }

  static idempotencyKeyReused(): OrdersException {
    return new OrdersException('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order.', 422, { title: 'Order Failed' });
  }

  static orderInProgress(): OrdersException {
    return new OrdersException('ORDER_IN_PROGRESS', 'Your order is still being placed. Please wait a moment and try again.', 409, { title: 'Order In Progress' });
  }

  static invalidTransition(from: OrderStatus, to: OrderStatus, reason?: string): OrdersException {
    return new OrdersException('INVALID_STATUS_CHANGE', reason ?? `An order cannot go from ${from} to ${to}.`, 409, { from, to });
  }

  /** The kitchen screen's tap named a status the order no longer has (a double tap, or a screen behind the news). */
  static staleOrderStatus(seen: OrderStatus, actual: OrderStatus): OrdersException {
    return new OrdersException('STALE_ORDER_STATUS', `This order is already ${actual}, not ${seen}: nothing was changed. The screen now shows it as it is.`, 409, { seen, actual });
  }

  static noNextStatus(status: OrderStatus): OrdersException {
    return new OrdersException('NO_NEXT_STATUS', `A ${status} order has no next step.`, 409, { status });
  }

  static nothingToUndo(): OrdersException {
    return new OrdersException('NOTHING_TO_UNDO', 'This step can no longer be undone.', 409);
  }

  static collectionBoardOff(): OrdersException {
    return new OrdersException('COLLECTION_BOARD_OFF', 'The collection board is off.', 404);
  }

  static orderNotFound(): OrdersException {
    return new OrdersException('ORDER_NOT_FOUND', 'Order Not Found', 404);
  }

  /** Staff tried to set the paid flag of an order whose payment they do not own (online) or cannot change. */
  static paymentStatusLocked(reason: string): OrdersException {
    return new OrdersException('PAYMENT_STATUS_LOCKED', reason, 409, { title: 'Could not update payment status.' });
  }

  static orderPaidOnline(): OrdersException {
    return new OrdersException(
      'ORDER_PAID_ONLINE',
      'This order was paid online, so it cannot be deleted until all of it is refunded: the customer would keep no order and we would keep their money. Refund it from the order first.',
      409,
    );
  }

  static orderPaymentCompleting(): OrdersException {
    return new OrdersException(
      'ORDER_PAYMENT_COMPLETING',
      'The customer has just paid for this order online, so it cannot be deleted. It will show as paid in a moment.',
      409,
    );
  }

  static nothingToDismiss(): OrdersException {
    return new OrdersException('NOTHING_TO_DISMISS', 'This order is not on the needs-attention list.', 404);
  }

  /** Print again with no printer address in Settings (issue 26). */
  static noPrinter(): OrdersException {
    return new OrdersException('NO_PRINTER', 'No kitchen printer is set up: add its address in Settings first.', 409);
  }

  /**
   * Staff paused online orders of this type (busy mode). `message` is what the menu shows:
   * "We're not taking online orders right now, back at 18:30".
   */
  static ordersPaused(type: DeliveryType, message: string, until: string | null): OrdersException {
    return new OrdersException('ORDERS_PAUSED', message, 409, { title: 'Online Orders Paused', deliveryType: type, until });
  }

  /** Issue 27: a refund request the order cannot take. */
  static refundProblem(problem: RefundProblem): OrdersException {
    switch (problem.code) {
      case 'ORDER_NOT_PAID':
        return new OrdersException(problem.code, 'Only a paid order can be refunded.', 409);
      case 'NOTHING_LEFT_TO_REFUND':
        return new OrdersException(problem.code, 'This order has already been refunded in full.', 409);
      case 'REFUND_AMOUNT_OR_LINES':
        return new OrdersException(problem.code, 'Refund chosen lines or an amount, not both.', 422);
      case 'REFUND_TOO_LARGE':
        return new OrdersException(problem.code, `You can refund at most ${formatPence(problem.refundablePence)} on this order.`, 422, { refundablePence: problem.refundablePence });
      case 'REFUND_LINE_UNKNOWN':
        return new OrdersException(problem.code, 'That line is not on this order.', 422, { orderItemId: problem.orderItemId });
      case 'REFUND_LINE_TOO_MANY':
        return new OrdersException(problem.code, `Only ${problem.refundableQuantity} of that line can still be refunded.`, 422, { orderItemId: problem.orderItemId, refundableQuantity: problem.refundableQuantity });
    }
  }

  /** Stripe refused or could not be reached: the refund is recorded as failed and the order is on Needs attention. */
  static refundFailed(note: string): OrdersException {
    return new OrdersException('REFUND_FAILED', note, 502);
  }

  /** Issue 27: corrections stop once the kitchen starts an order; an online order is changed once it is paid. */
  static orderNotCorrectable(status: OrderStatus, awaitingPayment: boolean): OrdersException {
    const message = awaitingPayment
      ? 'This order is waiting for its online payment: change it once it is paid, or let the customer order again.'
      : `This order is ${status === 'preparing' ? 'being prepared' : status}, so it can no longer be changed.`;
    return new OrdersException('ORDER_NOT_CORRECTABLE', message, 409, { status });
  }

  static orderLineUnknown(orderItemId: string): OrdersException {
    return new OrdersException('ORDER_LINE_UNKNOWN', 'That line is not on this order.', 422, { orderItemId });
  }

  static nothingChanged(): OrdersException {
    return new OrdersException('NOTHING_CHANGED', 'Nothing was changed.', 422);
  }

  /** Collected what a correction left to pay, when nothing is left to pay. */
  static nothingToCollect(): OrdersException {
    return new OrdersException('NOTHING_TO_COLLECT', 'Nothing is left to collect on this order.', 409);
  }

  /** Web Push (issue 27) is not configured here: the pages do not offer it. */
  static pushUnavailable(): OrdersException {
    return new OrdersException('PUSH_UNAVAILABLE', 'Notifications are not available.', 404);
  }

  static pushEndpointNotAllowed(): OrdersException {
    return new OrdersException('PUSH_ENDPOINT_NOT_ALLOWED', 'This browser’s notification service is not one we can send to.', 422);
  }

  static orderClosedForPush(status: OrderStatus): OrdersException {
    return new OrdersException('ORDER_CLOSED', `This order is ${status}: there is nothing more to tell you about it.`, 409);
  }

  static tooManyPushSubscriptions(): OrdersException {
    return new OrdersException('TOO_MANY_PUSH_SUBSCRIPTIONS', 'Too many devices have asked to be told about this order.', 409);
  }
}
