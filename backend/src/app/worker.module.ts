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
import { PaymentEventsRetentionModule } from '../infra/payments/payments.module.js';
import { SessionsRetentionModule } from '../modules/accounts/sessions-retention.module.js';
import { VisitRollupsModule } from '../modules/analytics/visit-rollups.module.js';
import { VisitsRetentionModule } from '../modules/analytics/visits-retention.module.js';
import { AuditCoreModule } from '../modules/audit/audit-core.module.js';
import { BookingsJobsModule } from '../modules/bookings/bookings-jobs.module.js';
import { ReportsJobsModule } from '../modules/reports/reports-jobs.module.js';
import { OrdersJobsModule } from '../modules/orders/orders-jobs.module.js';
import { TipsRetentionModule } from '../modules/orders/tips-retention.module.js';
import { ALL_ENTITIES } from './entities.js';

/**
 * The worker process: BullMQ consumers and schedules, no HTTP and no controllers. It holds the SMTP
 * transport (MailSenderModule); the domain events it raises reach browsers through each module's
 * realtime listener and RealtimeModule. Each feature module gives the worker a module of its jobs.
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
    AuditCoreModule,
    OrdersJobsModule,
    BookingsJobsModule,
    SessionsRetentionModule,
    VisitsRetentionModule,
    VisitRollupsModule,
    PaymentEventsRetentionModule,
    ReportsJobsModule,
    TipsRetentionModule,
  ],
})
export class WorkerModule {}
