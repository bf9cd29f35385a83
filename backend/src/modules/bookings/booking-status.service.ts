import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { BookingMailer } from './booking-mailer.service.js';
import { BookingsException } from './bookings.exception.js';
import { BookingsRepository } from './bookings.repository.js';
import { canTransition } from './domain/booking-status.js';
import type { Booking, BookingStatus } from './entities/booking.entity.js';
import type { BookingStatusChangedEvent } from './events/booking.events.js';

/**
 * The one way a booking changes status, for staff and for the customer's cancel link: lock the
 * row, check the transition table, save, owe the customer's e-mail (and audit a staff change) in
 * the same transaction, then announce it.
 */
@Injectable()
export class BookingStatusService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly mailer: BookingMailer,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** `staff` is null when the customer cancels from the e-mail link; `refuse` checks the locked booking first. */
  async changeBookingStatus(staff: AuthUser | null, bookingId: string, to: BookingStatus, refuse?: (booking: Booking) => void): Promise<Booking> {
    const { booking, previousStatus, outboxIds } = await this.bookings.inTransaction(async (manager) => {
      const locked = await this.bookings.lockBooking(manager, bookingId);
      if (!locked) throw BookingsException.notFound();
      refuse?.(locked);
      if (!canTransition(locked.status, to)) throw BookingsException.invalidTransition(locked.status, to);
      await this.bookings.setStatus(manager, bookingId, to, to === 'cancelled' ? this.clock.now().toJSDate() : null);
      const updated = (await this.bookings.findBooking(bookingId, manager))!;
      if (staff) {
        const facts = (status: BookingStatus) => ({ status, date: locked.bookingDate, time: locked.slotTime.slice(0, 5), partySize: locked.partySize, name: locked.name });
        await this.audit.recordChange(staff, { area: 'booking', action: 'set_status', entityId: bookingId, before: facts(locked.status), after: facts(to) }, manager);
      }
      return { booking: updated, previousStatus: locked.status, outboxIds: await this.mailer.oweStatusEmail(updated, manager) };
    });
    this.mailer.dispatchAfterCommit(outboxIds);
    const event: BookingStatusChangedEvent = { bookingId, date: booking.bookingDate, time: booking.slotTime.slice(0, 5), status: booking.status, previousStatus };
    await this.events.emit('BookingStatusChanged', event);
    return booking;
  }
}
