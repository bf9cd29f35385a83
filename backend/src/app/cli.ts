import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '../infra/config/app-config.js';
import { checkDatabaseConnection } from '../infra/database/ensure-database.js';
import { CliModule } from './cli.module.js';

/**
 * The backend as the CLI (`cli/`, package export `@walkden/backend/cli`) sees it: one entry point,
 * so that the CLI runs the same services and rules as the api.
 */
export { ConfigError } from '../infra/config/app-config.js';
export { DatabaseUnreachableError, redactUrl } from '../infra/database/ensure-database.js';
export { migrateDatabase, revertLastMigration, withDataSource } from '../infra/database/migrate.js';
export { backupDatabase, restoreDatabase, type BackupReport, type RestoreReport } from '../infra/backup/database-backup.js';
export { seedDatabase, type SeedReport } from './seed/seed.js';
export { runDoctor, type DoctorCheck } from '../infra/health/doctor.js';
export { AppException } from '../infra/http/app.exception.js';
export { FailedEmailsService, type FailedEmail } from '../infra/mail/failed-emails.service.js';
export { FailedJobsService, type RetriedQueue } from '../infra/queue/failed-jobs.service.js';
export { QueueName } from '../infra/queue/queue.constants.js';
export { VisitRollupsService } from '../modules/analytics/visit-rollups.service.js';
export { VisitsRetentionService } from '../modules/analytics/visits-retention.service.js';
export { OrdersExportService } from '../modules/orders/orders-export.service.js';
export { UsersService, type AccountSummary } from '../modules/accounts/users.service.js';
export { TwoStepResetService } from '../modules/accounts/two-step-reset.service.js';
export { parseRole, ROLE_LABELS, type Role } from '../modules/accounts/domain/roles.js';
export { SettingsService, type SettingView } from '../modules/settings/settings.service.js';
export { AppConfig, CliModule };

/**
 * Boots the application context (no HTTP server). Close it when the command is done. The database
 * is checked first so that an unreachable one gives one clear message instead of Nest's retries.
 */
export async function createCliContext(): Promise<INestApplicationContext> {
  await checkDatabaseConnection(new AppConfig().databaseUrl);
  return NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'], abortOnError: false });
}
