import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { RateLimiterService } from './rate-limiter.service.js';
import { createRedisClient } from './redis-clients.js';

export { REDIS } from './redis.constants.js';
import { REDIS } from './redis.constants.js';

/** Closes the shared connection when the app stops. */
@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One shared ioredis connection for caches, rate limits and sign-in state; its commands fail fast (redis-clients.ts). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        createRedisClient(config.redisUrl, 'commands', 'shared', { keyPrefix: `${config.redisPrefix}:` }),
    },
    RedisLifecycle,
    RateLimiterService,
  ],
  exports: [REDIS, RateLimiterService],
})
export class RedisModule {}
