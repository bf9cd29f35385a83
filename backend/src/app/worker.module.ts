import { Module } from '@nestjs/common';
import { ClockModule } from '../infra/clock/clock.module.js';
import { ConfigModule } from '../infra/config/config.module.js';
import { DatabaseModule } from '../infra/database/database.module.js';
import { EventsModule } from '../infra/events/events.module.js';
import { MailModule, MailSenderModule } from '../infra/mail/mail.module.js';
import { QueueModule, QueueWorkerModule } from '../infra/queue/queue.module.js';
import { RealtimeModule } from '../infra/realtime/realtime.module.js';
import { RedisModule } from '../infra/redis/redis.module.js';
import { OrdersJobsModule } from '../modules/orders/orders-jobs.module.js';
import { ALL_ENTITIES } from './entities.js';

/**
 * The worker process: BullMQ consumers and schedules, no HTTP and no controllers. It holds the SMTP
 * transport (MailSenderModule); the domain events it raises reach browsers through RealtimeModule.
 */
@Module({
  imports: [
    ConfigModule,
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
  ],
})
export class WorkerModule {}
