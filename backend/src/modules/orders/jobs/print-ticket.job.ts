import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { OnJob } from '../../../infra/queue/on-job.decorator.js';
import { JobName, type JobPayloads } from '../../../infra/queue/queue.constants.js';
import { OrderPrintsService, type PrintOutcome } from '../order-prints.service.js';

/** Runs in the worker: one kitchen ticket to the printer (retried by BullMQ with backoff while it is off). */
@Injectable()
export class PrintTicketJob {
  constructor(private readonly prints: OrderPrintsService) {}

  @OnJob(JobName.PrintTicket)
  run(payload: JobPayloads[JobName.PrintTicket], job: Job): Promise<PrintOutcome> {
    return this.prints.printTicket(payload.printId, job);
  }
}
