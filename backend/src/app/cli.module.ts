import { Module } from '@nestjs/common';
import { ConfigModule } from '../infra/config/config.module.js';
import { DatabaseModule } from '../infra/database/database.module.js';
import { AccountsCoreModule } from '../modules/accounts/accounts-core.module.js';
import { SettingsModule } from '../modules/settings/settings.module.js';

/** What the CLI boots: configuration, the database and the services its commands use. No HTTP, Redis or queues. */
@Module({
  imports: [ConfigModule, DatabaseModule, SettingsModule, AccountsCoreModule],
})
export class CliModule {}
