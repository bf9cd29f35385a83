import { Injectable } from '@nestjs/common';
import { OnJob } from '../../../infra/queue/on-job.decorator.js';
import { JobName } from '../../../infra/queue/queue.constants.js';
import { OrderPaymentsService, type ReconcileReport } from '../order-payments.service.js';

/** Runs in the worker on SCHEDULES' timer: settles online checkouts Stripe never told us about. */
@Injectable()
export class ReconcilePaymentsJob {
  constructor(private readonly payments: OrderPaymentsService) {}

  @OnJob(JobName.ReconcilePayments)
  run(): Promise<ReconcileReport> {
    return this.payments.reconcilePayments();
  }
}
