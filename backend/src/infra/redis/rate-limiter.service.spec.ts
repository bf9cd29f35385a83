import type { Redis } from 'ioredis';
import { RateLimiterService, type RateLimitRule } from './rate-limiter.service.js';

const perAccount: RateLimitRule = { name: 'place-order:account', limit: 2, windowSeconds: 3600, whenUncounted: 'allow' };
const perIp: RateLimitRule = { name: 'place-order:ip', limit: 3, windowSeconds: 3600, whenUncounted: 'refuse' };

/** A Redis whose transactions keep counters in memory, and which says how many it ran (one round trip each). */
function fakeRedis() {
  const counts = new Map<string, number>();
  const fake = {
    transactions: 0,
    down: false,
    multi() {
      const commands: (() => unknown)[] = [];
      const transaction = {
        incr: (key: string) => (commands.push(() => counts.set(key, (counts.get(key) ?? 0) + 1).get(key)), transaction),
        expire: () => (commands.push(() => 1), transaction),
        ttl: () => (commands.push(() => 1800), transaction),
        exec: async () => {
          if (fake.down) throw new Error('Connection is closed.');
          fake.transactions += 1;
          return commands.map((command) => [null, command()]);
        },
      };
      return transaction;
    },
  };
  return fake;
}

describe('RateLimiterService', () => {
  it('counts an attempt against several rules in one round trip, each result in the order of the rules', async () => {
    const redis = fakeRedis();
    const limiter = new RateLimiterService(redis as unknown as Redis);
    const hits = [
      [perAccount, 'customer-1'],
      [perIp, '10.0.0.1'],
    ] as const;
    await limiter.hitAll(hits);
    await limiter.hitAll(hits);
    expect(await limiter.hitAll(hits)).toEqual([
      { allowed: false, retryAfterSeconds: 1800, uncounted: false },
      { allowed: true, retryAfterSeconds: 1800, uncounted: false },
    ]);
    expect(redis.transactions).toBe(3);
    // The refused attempt was still counted by the other rule.
    expect(await limiter.hit(perIp, '10.0.0.1')).toMatchObject({ allowed: false });
  });

  it("lets each rule's whenUncounted decide when Redis cannot count", async () => {
    const redis = fakeRedis();
    redis.down = true;
    const limiter = new RateLimiterService(redis as unknown as Redis);
    expect(await limiter.hitAll([[perAccount, 'customer-1'], [perIp, '10.0.0.1']])).toEqual([
      { allowed: true, retryAfterSeconds: 0, uncounted: true },
      { allowed: false, retryAfterSeconds: 60, uncounted: true },
    ]);
  });
});
