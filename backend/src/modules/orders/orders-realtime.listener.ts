import { Injectable } from '@nestjs/common';
import type { DomainEventMap } from '../../infra/events/domain-events.js';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher.js';
import type { OrderChange, OrdersChangedMessage } from '../../infra/realtime/socket-events.js';

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

  private ordersChanged(event: OrderChange, facts: Omit<OrdersChangedMessage, 'event'>): void {
    const { orderId, orderNumber, status, isPaid, reason } = facts;
    this.publish.toAdmins('orders.changed', { event, orderId, orderNumber, status, isPaid, ...(reason !== undefined && { reason }) });
  }
}
