import { dropDatabase } from '../infra/database/ensure-database.js';
import { migrateDatabase } from '../infra/database/migrate.js';
import { databaseUrlFor, deleteRedisKeys, newRunId } from './test-run.js';

/**
 * A database and a Redis key prefix of a suite's own, for suites whose processes would otherwise
 * work through what other suites left in the run's shared ones (queued e-mails, lost checkouts,
 * booking requests due to lapse). The prefix sits under the run's, so the run's teardown sweeps it
 * even when a suite dies before its own afterAll.
 */
export interface PrivateRun {
  databaseUrl: string;
  redisPrefix: string;
  /** The settings a process or test app needs to use them. */
  env: { DATABASE_URL: string; REDIS_PREFIX: string };
  /** Creates and migrates the database. */
  create(): Promise<void>;
  /** Drops the database and deletes the prefix's keys. */
  destroy(): Promise<void>;
}

export function privateRun(name: string): PrivateRun {
  const databaseUrl = databaseUrlFor(`walkden_test_${newRunId()}_${name}`, process.env.DATABASE_URL);
  const redisPrefix = `${process.env.TEST_REDIS_PREFIX ?? process.env.REDIS_PREFIX ?? 'walkden_test'}:${name}`;
  return {
    databaseUrl,
    redisPrefix,
    env: { DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix },
    async create() {
      await migrateDatabase(databaseUrl);
    },
    async destroy() {
      await dropDatabase(databaseUrl);
      await deleteRedisKeys(redisPrefix);
    },
  };
}
