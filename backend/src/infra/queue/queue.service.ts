import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { createRedisClient } from '../redis/redis-clients.js';
import { JOB_OPTIONS, JOB_QUEUE, type JobName, type JobPayloads, QueueName } from './queue.constants.js';

const ENQUEUE_TIMEOUT_MS = 2_000;

/** Producer side of BullMQ: anything may enqueue a job; only the worker consumes them. */
@Injectable()
export class QueueService implements OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly config: AppConfig) {
    // Fail fast when Redis is down, so callers fall back to the outbox instead of hanging.
    this.connection = createRedisClient(config.redisUrl, 'queue', 'queue-producer');
  }

  get prefix(): string {
    return `${this.config.redisPrefix}:bull`;
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Adds a job, or fails within ENQUEUE_TIMEOUT_MS when Redis cannot take it (callers keep an outbox). */
  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: { jobId?: string; delay?: number } = {}): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not take job ${name} within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.add(name, payload, options), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The queue on a connected client (commands fail fast without one), for maintenance such as retrying failed jobs. */
  async connectedQueue(name: QueueName): Promise<Queue> {
    await this.connect();
    // BullMQ would wait for Redis indefinitely; an operator wants to hear it is down.
    if (this.connection.status !== 'ready') throw new Error(`Redis is not reachable (connection ${this.connection.status})`);
    return this.queue(name);
  }

  private async connect(): Promise<void> {
    if (this.connection.status === 'wait' || this.connection.status === 'end') await this.connection.connect().catch(() => undefined);
  }

  private async add<N extends JobName>(name: N, payload: JobPayloads[N], options: { jobId?: string; delay?: number }): Promise<void> {
    await this.connect();
    await this.queue(JOB_QUEUE[name]).add(name, payload, { ...JOB_OPTIONS[name], ...options });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
    this.connection.disconnect();
  }
}
