import type { BookingStatus } from '../entities/booking.entity.js';

/** What every booking event carries: ids and small facts, never the entity. */
export interface BookingEventPayload {
  bookingId: string;
  /** Restaurant-local 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  time: string;
  status: BookingStatus;
}

export type BookingStatusChangedEvent = BookingEventPayload & { previousStatus: BookingStatus };

/** The bookings module's part of the application's event map; emitted after the change is committed. */
declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** A customer (guest or signed in) asked for a table (bookings.service.ts). */
    BookingRequested: BookingEventPayload;
    /** Staff confirmed, declined or cancelled a booking, or the customer cancelled it from the e-mail link. */
    BookingStatusChanged: BookingStatusChangedEvent;
  }
}
