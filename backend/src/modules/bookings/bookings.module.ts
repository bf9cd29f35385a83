import { Module } from '@nestjs/common';
// The bookings events join the application's event map wherever this module is compiled.
import './events/booking.events.js';
import { AuditModule } from '../audit/audit.module.js';
import { SchedulingModule } from '../scheduling/scheduling.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { BookingMailer } from './booking-mailer.service.js';
import { BookingStatusService } from './booking-status.service.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';

/** Table booking: the customer's form and cancel link, and the staff Bookings tab. */
@Module({
  imports: [SchedulingModule, SettingsModule, AuditModule],
  controllers: [BookingsController, AdminBookingsController],
  providers: [BookingsRepository, BookingsService, BookingMailer, BookingStatusService, AdminBookingsService],
})
export class BookingsModule {}
