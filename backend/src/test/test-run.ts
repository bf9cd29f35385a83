import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

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
  await deleteRedisKeysMatching(`${prefix}:*`, redisUrl);
}

/** Deletes every key matching the SCAN pattern; a Redis that cannot be reached is only reported. */
export async function deleteRedisKeysMatching(pattern: string, redisUrl = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (error) {
    console.warn(`Could not delete the Redis keys ${pattern} (${(error as Error).message})`);
  } finally {
    redis.disconnect();
  }
}

/**
 * The database and Redis prefix of one Jest worker: `<run>_w<id>`. Test files in different workers
 * run at the same time, so each worker has a database (a copy of the run's migrated one) and a key
 * prefix of its own; files within a worker share them, one after another.
 */
export function workerScoped(runName: string, workerId: string | undefined): string {
  return `${runName}_w${workerId ?? '1'}`;
}

/** Creates `name` as a copy of the database of `templateUrl` (PostgreSQL's CREATE DATABASE ... TEMPLATE). */
export async function copyDatabase(templateUrl: string, name: string): Promise<string> {
  const { Client } = pg;
  const client = new Client({ connectionString: databaseUrlFor('postgres', templateUrl) });
  await client.connect();
  try {
    const template = new URL(templateUrl).pathname.slice(1);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await client.end();
  }
  return databaseUrlFor(name, templateUrl);
}

/** Drops every database whose name starts with `prefix` (the run's template and its workers' copies). */
export async function dropDatabasesStartingWith(prefix: string, baseUrl = TEST_DATABASE_BASE_URL): Promise<void> {
  const { Client } = pg;
  const client = new Client({ connectionString: databaseUrlFor('postgres', baseUrl) });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
