import { Injectable } from '@nestjs/common';
import { QueueName } from './queue.constants.js';
import { QueueService } from './queue.service.js';

export interface RetriedQueue {
  queue: QueueName;
  /** Failed jobs moved back to waiting. */
  retried: number;
}

/** Operators' queue maintenance (the CLI's `queue:retry-failed`). */
@Injectable()
export class FailedJobsService {
  constructor(private readonly queues: QueueService) {}

  /** Moves every failed job of one queue (or of each queue) back to waiting; the worker runs them again. */
  async retryFailedJobs(only?: QueueName): Promise<RetriedQueue[]> {
    const retried: RetriedQueue[] = [];
    for (const name of only ? [only] : Object.values(QueueName)) {
      const queue = await this.queues.connectedQueue(name);
      const failed = await queue.getFailedCount();
      if (failed > 0) await queue.retryJobs({ state: 'failed' });
      retried.push({ queue: name, retried: failed });
    }
    return retried;
  }
}
