import { Injectable } from '@nestjs/common';
import type { DomainEventMap } from '../events/domain-events.js';
import { OnDomainEvent } from '../events/on-domain-event.decorator.js';
import { RealtimePublisher } from './realtime.publisher.js';
import type { OrderChange, OrdersChangedMessage } from './socket-events.js';

/**
 * Which domain events browsers hear about, and as what message: the one place to read. Runs in
 * every process (api and worker), so an event raised anywhere reaches the sockets.
 */
@Injectable()
export class RealtimeEventsListener {
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

  @OnDomainEvent('BookingRequested')
  onBookingRequested(event: DomainEventMap['BookingRequested']): void {
    this.publish.toAdmins('bookings.changed', { event: 'BookingRequested', bookingId: event.bookingId, date: event.date, time: event.time, status: event.status });
  }

  @OnDomainEvent('BookingStatusChanged')
  onBookingStatusChanged(event: DomainEventMap['BookingStatusChanged']): void {
    this.publish.toAdmins('bookings.changed', { event: 'BookingStatusChanged', bookingId: event.bookingId, date: event.date, time: event.time, status: event.status });
  }

  @OnDomainEvent('MenuChanged')
  onMenuChanged(event: DomainEventMap['MenuChanged']): void {
    const message = { menuItemId: event.menuItemId, categoryId: event.categoryId ?? null };
    this.publish.toAdmins('menu.changed', message);
    this.publish.toStorefront('menu.changed', message);
  }

  @OnDomainEvent('SettingsChanged')
  onSettingsChanged(event: DomainEventMap['SettingsChanged']): void {
    this.publish.toAdmins('settings.changed', { key: event.key });
    this.publish.toStorefront('settings.changed', { key: event.key });
  }

  @OnDomainEvent('ScheduleChanged')
  onScheduleChanged(event: DomainEventMap['ScheduleChanged']): void {
    this.publish.toAdmins('schedule.changed', { dates: event.dates });
    this.publish.toStorefront('schedule.changed', { dates: event.dates });
  }

  /** A session that ends takes its live connections with it: they were admitted on it. */
  @OnDomainEvent('SessionsEnded')
  onSessionsEnded(event: DomainEventMap['SessionsEnded']): void {
    if (event.sessionId) this.publish.disconnectSession(event.sessionId);
    else this.publish.disconnectUser(event.userId);
  }

  private ordersChanged(event: OrderChange, facts: Omit<OrdersChangedMessage, 'event'>): void {
    const { orderId, orderNumber, status, isPaid, reason } = facts;
    this.publish.toAdmins('orders.changed', { event, orderId, orderNumber, status, isPaid, ...(reason !== undefined && { reason }) });
  }
}
