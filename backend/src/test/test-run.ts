import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Where the test harness finds PostgreSQL and Redis (overridable for CI). */
export const TEST_DATABASE_BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A name unique to this run, usable as a database name and a Redis key prefix. */
export function newRunId(): string {
  return `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** The base URL pointed at another database on the same server. */
export function databaseUrlFor(databaseName: string, baseUrl = TEST_DATABASE_BASE_URL): string {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Deletes every key under `<prefix>:`; a Redis that cannot be reached is only reported. */
export async function deleteRedisKeys(prefix: string, redisUrl = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (error) {
    console.warn(`Could not delete the Redis keys ${prefix}:* (${(error as Error).message})`);
  } finally {
    redis.disconnect();
  }
}
