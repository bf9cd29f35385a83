import { rmSync } from 'node:fs';
import { deleteRedisKeys, dropDatabase } from './databases.js';
import type { HarnessState } from './harness.js';
import { stopProcess } from './processes.js';

/** Stops the run's processes and removes its database, Redis keys and uploads; reports, never throws. */
export async function teardownHarness(state: HarnessState): Promise<void> {
  // Reverse order: api and worker before the stand-ins they talk to.
  for (const pid of [...state.pids].reverse()) await stopProcess(pid).catch(() => undefined);
  const problems: string[] = [];
  if (state.databaseUrl) await dropDatabase(state.databaseUrl).catch((error: Error) => problems.push(`database: ${error.message}`));
  await deleteRedisKeys(state.redisUrl, state.redisPrefix).catch((error: Error) => problems.push(`redis: ${error.message}`));
  rmSync(state.storageDir, { recursive: true, force: true });
  if (problems.length > 0) console.warn(`e2e teardown of run ${state.runId} left something behind:\n  ${problems.join('\n  ')}`);
}
