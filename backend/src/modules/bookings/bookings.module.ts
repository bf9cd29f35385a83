import { Module } from '@nestjs/common';
// The bookings events join the application's event map wherever this module is compiled.
import './events/booking.events.js';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { SchedulingModule } from '../scheduling/scheduling.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { BookingMailer } from './booking-mailer.service.js';
import { BookingStatusService } from './booking-status.service.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsRealtimeListener } from './bookings-realtime.listener.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';

/** Table booking: the customer's form and cancel link, and the staff Bookings tab. Other modules use BookingsService. */
@Module({
  imports: [SchedulingModule, SettingsModule, AuditCoreModule],
  controllers: [BookingsController, AdminBookingsController],
  providers: [BookingsRepository, BookingsService, BookingMailer, BookingStatusService, AdminBookingsService, BookingsRealtimeListener],
  exports: [BookingsService, AdminBookingsService],
})
export class BookingsModule {}
