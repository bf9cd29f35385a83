import { Module } from '@nestjs/common';
import { ClockModule } from '../infra/clock/clock.module.js';
import { ConfigModule } from '../infra/config/config.module.js';
import { DatabaseModule } from '../infra/database/database.module.js';
import { MailModule } from '../infra/mail/mail.module.js';
import { QueueModule, QueueWorkerModule } from '../infra/queue/queue.module.js';
import { RedisModule } from '../infra/redis/redis.module.js';
import { OrdersModule } from '../modules/orders/orders.module.js';
import { SettingsModule } from '../modules/settings/settings.module.js';

/** The worker process: BullMQ processors and scheduled jobs, no HTTP. */
@Module({
  imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, QueueWorkerModule, MailModule, SettingsModule, ClockModule, OrdersModule],
})
export class WorkerModule {}
