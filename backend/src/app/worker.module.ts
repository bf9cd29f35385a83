import { Module } from '@nestjs/common';
import { ConfigModule } from '../infra/config/config.module.js';
import { DatabaseModule } from '../infra/database/database.module.js';
import { MailModule } from '../infra/mail/mail.module.js';
import { QueueModule, QueueWorkerModule } from '../infra/queue/queue.module.js';
import { RedisModule } from '../infra/redis/redis.module.js';
import { SettingsModule } from '../modules/settings/settings.module.js';

/** The worker process: BullMQ processors and scheduled jobs, no HTTP. */
@Module({
  imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, QueueWorkerModule, MailModule, SettingsModule],
})
export class WorkerModule {}
