/**
 * Drops this run's database and deletes this run's Redis keys. Runs in the same process as
 * global-setup, after it, so the TypeScript resolution global-setup installed is still in place.
 */
export default async function globalTeardown(): Promise<void> {
  const { dropDatabase } = await import('../infra/database/ensure-database.js');
  const { deleteRedisKeys } = await import('./test-run.js');

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && /^\/walkden_test_[a-z0-9_]+$/.test(new URL(databaseUrl).pathname)) await dropDatabase(databaseUrl);

  const prefix = process.env.TEST_REDIS_PREFIX;
  if (prefix) await deleteRedisKeys(prefix);
}
