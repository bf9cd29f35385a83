import { Module } from '@nestjs/common';
import { ConfigModule } from '../infra/config/config.module.js';
import { DatabaseModule } from '../infra/database/database.module.js';
import { EventsModule } from '../infra/events/events.module.js';
import { AccountsCoreModule } from '../modules/accounts/accounts-core.module.js';
import { SettingsModule } from '../modules/settings/settings.module.js';
import { ALL_ENTITIES } from './entities.js';

/**
 * What the CLI boots: configuration, the database and the services its commands use. No HTTP, Redis
 * or queues, so the domain events its commands raise (SettingsChanged) reach no browser.
 */
@Module({
  imports: [ConfigModule, DatabaseModule.forRoot(ALL_ENTITIES), EventsModule, SettingsModule, AccountsCoreModule],
})
export class CliModule {}
