import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { RateLimiterService } from './rate-limiter.service.js';

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

/** One shared ioredis connection for caches, rate limits and pub/sub publishers. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new Redis(config.redisUrl, { keyPrefix: `${config.redisPrefix}:`, maxRetriesPerRequest: 2, lazyConnect: false }),
    },
    RedisLifecycle,
    RateLimiterService,
  ],
  exports: [REDIS, RateLimiterService],
})
export class RedisModule {}
