import { rm, writeFile } from 'node:fs/promises';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

/** How often the worker touches its heartbeat file; the liveness probe allows several misses. */
export const HEARTBEAT_INTERVAL_MS = 10_000;

/**
 * The worker has no HTTP port, so its liveness is a file it rewrites every few seconds
 * (WORKER_HEARTBEAT_FILE). A blocked event loop stops the writes, the probe sees an old file,
 * and Kubernetes restarts the pod. Redis being down is not a reason to restart: BullMQ reconnects.
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHeartbeat.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly config: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    const file = this.config.workerHeartbeatFile;
    if (!file) return;
    await this.beat(file);
    this.timer = setInterval(() => void this.beat(file), HEARTBEAT_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    if (this.config.workerHeartbeatFile) await rm(this.config.workerHeartbeatFile, { force: true });
  }

  private async beat(file: string): Promise<void> {
    await writeFile(file, `${new Date().toISOString()}\n`).catch((error: Error) => this.logger.error({ file, err: error.message }, 'cannot write the heartbeat file'));
  }
}
