import 'reflect-metadata';

// Runs before every test file. global-setup has put this run's name in process.env; without it a
// test would touch a developer's own database. Each Jest worker uses its own copy of the run's
// database and its own Redis prefix, so files running at the same time never share state.
const runName = process.env.TEST_RUN_NAME;
if (!runName?.startsWith('walkden_test_')) {
  throw new Error('TEST_RUN_NAME does not name a walkden_test_* run: run the tests through `npm test` (Jest global-setup).');
}
// The same name as test-run.ts's workerScoped (not imported: this file runs before each of ~150 files).
const scoped = `${runName}_w${process.env.JEST_WORKER_ID ?? '1'}`;
const databaseUrl = new URL(process.env.DATABASE_URL!);
databaseUrl.pathname = `/${scoped}`;
process.env.DATABASE_URL = databaseUrl.toString();
process.env.TEST_REDIS_PREFIX = scoped;
process.env.REDIS_PREFIX = scoped;
process.env.NODE_ENV = 'test';
