import type { RateLimiterService, RateLimitResult, RateLimitRule } from '../../infra/redis/rate-limiter.service.js';
import { PLACE_ORDER_LIMITS } from './domain/order-placement-limits.js';
import type { OrderIdempotencyService } from './order-idempotency.service.js';
import { OrderPlacementGuard } from './order-placement-guard.service.js';

const ticket = { customerId: 'customer-1', key: null, requestHash: 'hash' };
const allowed: RateLimitResult = { allowed: true, retryAfterSeconds: 0, uncounted: false };

/** A limiter that answers each call with the given results and keeps the calls (one call is one Redis round trip). */
function limiterAnswering(results: RateLimitResult[]) {
  const calls: (readonly (readonly [RateLimitRule, string])[])[] = [];
  const limiter = {
    hit: () => Promise.reject(new Error('Place Order hits both limits in one call')),
    hitAll: async (hits: readonly (readonly [RateLimitRule, string])[]) => {
      calls.push(hits);
      return results;
    },
  };
  return { calls, guard: new OrderPlacementGuard({} as OrderIdempotencyService, limiter as unknown as RateLimiterService) };
}

describe('OrderPlacementGuard.admit', () => {
  it('counts the account and the address in one call to the limiter', async () => {
    const { calls, guard } = limiterAnswering([allowed, allowed]);

    await expect(guard.admit(ticket, null, '10.0.0.1')).resolves.toBeNull();

    expect(calls).toEqual([
      [
        [PLACE_ORDER_LIMITS.perAccount, 'customer-1'],
        [PLACE_ORDER_LIMITS.perIp, '10.0.0.1'],
      ],
    ]);
  });

  it('refuses with the wait of the limit reached', async () => {
    const { guard } = limiterAnswering([allowed, { allowed: false, retryAfterSeconds: 600, uncounted: false }]);

    await expect(guard.admit(ticket, null, '10.0.0.1')).rejects.toMatchObject({ code: 'TOO_MANY_ORDERS', details: { retryAfterSeconds: 600 } });
  });
});
