import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobWorkerService } from './job-worker.service.js';
import { QueueService } from './queue.service.js';
import { WorkerHeartbeat } from './worker-heartbeat.service.js';

/** Producers: available to every module in both processes. */
@Global()
@Module({ providers: [QueueService], exports: [QueueService] })
export class QueueModule {}

/** Consumers: only the worker process imports this. */
@Module({ imports: [DiscoveryModule], providers: [JobWorkerService, WorkerHeartbeat], exports: [JobWorkerService] })
export class QueueWorkerModule {}
