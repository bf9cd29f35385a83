import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobWorkerService } from './job-worker.service.js';
import { QueueDashboard } from './queue-dashboard.js';
import { QueueService } from './queue.service.js';
import { WorkerHeartbeat } from './worker-heartbeat.service.js';

/** Producers: available to every module in both processes. */
@Global()
@Module({ providers: [QueueService, QueueDashboard], exports: [QueueService, QueueDashboard] })
export class QueueModule {}

/** Consumers: only the worker process imports this. */
@Module({ imports: [DiscoveryModule], providers: [JobWorkerService, WorkerHeartbeat], exports: [JobWorkerService] })
export class QueueWorkerModule {}
