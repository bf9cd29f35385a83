import type { JobsOptions } from 'bullmq';

/** Every queue the product uses. */
export enum QueueName {
  Mail = 'mail',
  Payments = 'payments',
}

/** Every job the product runs; the worker refuses to start if one has no handler. */
export enum JobName {
  SendEmail = 'send-email',
  DispatchOutbox = 'dispatch-outbox',
  ReconcilePayments = 'reconcile-payments',
}

export interface JobPayloads {
  /** handover: which handover of the outbox row this job is (its job id says it too). */
  [JobName.SendEmail]: { outboxId: string; handover?: number };
  [JobName.DispatchOutbox]: Record<string, never>;
  [JobName.ReconcilePayments]: Record<string, never>;
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.SendEmail]: QueueName.Mail,
  [JobName.DispatchOutbox]: QueueName.Mail,
  [JobName.ReconcilePayments]: QueueName.Payments,
};

/** Retries with backoff, and bounded retention so Redis never fills with finished jobs. */
export const JOB_OPTIONS: Record<JobName, JobsOptions> = {
  // One job is one attempt: the outbox row owns retries and backoff (infra/mail/domain/outbox-retry.ts);
  // a thrown error (the database briefly away) is retried a few times here.
  [JobName.SendEmail]: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { count: 1_000, age: 24 * 3600 },
    removeOnFail: { count: 5_000, age: 14 * 24 * 3600 },
  },
  [JobName.DispatchOutbox]: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } },
  // Repeats every minute; a failed run is simply the next run's work.
  [JobName.ReconcilePayments]: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } },
};

/** Repeatable jobs the worker schedules at start-up. */
export const SCHEDULES: { job: JobName; everyMs: number }[] = [
  { job: JobName.DispatchOutbox, everyMs: 15_000 },
  { job: JobName.ReconcilePayments, everyMs: 60_000 },
];
