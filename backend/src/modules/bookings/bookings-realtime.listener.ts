import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher.js';
import type { BookingEventPayload, BookingStatusChangedEvent } from './events/booking.events.js';

/**
 * Booking events reach the admin screens as `bookings.changed`, from the api (requests, staff, the
 * cancel link) and the worker (lapsed requests) alike: BookingsModule and BookingsJobsModule both hold it.
 */
@Injectable()
export class BookingsRealtimeListener {
  constructor(private readonly publish: RealtimePublisher) {}

  @OnDomainEvent('BookingRequested')
  onBookingRequested(event: BookingEventPayload): void {
    this.publish.toAdmins('bookings.changed', { event: 'BookingRequested', bookingId: event.bookingId, date: event.date, time: event.time, status: event.status });
  }

  @OnDomainEvent('BookingStatusChanged')
  onBookingStatusChanged(event: BookingStatusChangedEvent): void {
    this.publish.toAdmins('bookings.changed', { event: 'BookingStatusChanged', bookingId: event.bookingId, date: event.date, time: event.time, status: event.status });
  }
}
