import { afterFailedAttempt, FIRST_RETRY_MS, MAX_EMAIL_ATTEMPTS, RETRY_CAP_MS, retryDelayMs, retryScheduleMs, sendJobId } from './outbox-retry.js';

describe('outbox retry schedule', () => {
  it('waits twice as long after each failed attempt, up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS, 8 * FIRST_RETRY_MS]);
    expect(RETRY_CAP_MS).toBe(15 * 60_000);
    expect(retryDelayMs(6)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(500)).toBe(RETRY_CAP_MS);
  });

  it('outlasts two hours of refusals before giving an e-mail up (issue 23: an hour at least)', () => {
    expect(retryScheduleMs()).toBe((30 + 60 + 120 + 240 + 480 + 8 * 900) * 1000);
    expect(retryScheduleMs()).toBeGreaterThan(2 * 60 * 60_000);
  });

  it('tries again later until the last attempt, then fails the e-mail for good', () => {
    expect(afterFailedAttempt(1)).toEqual({ status: 'pending', retryInMs: FIRST_RETRY_MS });
    expect(afterFailedAttempt(MAX_EMAIL_ATTEMPTS - 1).status).toBe('pending');
    expect(afterFailedAttempt(MAX_EMAIL_ATTEMPTS)).toEqual({ status: 'failed' });
  });

  it('gives every handover its own job id, so a kept finished job never swallows a re-handover', () => {
    expect(sendJobId('a1', 1)).toBe('email-a1-1');
    expect(sendJobId('a1', 2)).not.toBe(sendJobId('a1', 1));
  });
});
