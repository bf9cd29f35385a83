import type { JobsOptions } from 'bullmq';

/** Every queue the product uses. */
export enum QueueName {
  Mail = 'mail',
  Payments = 'payments',
  /** Housekeeping: the retention purges and the visits' daily counts. */
  Maintenance = 'maintenance',
  /** The kitchen printer's tickets (issue 26). */
  Printing = 'printing',
  /** Web Push messages to customers' browsers (issue 27). */
  Push = 'push',
}

/**
 * Jobs one worker process runs at once, per queue. An e-mail job mostly waits on the SMTP relay,
 * so a burst (fifty orders at six o'clock) goes out in parallel; the others are short and rare.
 */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = {
  [QueueName.Mail]: 16,
  [QueueName.Payments]: 4,
  [QueueName.Maintenance]: 1,
  // One printer, one ticket at a time: tickets come out in the order they were asked for.
  [QueueName.Printing]: 1,
  // Each message waits on a push service; an order's few browsers go out together.
  [QueueName.Push]: 8,
};

/** Every job the product runs; the worker refuses to start if one has no handler. */
export enum JobName {
  SendEmail = 'send-email',
  DispatchOutbox = 'dispatch-outbox',
  ReconcilePayments = 'reconcile-payments',
  PurgeExpiredSessions = 'purge-expired-sessions',
  PurgePaymentEvents = 'purge-payment-events',
  PurgeVisits = 'purge-visits',
  PurgeTipRecords = 'purge-tip-records',
  RollUpVisits = 'roll-up-visits',
  LapseBookingRequests = 'lapse-booking-requests',
  SendBookingDigest = 'send-booking-digest',
  PrintTicket = 'print-ticket',
  SendOrderPush = 'send-order-push',
  SendWeeklySummary = 'send-weekly-summary',
}

export interface JobPayloads {
  /** handover: which handover of the outbox row this job is (its job id says it too). */
  [JobName.SendEmail]: { outboxId: string; handover?: number };
  [JobName.DispatchOutbox]: Record<string, never>;
  [JobName.ReconcilePayments]: Record<string, never>;
  [JobName.PurgeExpiredSessions]: Record<string, never>;
  [JobName.PurgePaymentEvents]: Record<string, never>;
  [JobName.PurgeVisits]: Record<string, never>;
  [JobName.PurgeTipRecords]: Record<string, never>;
  [JobName.RollUpVisits]: Record<string, never>;
  [JobName.LapseBookingRequests]: Record<string, never>;
  [JobName.SendBookingDigest]: Record<string, never>;
  /** printId: the order_prints row (modules/orders) this job prints. */
  [JobName.PrintTicket]: { printId: string };
  /** The order whose browsers are told its status (ready: 'Your order is ready for collection'). */
  [JobName.SendOrderPush]: { orderId: string; status: 'ready' };
  /** today: the restaurant day to read "last week" on (the worker's clock when absent). */
  [JobName.SendWeeklySummary]: { today?: string };
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.SendEmail]: QueueName.Mail,
  [JobName.DispatchOutbox]: QueueName.Mail,
  [JobName.ReconcilePayments]: QueueName.Payments,
  [JobName.PurgeExpiredSessions]: QueueName.Maintenance,
  [JobName.PurgePaymentEvents]: QueueName.Maintenance,
  [JobName.PurgeVisits]: QueueName.Maintenance,
  [JobName.PurgeTipRecords]: QueueName.Maintenance,
  [JobName.RollUpVisits]: QueueName.Maintenance,
  [JobName.LapseBookingRequests]: QueueName.Maintenance,
  [JobName.SendBookingDigest]: QueueName.Mail,
  [JobName.PrintTicket]: QueueName.Printing,
  [JobName.SendOrderPush]: QueueName.Push,
  [JobName.SendWeeklySummary]: QueueName.Mail,
};

/** A daily purge: runs again tomorrow if it fails today (it deletes what is past its period, whenever it runs). */
const PURGE_OPTIONS: JobsOptions = { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 30 }, removeOnFail: { count: 100 } };

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
  [JobName.PurgeExpiredSessions]: PURGE_OPTIONS,
  [JobName.PurgePaymentEvents]: PURGE_OPTIONS,
  [JobName.PurgeVisits]: PURGE_OPTIONS,
  [JobName.PurgeTipRecords]: PURGE_OPTIONS,
  // Hourly; a failed run leaves its days to the next (the charts count them from the visits meanwhile).
  [JobName.RollUpVisits]: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } },
  // Repeat every minute / ten minutes; a failed run is the next run's work.
  [JobName.LapseBookingRequests]: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } },
  [JobName.SendBookingDigest]: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } },
  // A printer that is off, out of paper or unplugged: tried 6 times over about 2.5 minutes (5, 10, 20, 40, 80 s),
  // then the print is failed and on Needs attention with Print again (modules/orders/order-prints.service.ts).
  [JobName.PrintTicket]: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { count: 1_000, age: 24 * 3600 },
    removeOnFail: { count: 1_000, age: 14 * 24 * 3600 },
  },
  // A push service briefly away: tried 4 times over about a minute, while 'ready' still means something.
  [JobName.SendOrderPush]: {
    attempts: 4,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { count: 1_000, age: 24 * 3600 },
    removeOnFail: { count: 1_000, age: 7 * 24 * 3600 },
  },
  // The database briefly away at 09:00: tried again within the hour (a rerun owes no second e-mail).
  [JobName.SendWeeklySummary]: { attempts: 4, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } },
};

/** How often a scheduled job runs: every so many ms, or a cron pattern on the restaurant's clock. */
export type ScheduleRepeat = { every: number } | { pattern: string; tz: 'Europe/London' };

/**
 * Repeatable jobs the worker schedules at start-up: BullMQ job schedulers keyed by the job name, so
 * every worker upserts the same scheduler and each run happens once, however many workers run.
 */
export const SCHEDULES: { job: JobName; repeat: ScheduleRepeat }[] = [
  { job: JobName.DispatchOutbox, repeat: { every: 15_000 } },
  { job: JobName.ReconcilePayments, repeat: { every: 60_000 } },
  // Issue 24: unconfirmed guest requests lapse within a minute of their two hours; busy hours' digest.
  { job: JobName.LapseBookingRequests, repeat: { every: 60_000 } },
  { job: JobName.SendBookingDigest, repeat: { every: 10 * 60_000 } },
  // Retention, nightly in the quiet hours (Europe/London), one after the other.
  { job: JobName.PurgeExpiredSessions, repeat: { pattern: '0 4 * * *', tz: 'Europe/London' } },
  { job: JobName.PurgePaymentEvents, repeat: { pattern: '10 4 * * *', tz: 'Europe/London' } },
  { job: JobName.PurgeVisits, repeat: { pattern: '20 4 * * *', tz: 'Europe/London' } },
  // Issue 29: last week's summary to the administrators, Mondays at 09:00.
  { job: JobName.SendWeeklySummary, repeat: { pattern: '0 9 * * 1', tz: 'Europe/London' } },
  // Issue 29: tip records three years after their month (the Employment (Allocation of Tips) Act 2023).
  { job: JobName.PurgeTipRecords, repeat: { pattern: '30 4 * * *', tz: 'Europe/London' } },
  // Issue 29: the Visits charts' counts of each finished London day, five past every hour.
  { job: JobName.RollUpVisits, repeat: { pattern: '5 * * * *', tz: 'Europe/London' } },
];
