import { Redis } from 'ioredis';
import pg from 'pg';

const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

/** The same server, the given database. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onMaintenanceDatabase(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlFor(serverUrl, 'postgres'), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  await onMaintenanceDatabase(databaseUrl, `CREATE DATABASE ${quote(name)}`);
}

/** Drops an e2e database, ending the connections the product may still hold. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^walkden_e2e_[a-z0-9]+$/.test(name)) throw new Error(`refusing to drop ${name}: not an e2e database`);
  await onMaintenanceDatabase(databaseUrl, `DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
}

/** Deletes every Redis key of one run (queues, sessions, rate limits) under its prefix. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
