import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { rateLimitAddress } from '../http/client-address.js';
import { REDIS } from './redis.constants.js';

export interface RateLimitRule {
  /** Counter name, e.g. "sign-in:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * When Redis cannot count the attempt: `allow` (fail open: an outage must not stop customers
   * ordering or booking) or `refuse` (fail closed: sign-in and the e-mails it sends must never be
   * open to guessing or flooding). Every rule says which; docs/operations.md lists them.
   */
  whenUncounted: 'allow' | 'refuse';
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Redis could not count the attempt; `allowed` is then the rule's `whenUncounted`. */
  uncounted: boolean;
}

/** How long a refused uncounted attempt is told to wait. */
const UNCOUNTED_RETRY_SECONDS = 60;

/**
 * Fixed-window counters in Redis, shared by every api replica. A subject that is an IP address is
 * counted by rateLimitAddress (its IPv6 /64), so every per-IP limit in the app shares that rule.
 */
@Injectable()
export class RateLimiterService {
  private readonly logger = new Logger(RateLimiterService.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * Counts one attempt. If Redis cannot answer (within REDIS_COMMAND_TIMEOUT_MS, at once while it is
   * known to be down), the rule's `whenUncounted` decides.
   */
  async hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    return (await this.hitAll([[rule, subject]]))[0];
  }

  /**
   * Counts one attempt against each rule in one round trip to Redis (Place Order's per-account and
   * per-IP limits: issue 30), each result in the order of the rules. An attempt one rule refuses is
   * still counted by the others: it was made. If Redis cannot answer, each rule's `whenUncounted` decides.
   */
  async hitAll(hits: readonly (readonly [RateLimitRule, string])[]): Promise<RateLimitResult[]> {
    const transaction = this.redis.multi();
    for (const [rule, subject] of hits) {
      const key = this.keyOf(rule, subject);
      transaction.incr(key).expire(key, rule.windowSeconds, 'NX').ttl(key);
    }
    let results: [Error | null, unknown][] | null;
    try {
      results = await transaction.exec();
    } catch (error) {
      return hits.map(([rule]) => {
        const allowed = rule.whenUncounted === 'allow';
        this.logger.warn({ rule: rule.name, err: (error as Error).message }, `rate limit unavailable; ${allowed ? 'allowing' : 'refusing'}`);
        return { allowed, retryAfterSeconds: allowed ? 0 : UNCOUNTED_RETRY_SECONDS, uncounted: true };
      });
    }
    return hits.map(([rule], index) => {
      const count = Number(results?.[3 * index]?.[1] ?? 0);
      const ttl = Number(results?.[3 * index + 2]?.[1] ?? rule.windowSeconds);
      return { allowed: count <= rule.limit, retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds, uncounted: false };
    });
  }

  /**
   * Whether the subject is past the limit, without counting an attempt: for limits that count only
   * failures (sign-in per e-mail and IP), checked before the attempt and hit after a failure.
   */
  async check(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    const key = `rl:${rule.name}:${subject.toLowerCase()}`;
    let results: [Error | null, unknown][] | null;
    try {
      results = await this.redis.multi().get(key).ttl(key).exec();
    } catch (error) {
      const allowed = rule.whenUncounted === 'allow';
      this.logger.warn({ rule: rule.name, err: (error as Error).message }, `rate limit unavailable; ${allowed ? 'allowing' : 'refusing'}`);
      return { allowed, retryAfterSeconds: allowed ? 0 : UNCOUNTED_RETRY_SECONDS, uncounted: true };
    }
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? rule.windowSeconds);
    return { allowed: count < rule.limit, retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds, uncounted: false };
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.redis.del(this.keyOf(rule, subject));
  }

  private keyOf(rule: RateLimitRule, subject: string): string {
    return `rl:${rule.name}:${rateLimitAddress(subject).toLowerCase()}`;
  }
}
