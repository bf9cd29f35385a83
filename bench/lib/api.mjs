// Starts the built api (backend/dist/main.js) on a free port against a database of its own, migrated
// and seeded with the cli, with its own Redis prefix; `stop()` kills it and drops the database.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** CPU time a process has used so far (user and system), in ms (Linux: /proc/<pid>/stat, clock ticks of 10 ms). */
export const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Resident memory of a process, in MB (Linux). */
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * `beforeStart(databaseUrl)` runs after the seed, before the api starts (settings it reads at start-up).
 * `countRoundTrips`: the api reaches PostgreSQL through the build's round-trip counter
 * (backend/src/dev/pg-round-trip-counter.ts), and `roundTrips()` is how many it has made so far;
 * `withoutRoundTripCounter()` restarts it straight to PostgreSQL (the counter is a hop in the bench's own process).
 */
export async function startApi({ env: extraEnv = {}, seed = true, beforeStart, nodeArgs = [], countRoundTrips = false } = {}) {
  const run = randomBytes(4).toString('hex');
  const database = `walkden_bench_${run}`;
  const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    REDIS_PREFIX: `bench_${run}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_API_BASE: '',
    GOOGLE_CLIENT_ID: 'bench',
    GOOGLE_CLIENT_SECRET: 'bench',
    // Production refuses an http:// issuer; nothing asks it anything in a benchmark.
    OIDC_ISSUER_URL: 'https://accounts.google.com',
    // A metrics port of its own (production's default, 9464, may be taken by another run).
    METRICS_PORT: String(await freePort()),
    ...extraEnv,
  };
  /** Runs a CLI command; `{ input }` as the last argument is its standard input (user:create's password). */
  const cli = (...args) => {
    const input = typeof args.at(-1) === 'object' ? args.pop().input : undefined;
    execFileSync('node', ['cli/dist/main.js', ...args], { cwd: root, env, input, stdio: [input === undefined ? 'ignore' : 'pipe', 'ignore', 'ignore'] });
  };
  let api;
  let counter;
  const stopProcess = async () => {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    await counter?.stop();
    counter = undefined;
  };
  const stop = async () => {
    await stopProcess();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  };
  /** Starts the api process (through the round-trip counter when `count`) and waits until it is ready. */
  const launch = async (count) => {
    // The api's own log lines (info level, as in production) are read and dropped.
    let apiEnv = env;
    if (count) {
      const target = new URL(databaseUrl);
      const { startRoundTripCounter } = await import(join(root, 'backend/dist/dev/pg-round-trip-counter.js'));
      counter = await startRoundTripCounter({ host: target.hostname, port: Number(target.port || 5432) });
      target.host = `127.0.0.1:${counter.port}`;
      apiEnv = { ...env, DATABASE_URL: target.toString() };
    }
    api = spawn('node', [...nodeArgs, 'backend/dist/main.js'], { cwd: root, env: apiEnv, stdio: ['ignore', 'pipe', 'inherit'] });
    api.stdout.resume();
    const deadline = Date.now() + 30_000;
    while ((await fetch(`http://127.0.0.1:${port}/health/ready`).then((r) => r.ok, () => false)) === false) {
      if (Date.now() > deadline) throw new Error('api did not become ready');
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  try {
    cli('db:migrate');
    if (seed) cli('db:seed');
    if (beforeStart) await beforeStart(databaseUrl);
    await launch(countRoundTrips);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    get pid() {
      return api.pid;
    },
    env,
    databaseUrl,
    cli,
    stop,
    roundTrips: () => counter?.count() ?? null,
    roundTripCounter: () => counter,
    /** The same api restarted on the same database and port, straight to PostgreSQL: timings without the counter's hop. */
    withoutRoundTripCounter: async () => {
      await stopProcess();
      await launch(false);
    },
  };
}
