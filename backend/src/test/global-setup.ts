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
 * Once per `npm test`: a fresh database `walkden_test_<run>` with every migration applied, and a
 * Redis key prefix of its own. Both reach the tests through process.env, which Jest's workers
 * (and the in-band runner) inherit from here; global-teardown removes them.
 */
export default async function globalSetup(): Promise<void> {
  resolveTypeScriptSources();
  const { migrateDatabase } = await import('../infra/database/migrate.js');
  const { databaseUrlFor, newRunId } = await import('./test-run.js');

  const runId = newRunId();
  const databaseUrl = databaseUrlFor(`walkden_test_${runId}`);
  await migrateDatabase(databaseUrl);

  process.env.NODE_ENV = 'test';
  process.env.DATABASE_URL = databaseUrl;
  process.env.TEST_REDIS_PREFIX = `walkden_test_${runId}`;
  process.env.REDIS_PREFIX = process.env.TEST_REDIS_PREFIX;
}
