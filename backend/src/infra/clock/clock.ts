import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { RESTAURANT_ZONE } from './restaurant-time.js';

export { RESTAURANT_ZONE };

/** The header tests use to pin "now" for one request (honoured only when AppConfig.testClockEnabled). */
export const TEST_NOW_HEADER = 'x-test-now';

/**
 * Parses an X-Test-Now value: an ISO 8601 instant with an offset or Z (e.g. 2031-03-30T09:30:00Z).
 * A value without an offset would depend on the server's zone, so it is refused.
 */
export function parseTestNow(value: string | undefined): DateTime | null {
  if (!value) return null;
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) return null;
  const parsed = DateTime.fromISO(value.trim(), { setZone: true });
  return parsed.isValid ? parsed.setZone(RESTAURANT_ZONE) : null;
}

/**
 * "Now" in Europe/London, whatever the server's zone. Tests may pin it for the duration of one
 * request (see TestClockMiddleware); everything else sees the real time.
 */
@Injectable()
export class Clock {
  private readonly pinned = new AsyncLocalStorage<DateTime>();

  now(): DateTime {
    return this.pinned.getStore() ?? DateTime.now().setZone(RESTAURANT_ZONE);
  }

  /**
   * The machine's own time, never pinned. Only for a deadline that another system enforces by its
   * clock (Stripe's Checkout Session expiry): a test's pinned restaurant time means nothing to Stripe.
   */
  systemNow(): DateTime {
    return DateTime.now().setZone(RESTAURANT_ZONE);
  }

  /** Runs `fn` (and everything it starts) with "now" fixed at `instant`. */
  runAt<T>(instant: DateTime, fn: () => T): T {
    return this.pinned.run(instant.setZone(RESTAURANT_ZONE), fn);
  }
}
