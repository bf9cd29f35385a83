import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from './redis.constants.js';

export interface RateLimitRule {
  /** Counter name, e.g. "sign-in:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Fixed-window counters in Redis, shared by every api replica. */
@Injectable()
export class RateLimiterService {
  private readonly logger = new Logger(RateLimiterService.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one attempt. If Redis cannot answer, the attempt is allowed: an outage must not lock everyone out. */
  async hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    const key = `rl:${rule.name}:${subject.toLowerCase()}`;
    let results: [Error | null, unknown][] | null;
    try {
      results = await this.redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').ttl(key).exec();
    } catch (error) {
      this.logger.warn({ rule: rule.name, err: (error as Error).message }, 'rate limit unavailable; allowing');
      return { allowed: true, retryAfterSeconds: 0 };
    }
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? rule.windowSeconds);
    return { allowed: count <= rule.limit, retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds };
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.redis.del(`rl:${rule.name}:${subject.toLowerCase()}`);
  }
}
