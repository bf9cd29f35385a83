import { Module } from '@nestjs/common';
import { ClockModule } from '../infra/clock/clock.module.js';
import { ConfigModule } from '../infra/config/config.module.js';
import { DatabaseModule } from '../infra/database/database.module.js';
import { EventsModule } from '../infra/events/events.module.js';
import { FailedEmailsService } from '../infra/mail/failed-emails.service.js';
import { MailModule } from '../infra/mail/mail.module.js';
import { MetricsModule } from '../infra/metrics/metrics.module.js';
import { FailedJobsService } from '../infra/queue/failed-jobs.service.js';
import { QueueModule } from '../infra/queue/queue.module.js';
import { RealtimeModule } from '../infra/realtime/realtime.module.js';
import { AccountsCoreModule } from '../modules/accounts/accounts-core.module.js';
import { VisitRollupsModule } from '../modules/analytics/visit-rollups.module.js';
import { VisitsRetentionModule } from '../modules/analytics/visits-retention.module.js';
import { AuditCoreModule } from '../modules/audit/audit-core.module.js';
import { OrdersExportModule } from '../modules/orders/orders-export.module.js';
import { TwoStepGateModule } from '../modules/accounts/two-step-gate.module.js';
import { SettingsModule } from '../modules/settings/settings.module.js';
import { SettingsService } from '../modules/settings/settings.service.js';
import { ALL_ENTITIES } from './entities.js';

/**
 * What the CLI boots: configuration, the database, the queue producers (Redis is connected only
 * by the commands that use it) and the modules its commands use, each through its own module
 * (no repository of a module is provided here). Domain events raised here reach browsers like the
 * api's: RealtimePublisher writes to Redis, which every api's sockets listen on, so `settings:set`
 * refreshes open pages and a role change closes the user's admin sockets at once.
 */
@Module({
  imports: [
    ConfigModule,
    MetricsModule,
    DatabaseModule.forRoot(ALL_ENTITIES),
    EventsModule,
    ClockModule,
    QueueModule,
    MailModule,
    RealtimeModule,
    AuditCoreModule,
    SettingsModule,
    AccountsCoreModule,
    TwoStepGateModule.register({ imports: [SettingsModule], policy: SettingsService }),
    OrdersExportModule,
    VisitsRetentionModule,
    VisitRollupsModule,
  ],
  providers: [FailedEmailsService, FailedJobsService],
})
export class CliModule {}
