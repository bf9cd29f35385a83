/**
 * Drops this run's databases (the migrated one and each worker's copy) and deletes every Redis key
 * under this run's prefixes. Runs in the same process as global-setup, after it, so the TypeScript
 * resolution global-setup installed is still in place.
 */
export default async function globalTeardown(): Promise<void> {
  const { deleteRedisKeysMatching, dropDatabasesStartingWith } = await import('./test-run.js');

  const runName = process.env.TEST_RUN_NAME;
  if (!runName || !/^walkden_test_[a-z0-9_]+$/.test(runName)) return;
  await dropDatabasesStartingWith(runName);
  await deleteRedisKeysMatching(`${runName}*`);
}
