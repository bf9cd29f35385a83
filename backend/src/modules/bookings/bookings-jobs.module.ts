import { Module } from '@nestjs/common';
// The bookings events join the application's event map wherever this module is compiled.
import './events/booking.events.js';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { BookingMailer } from './booking-mailer.service.js';
import { BookingRequestsUpkeepService } from './booking-requests-upkeep.service.js';
import { BookingStatusService } from './booking-status.service.js';
import { BookingsRealtimeListener } from './bookings-realtime.listener.js';
import { BookingsRepository } from './bookings.repository.js';
import { LapseBookingRequestsJob, SendBookingDigestJob } from './jobs/booking-requests.jobs.js';

/** The bookings module as the worker runs it: lapsing unconfirmed guest requests and the restaurant's digest. */
@Module({
  imports: [AuditCoreModule],
  providers: [BookingsRepository, BookingMailer, BookingStatusService, BookingRequestsUpkeepService, LapseBookingRequestsJob, SendBookingDigestJob, BookingsRealtimeListener],
})
export class BookingsJobsModule {}
