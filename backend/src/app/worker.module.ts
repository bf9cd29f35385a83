import { Module } from '@nestjs/common';
import { ClockModule } from '../infra/clock/clock.module.js';
import { ConfigModule } from '../infra/config/config.module.js';
import { DatabaseModule } from '../infra/database/database.module.js';
import { EventsModule } from '../infra/events/events.module.js';
import { MailModule, MailSenderModule } from '../infra/mail/mail.module.js';
import { MetricsEndpointModule, MetricsModule } from '../infra/metrics/metrics.module.js';
import { QueueModule, QueueWorkerModule } from '../infra/queue/queue.module.js';
import { RealtimeModule } from '../infra/realtime/realtime.module.js';
import { RedisModule } from '../infra/redis/redis.module.js';
import { PaymentEventsRetentionService } from '../infra/payments/payment-events-retention.service.js';
import { AuthRepository } from '../modules/accounts/auth.repository.js';
import { SessionsRetentionService } from '../modules/accounts/sessions-retention.service.js';
import { AnalyticsRepository } from '../modules/analytics/analytics.repository.js';
import { VisitsRetentionService } from '../modules/analytics/visits-retention.service.js';
import { BookingsJobsModule } from '../modules/bookings/bookings-jobs.module.js';
import { OrdersJobsModule } from '../modules/orders/orders-jobs.module.js';
import { ALL_ENTITIES } from './entities.js';

/**
 * The worker process: BullMQ consumers and schedules, no HTTP and no controllers. It holds the SMTP
 * transport (MailSenderModule); the domain events it raises reach browsers through RealtimeModule.
 */
@Module({
  imports: [
    ConfigModule,
    MetricsModule,
    MetricsEndpointModule,
    DatabaseModule.forRoot(ALL_ENTITIES),
    RedisModule,
    ClockModule,
    EventsModule,
    RealtimeModule,
    QueueModule,
    QueueWorkerModule,
    MailModule,
    MailSenderModule,
    OrdersJobsModule,
    BookingsJobsModule,
  ],
  // The nightly retention jobs; like the CLI's operator services, provided here because only the worker runs them.
  providers: [AuthRepository, SessionsRetentionService, PaymentEventsRetentionService, AnalyticsRepository, VisitsRetentionService],
})
export class WorkerModule {}
