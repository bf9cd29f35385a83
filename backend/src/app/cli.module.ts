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
import { AccountsCoreModule } from '../modules/accounts/accounts-core.module.js';
import { AnalyticsRepository } from '../modules/analytics/analytics.repository.js';
import { VisitsRetentionService } from '../modules/analytics/visits-retention.service.js';
import { OrdersExportService } from '../modules/orders/orders-export.service.js';
import { OrdersRepository } from '../modules/orders/orders.repository.js';
import { SettingsModule } from '../modules/settings/settings.module.js';
import { ALL_ENTITIES } from './entities.js';

/**
 * What the CLI boots: configuration, the database, the queue producers (Redis is connected only
 * by the commands that use it) and the services its commands use. No HTTP, no consumers.
 * The operator services are provided here, not by their feature modules, because only the CLI
 * runs them; each queries through its own module's repository. Domain events raised here
 * (SettingsChanged, SessionsEnded) reach no browser: the CLI has no realtime publisher. A role
 * change still ends the user's sessions in the database, and each api's AdminGateway closes the
 * sockets of ended sessions within ADMIN_SOCKET_RECHECK_MS.
 */
@Module({
  imports: [ConfigModule, MetricsModule, DatabaseModule.forRoot(ALL_ENTITIES), EventsModule, ClockModule, QueueModule, MailModule, SettingsModule, AccountsCoreModule],
  providers: [OrdersRepository, OrdersExportService, AnalyticsRepository, VisitsRetentionService, FailedEmailsService, FailedJobsService],
})
export class CliModule {}
