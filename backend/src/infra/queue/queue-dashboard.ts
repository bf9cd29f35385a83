import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import type { Router } from 'express';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { createRedisClient } from '../redis/redis-clients.js';
import { QueueName } from './queue.constants.js';
import { QueueService } from './queue.service.js';

/** Where the api serves the BullMQ dashboard (its page, assets and JSON API), behind the admin check. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * The BullMQ dashboard (bull-board) for administrators: every queue with its jobs, and retry,
 * promote, clean and remove actions. The app mounts it behind adminOnly and the CSRF check
 * (configure-app.ts); this only builds it, on a Redis connection of its own that fails fast.
 */
@Injectable()
export class QueueDashboard implements OnApplicationShutdown {
  private connection?: Redis;
  private queues: Queue[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly queueService: QueueService,
  ) {}

  router(): Router {
    const connection = createRedisClient(this.config.redisUrl, 'queue', 'queue-dashboard', { enableOfflineQueue: true });
    this.connection = connection;
    this.queues = Object.values(QueueName).map((name) => {
      const queue = new Queue(name, { connection, prefix: this.queueService.prefix });
      queue.on('error', () => undefined);
      return queue;
    });
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: this.queues.map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Walkden job queues', miscLinks: [{ text: 'Back to admin', url: '/admin' }] } },
    });
    return serverAdapter.getRouter() as Router;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close().catch(() => undefined)));
    this.connection?.disconnect();
  }
}
