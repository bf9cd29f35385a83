import { setTimeout as sleep } from 'node:timers/promises';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { createRedisClient } from '../redis/redis-clients.js';
import { ON_JOB } from './on-job.decorator.js';
import { schedulesWith } from './job-schedules.js';
import { JOB_OPTIONS, JOB_QUEUE, JobName, QUEUE_CONCURRENCY, QueueName } from './queue.constants.js';
import { QueueService } from './queue.service.js';

type Handler = (payload: unknown, job: Job) => Promise<unknown>;

/** Finds every @OnJob handler, refuses to start if a job has none, and runs one BullMQ Worker per queue. */
@Injectable()
export class JobWorkerService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];
  /** Jobs this process is running, with the lock token that lets it hand one back. */
  private readonly active = new Map<string, { job: Job; token: string | undefined }>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly metrics: MetricsService,
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
      const connection = createRedisClient(this.config.redisUrl, 'queue-worker', `${queueName}-worker`);
      this.connections.push(connection);
      const worker = new Worker(
        queueName,
        async (job, token) => {
          const handler = handlers.get(job.name as JobName);
          if (!handler) throw new Error(`Unknown job ${job.name}`);
          const key = `${queueName}:${job.id}`;
          this.active.set(key, { job, token });
          const labels = { queue: queueName, job: job.name };
          // Due at: when it was added, plus its delay (a retry's backoff, a scheduled run's interval).
          this.metrics.jobWait.observe(labels, Math.max(0, Date.now() - job.timestamp - (job.delay ?? 0)) / 1000);
          const stop = this.metrics.jobDuration.startTimer(labels);
          try {
            const result = await handler(job.data, job);
            stop({ outcome: 'completed' });
            return result;
          } catch (error) {
            stop({ outcome: 'failed' });
            throw error;
          } finally {
            this.active.delete(key);
          }
        },
        { connection, prefix: this.queues.prefix, concurrency: QUEUE_CONCURRENCY[queueName] },
      );
      worker.on('failed', (job, error) => this.logger.warn({ job: job?.name, id: job?.id, attempts: job?.attemptsMade, err: error.message }, 'job failed'));
      worker.on('error', (error) => this.logger.error({ err: error.message }, 'worker error'));
      this.workers.push(worker);
    }
    this.metrics.reportQueueDepth(() =>
      Promise.all(
        Object.values(QueueName).map(async (queue) => ({
          queue,
          counts: await this.queues.queue(queue).getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed'),
        })),
      ),
    );
    for (const schedule of schedulesWith(this.config.jobSchedules)) {
      await this.queues
        .queue(JOB_QUEUE[schedule.job])
        .upsertJobScheduler(schedule.job, schedule.repeat, { name: schedule.job, data: {}, opts: JOB_OPTIONS[schedule.job] });
    }
    this.logger.log({ queues: Object.values(QueueName), jobs: [...handlers.keys()] }, 'job workers started');
  }

  /**
   * SIGTERM: take no new job, let the jobs in progress finish within SHUTDOWN_GRACE_SECONDS, and
   * hand back to the queue (waiting, for another worker) any that has not; nothing is lost. Runs
   * before any onApplicationShutdown hook, so PostgreSQL is still there for the jobs finishing.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const closing = Promise.all(this.workers.map((worker) => worker.close().catch(() => undefined)));
    const finished = await Promise.race([closing.then(() => true), sleep(this.config.shutdownGraceSeconds * 1000, false, { ref: false })]);
    if (finished) return;
    const unfinished = [...this.active.values()];
    this.logger.warn({ jobs: unfinished.map(({ job }) => `${job.name}:${job.id}`) }, 'jobs still running after the grace period go back to the queue');
    await Promise.all(
      unfinished.map(({ job, token }) =>
        job.moveToWait(token).catch((error: Error) => this.logger.error({ job: job.name, id: job.id, err: error.message }, 'could not hand a job back; it returns when its lock expires')),
      ),
    );
    this.active.clear();
    // worker.close() is still waiting for those handlers, which no longer own their jobs: the
    // process exits without them (their connections close in onApplicationShutdown).
  }

  async onApplicationShutdown(): Promise<void> {
    this.connections.forEach((connection) => connection.disconnect());
  }
}
