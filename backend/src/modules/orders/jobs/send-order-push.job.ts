import { Injectable } from '@nestjs/common';
import { OnJob } from '../../../infra/queue/on-job.decorator.js';
import { JobName, type JobPayloads } from '../../../infra/queue/queue.constants.js';
import { OrderPushService } from '../order-push.service.js';

/** Runs in the worker: tells an order's browsers it is ready (retried by BullMQ while a push service is away). */
@Injectable()
export class SendOrderPushJob {
  constructor(private readonly push: OrderPushService) {}

  @OnJob(JobName.SendOrderPush)
  run(payload: JobPayloads[JobName.SendOrderPush]): Promise<{ sent: number; gone: number }> {
    return this.push.sendReady(payload.orderId);
  }
}
