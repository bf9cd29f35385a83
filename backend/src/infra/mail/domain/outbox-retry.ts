/**
 * When an owed e-mail is tried again. The outbox row, not BullMQ, owns this schedule: a job is
 * only the vehicle of one attempt, so a lost, stalled or finished job can never strand an e-mail.
 */

/**
 * The schedule: tries at 0, 30 s, 1.5, 3.5, 7.5 and 15.5 minutes, then every 15 minutes; the 14th
 * failed attempt, about 2 h 15 min after the first, gives the e-mail up (failed: counted and listed
 * for the admin). So an SMTP server that refuses for an hour or two delays e-mails, and each goes
 * out within 15 minutes of its return. The cap keeps that wait short; the attempt count sets how
 * long an outage is outlasted (see retryScheduleMs).
 */
export const MAX_EMAIL_ATTEMPTS = 14;

/** First retry after this long; each further retry waits twice as long, up to RETRY_CAP_MS. */
export const FIRST_RETRY_MS = 30_000;
export const RETRY_CAP_MS = 15 * 60 * 1000;

/**
 * How long a row handed to the queue (or being sent) is left alone before the relay hands it over
 * again under a new job id: longer than any SMTP exchange (see the transport's timeouts), so a
 * slow send is not doubled, short enough that a worker killed mid-send delays the e-mail minutes,
 * not a day.
 */
export const HANDOVER_LEASE_MS = 5 * 60 * 1000;

/** The wait after failed attempt number `attempts` (1 = the first attempt failed). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(doublings, 30), RETRY_CAP_MS);
}

/** From the first attempt to the last one: how long refusals are outlasted before an e-mail is given up. */
export function retryScheduleMs(): number {
  let total = 0;
  for (let attempts = 1; attempts < MAX_EMAIL_ATTEMPTS; attempts++) total += retryDelayMs(attempts);
  return total;
}

export type FailedAttemptOutcome = { status: 'failed' } | { status: 'pending'; retryInMs: number };

/** What failed attempt number `attempts` leads to: another try later, or permanent failure after the last one. */
export function afterFailedAttempt(attempts: number): FailedAttemptOutcome {
  if (attempts >= MAX_EMAIL_ATTEMPTS) return { status: 'failed' };
  return { status: 'pending', retryInMs: retryDelayMs(attempts) };
}

/**
 * The BullMQ job id of one handover: unique per (row, handover number), so BullMQ never ignores
 * a re-handover because it still keeps the finished or stalled job of an earlier one.
 */
export function sendJobId(outboxId: string, handover: number): string {
  return `email-${outboxId}-${handover}`;
}
