import { afterFailedAttempt, FIRST_RETRY_MS, MAX_EMAIL_ATTEMPTS, RETRY_CAP_MS, retryDelayMs, sendJobId } from './outbox-retry.js';

describe('outbox retry schedule', () => {
  it('waits twice as long after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS, 8 * FIRST_RETRY_MS]);
    expect(retryDelayMs(9)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(500)).toBe(RETRY_CAP_MS);
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
