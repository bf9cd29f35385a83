// Throughput, latency and memory of the api serving what a customer loads first: the server-rendered
// home and menu pages and the public JSON they are built from. Runs the build against a database of
// its own; prints one line per URL and writes bench/results/http-pages.json.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const TARGETS = ['/', '/menu', '/api/menu?view=menu', '/api/settings'];
// What we hold ourselves to on this 2-core machine (p95, milliseconds, at 8 concurrent clients).
const P95_TARGET_MS = { '/': 150, '/menu': 200, '/api/menu?view=menu': 50, '/api/settings': 30 };
const RSS_TARGET_MB = 300;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function measure(base, path) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const response = await fetch(base + path);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 95).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
    p95TargetMs: P95_TARGET_MS[path],
  };
}

const run = randomBytes(4).toString('hex');
const database = `walkden_bench_${run}`;
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
const port = await freePort();
const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port), REDIS_PREFIX: `bench_${run}`,
  PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', SESSION_SECRET: randomBytes(32).toString('hex'),
  STRIPE_SECRET_KEY: 'sk_test_bench', STRIPE_WEBHOOK_SECRET: 'whsec_bench', STRIPE_API_BASE: '', GOOGLE_CLIENT_ID: 'bench', GOOGLE_CLIENT_SECRET: 'bench',
  // Production demands an https issuer (asked nothing here) and serves metrics on a port of its own.
  OIDC_ISSUER_URL: 'https://accounts.google.com', METRICS_PORT: String(await freePort()) };

let api;
try {
  execFileSync('node', ['cli/dist/main.js', 'db:migrate'], { cwd: root, env, stdio: 'ignore' });
  execFileSync('node', ['cli/dist/main.js', 'db:seed'], { cwd: root, env, stdio: 'ignore' });
  api = spawn('node', ['backend/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 30_000;
  while ((await fetch(`http://127.0.0.1:${port}/health/ready`).then((r) => r.ok, () => false)) === false) {
    if (Date.now() > deadline) throw new Error('api did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
  const base = `http://127.0.0.1:${port}`;
  for (const path of TARGETS) await measure(base, path); // warm-up: SSR module load, caches
  const results = [];
  for (const path of TARGETS) {
    const result = await measure(base, path);
    results.push(result);
    console.log(`${path.padEnd(22)} ${result.requests} req  ${String(result.rps).padStart(5)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms (target ${result.p95TargetMs})  p99 ${result.p99} ms`);
  }
  const rss = +rssMb(api.pid).toFixed(0);
  console.log(`api resident memory after ${REQUESTS * TARGETS.length * 2} requests: ${rss} MB (target ${RSS_TARGET_MB} MB)`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/http-pages.json'), JSON.stringify({ at: new Date().toISOString(), concurrency: CONCURRENCY, results, rssMb: rss, rssTargetMb: RSS_TARGET_MB }, null, 2));
} finally {
  api?.kill('SIGTERM');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await new Promise((r) => setTimeout(r, 500));
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.end();
}
