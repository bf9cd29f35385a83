import { Injectable } from '@nestjs/common';
import { OnJob } from '../../../infra/queue/on-job.decorator.js';
import { JobName } from '../../../infra/queue/queue.constants.js';
import type { ReconcileReport } from '../domain/payment-reconciliation.js';
import { PaymentReconciliationService } from '../payment-reconciliation.service.js';

/** Runs in the worker on SCHEDULES' timer: settles online checkouts Stripe never told us about. */
@Injectable()
export class ReconcilePaymentsJob {
  constructor(private readonly reconciliation: PaymentReconciliationService) {}

  @OnJob(JobName.ReconcilePayments)
  run(): Promise<ReconcileReport> {
    return this.reconciliation.reconcilePayments();
  }
}
