import 'reflect-metadata';
import { createRequire } from 'node:module';

type Resolve = (request: string, parent: unknown, ...rest: unknown[]) => string;

/**
 * Jest loads global hooks as CommonJS, outside its module mapper, so the `./x.js` specifiers of
 * our NodeNext sources do not resolve to their `./x.ts` files. Teach Node's resolver that mapping
 * for relative specifiers before loading any of our code (Jest's transform still compiles them).
 */
function resolveTypeScriptSources(): void {
  const Module = createRequire(import.meta.url)('node:module') as { _resolveFilename: Resolve };
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function resolveWithTs(this: unknown, request, parent, ...rest) {
    try {
      return resolve.call(this, request, parent, ...rest);
    } catch (error) {
      if (!request.startsWith('.') || !request.endsWith('.js')) throw error;
      return resolve.call(this, request.replace(/\.js$/, '.ts'), parent, ...rest);
    }
  };
}

/**
 * Once per `npm test`: a fresh database `walkden_test_<run>` with every migration applied, copied
 * for each Jest worker as `walkden_test_<run>_w<id>`, and a Redis key prefix for the run. The run's
 * names reach the tests through process.env, which Jest's workers (and the in-band runner) inherit
 * from here; setup-env.ts points each worker at its own copy and prefix, and global-teardown
 * removes them all.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  resolveTypeScriptSources();
  const { migrateDatabase } = await import('../infra/database/migrate.js');
  const { copyDatabase, databaseUrlFor, newRunId, workerScoped } = await import('./test-run.js');

  const runName = `walkden_test_${newRunId()}`;
  const databaseUrl = databaseUrlFor(runName);
  await migrateDatabase(databaseUrl);
  for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker += 1) {
    await copyDatabase(databaseUrl, workerScoped(runName, String(worker)));
  }

  process.env.NODE_ENV = 'test';
  process.env.TEST_RUN_NAME = runName;
  process.env.DATABASE_URL = databaseUrl;
  process.env.TEST_REDIS_PREFIX = runName;
  process.env.REDIS_PREFIX = runName;
}
