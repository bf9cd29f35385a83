import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { restaurantDate } from '../scheduling/domain/slot-listing.js';
import { BookingStatusService } from './booking-status.service.js';
import { BookingsRepository } from './bookings.repository.js';
import { type AdminBookingDto, type DayBookingsDto, toAdminBooking } from './dto/admin-bookings.dto.js';
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
}
