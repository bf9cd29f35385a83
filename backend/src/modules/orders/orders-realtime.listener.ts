import { Injectable } from '@nestjs/common';
import type { DomainEventMap } from '../../infra/events/domain-events.js';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher.js';
import type { OrderChange, OrdersChangedMessage } from '../../infra/realtime/socket-events.js';

/** The order events that can move a number on the collection board. */
const BOARD_EVENTS: readonly OrderChange[] = ['OrderPlaced', 'OrderPaid', 'OrderAbandoned', 'OrderStatusChanged', 'OrderDeleted', 'OrderChanged'];
/** The order events a customer following the order hears of (its status or payment moved). */
const FOLLOWED_EVENTS: readonly OrderChange[] = ['OrderPlaced', 'OrderPaid', 'OrderMarkedUnpaid', 'OrderAbandoned', 'OrderStatusChanged'];

/**
 * Every order event reaches the admin screens as `orders.changed`, from the api (checkout, staff,
 * webhooks) and the worker (reconciliation) alike: OrdersModule and OrdersJobsModule both hold it.
 */
@Injectable()
export class OrdersRealtimeListener {
  constructor(private readonly publish: RealtimePublisher) {}

  @OnDomainEvent('OrderPlaced')
  onOrderPlaced(event: DomainEventMap['OrderPlaced']): void {
    this.ordersChanged('OrderPlaced', event);
  }

  @OnDomainEvent('OrderPaid')
  onOrderPaid(event: DomainEventMap['OrderPaid']): void {
    this.ordersChanged('OrderPaid', event);
  }

  @OnDomainEvent('OrderMarkedUnpaid')
  onOrderMarkedUnpaid(event: DomainEventMap['OrderMarkedUnpaid']): void {
    this.ordersChanged('OrderMarkedUnpaid', event);
  }

  @OnDomainEvent('OrderAbandoned')
  onOrderAbandoned(event: DomainEventMap['OrderAbandoned']): void {
    this.ordersChanged('OrderAbandoned', event);
  }

  @OnDomainEvent('OrderNeedsAttention')
  onOrderNeedsAttention(event: DomainEventMap['OrderNeedsAttention']): void {
    this.ordersChanged('OrderNeedsAttention', { ...event, reason: event.reason });
  }

  @OnDomainEvent('OrderAttentionDismissed')
  onOrderAttentionDismissed(event: DomainEventMap['OrderAttentionDismissed']): void {
    this.ordersChanged('OrderAttentionDismissed', event);
  }

  @OnDomainEvent('OrderStatusChanged')
  onOrderStatusChanged(event: DomainEventMap['OrderStatusChanged']): void {
    this.ordersChanged('OrderStatusChanged', event);
  }

  @OnDomainEvent('OrderDeleted')
  onOrderDeleted(event: DomainEventMap['OrderDeleted']): void {
    this.ordersChanged('OrderDeleted', event);
  }

  @OnDomainEvent('OrderRefunded')
  onOrderRefunded(event: DomainEventMap['OrderRefunded']): void {
    this.ordersChanged('OrderRefunded', event);
  }

  @OnDomainEvent('OrderChanged')
  onOrderChanged(event: DomainEventMap['OrderChanged']): void {
    this.ordersChanged('OrderChanged', event);
  }

  private ordersChanged(event: OrderChange, facts: Omit<OrdersChangedMessage, 'event'>): void {
    const { orderId, orderNumber, status, isPaid, reason } = facts;
    this.publish.toAdmins('orders.changed', { event, orderId, orderNumber, status, isPaid, ...(reason !== undefined && { reason }) });
    // The collection board may change with any of them; it hears only that, and asks GET /api/board for the numbers.
    if (BOARD_EVENTS.includes(event)) this.publish.toStorefront('board.changed', {});
    // The customer's own page (issue 27): the order's room only.
    if (FOLLOWED_EVENTS.includes(event) && status !== undefined) this.publish.toOrder(orderId, 'order.status', { orderId, status, isPaid: isPaid ?? false });
  }
}
