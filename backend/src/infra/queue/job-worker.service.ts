import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { ON_JOB } from './on-job.decorator.js';
import { JOB_OPTIONS, JOB_QUEUE, JobName, QueueName, SCHEDULES } from './queue.constants.js';
import { QueueService } from './queue.service.js';

type Handler = (payload: unknown, job: Job) => Promise<unknown>;

/** Finds every @OnJob handler, refuses to start if a job has none, and runs one BullMQ Worker per queue. */
@Injectable()
export class JobWorkerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    private readonly queues: QueueService,
  ) {}

  discoverHandlers(): Map<JobName, Handler> {
    const handlers = new Map<JobName, Handler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const job = this.reflector.get<JobName | undefined>(ON_JOB, fn as () => unknown);
        if (!job) continue;
        if (handlers.has(job)) throw new Error(`Job ${job} has two handlers`);
        handlers.set(job, (payload, bullJob) => (fn as (p: unknown, j: Job) => Promise<unknown>).call(instance, payload, bullJob));
      }
    }
    const missing = Object.values(JobName).filter((job) => !handlers.has(job));
    if (missing.length > 0) throw new Error(`No handler registered for job(s): ${missing.join(', ')}`);
    return handlers;
  }

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.discoverHandlers();
    for (const queueName of Object.values(QueueName)) {
      const connection = new Redis(this.config.redisUrl, { maxRetriesPerRequest: null });
      this.connections.push(connection);
      const worker = new Worker(
        queueName,
        async (job) => {
          const handler = handlers.get(job.name as JobName);
          if (!handler) throw new Error(`Unknown job ${job.name}`);
          return handler(job.data, job);
        },
        { connection, prefix: this.queues.prefix, concurrency: 4 },
      );
      worker.on('failed', (job, error) => this.logger.warn({ job: job?.name, id: job?.id, attempts: job?.attemptsMade, err: error.message }, 'job failed'));
      worker.on('error', (error) => this.logger.error({ err: error.message }, 'worker error'));
      this.workers.push(worker);
    }
    for (const schedule of SCHEDULES) {
      await this.queues
        .queue(JOB_QUEUE[schedule.job])
        .upsertJobScheduler(schedule.job, { every: schedule.everyMs }, { name: schedule.job, data: {}, opts: JOB_OPTIONS[schedule.job] });
    }
    this.logger.log({ queues: Object.values(QueueName), jobs: [...handlers.keys()] }, 'job workers started');
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close().catch(() => undefined)));
    this.connections.forEach((connection) => connection.disconnect());
  }
}
