import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { BookingStatusService } from './booking-status.service.js';
import { BookingsRepository } from './bookings.repository.js';
import { type AdminBookingDto, type DayBookingsDto, type DeclineBookingsResultDto, toAdminBooking } from './dto/admin-bookings.dto.js';
import { BookingsException } from './bookings.exception.js';
import type { BookingStatus } from './entities/booking.entity.js';

/** The Bookings tab: a day's bookings, the pending badge, and staff answering requests. */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly status: BookingStatusService,
    private readonly clock: Clock,
  ) {}

  async listBookingsOfDay(_staff: AuthUser, date?: string): Promise<DayBookingsDto> {
    const day = date ?? restaurantDate(this.clock.now());
    return { date: day, bookings: (await this.bookings.findBookingsOfDay(day)).map(toAdminBooking) };
  }

  countPendingBookings(_staff: AuthUser): Promise<number> {
    return this.bookings.countPendingFrom(restaurantDate(this.clock.now()));
  }

  async changeBookingStatus(staff: AuthUser, bookingId: string, status: BookingStatus): Promise<AdminBookingDto> {
    return toAdminBooking(await this.status.changeBookingStatus(staff, bookingId, status));
  }

  /**
   * Staff decline several requests at once (issue 24: a flood of requests). Each is its own status
   * change (lock, transition table, e-mail, audit), so one already answered is reported and skipped
   * while the others are declined.
   */
  async declineBookings(staff: AuthUser, bookingIds: string[]): Promise<DeclineBookingsResultDto> {
    const result: DeclineBookingsResultDto = { declined: [], notDeclined: [] };
    for (const id of bookingIds) {
      try {
        result.declined.push(toAdminBooking(await this.status.changeBookingStatus(staff, id, 'declined')));
      } catch (error) {
        if (!(error instanceof BookingsException)) throw error;
        result.notDeclined.push({ id, code: error.code, message: error.message });
      }
    }
    return result;
  }
}
