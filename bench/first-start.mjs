// A newcomer's first `make start`: a fresh clone of this checkout's HEAD, inside a folder only its
// owner may enter and under a path with a space, with npm's cache as it is (warm after any install
// here), timed from the command to the "is ready" banner, with the time of each phase (install,
// build, migrate and seed, serve). Its own PORT, database and Redis prefix; it stops everything,
// drops the database and removes the clone.
//   BENCH_START_RUNS   how many fresh clones in a row (default 1)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './lib/api.mjs';
import { median, printTable } from './lib/table.mjs';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 1);
const TARGET_SECONDS = 75;
const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The phases, each ending at the first output line that matches. */
const PHASES = [
  ['install', /node \.ci\/check-services\.mjs|is reachable\./],
  ['build', /npm run cli -- db:migrate|node cli\/dist\/main\.js db:migrate/],
  ['migrate and seed', /Walkden Kitchen: starting at/],
  ['serve until ready', /Walkden Kitchen is ready/],
];

/** Signals make and everything it started; a group already gone is fine. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

async function oneStart() {
  const parent = mkdtempSync(join(tmpdir(), 'walkden-first-start-'));
  const clone = join(parent, 'a new folder', 'walkden-kitchen');
  mkdirSync(join(parent, 'a new folder'));
  execFileSync('git', ['clone', '--quiet', root, clone]);
  const run = randomBytes(4).toString('hex');
  const database = `walkden_first_start_${run}`;
  // Far from the default 3000; the stand-ins' ports follow PORT (README, "PORT=3100 make start").
  const port = 5200 + Math.floor(Math.random() * 50) * 10;
  const env = { ...process.env, PORT: String(port), DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${database}`), REDIS_PREFIX: `first_start_${run}` };
  delete env.NODE_ENV;
  writeFileSync(join(clone, '.env'), '');

  const started = performance.now();
  const child = spawn('make', ['start'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const marks = {};
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      for (const [phase, pattern] of PHASES) if (!(phase in marks) && pattern.test(output)) marks[phase] = (performance.now() - started) / 1000;
      if ('serve until ready' in marks) resolve();
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.once('exit', (code) => reject(new Error(`make start exited (${code}) before it was ready:\n${output.slice(-3000)}`)));
  });
  try {
    await ready;
  } finally {
    signalGroup(child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    signalGroup(child.pid, 'SIGKILL');
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(parent, { recursive: true, force: true });
  }
  // Every warning npm prints (EBADENGINE, install scripts not covered by allowScripts, deprecations): a clean install has none.
  const warnings = (output.match(/^npm warn /gm) ?? []).length;
  return { total: marks['serve until ready'], marks, warnings };
}

const results = [];
for (let i = 0; i < RUNS; i++) {
  const result = await oneStart();
  results.push(result);
  console.log(`run ${i + 1}: ready after ${result.total.toFixed(1)} s (${PHASES.map(([phase]) => `${phase} at ${result.marks[phase]?.toFixed(1)} s`).join(', ')}), npm warnings: ${result.warnings}`);
}

const total = median(results.map((result) => result.total));
const phaseTime = (index) => median(results.map((result) => result.marks[PHASES[index][0]] - (index === 0 ? 0 : result.marks[PHASES[index - 1][0]])));
const rows = [
  { figure: 'make start, fresh clone, to "is ready" (median)', value: total, unit: 's', target: `≤ ${TARGET_SECONDS} s`, met: total <= TARGET_SECONDS },
  ...PHASES.map(([phase], index) => ({ figure: `  ${phase}`, value: phaseTime(index), unit: 's' })),
  { figure: 'npm warnings in the install', value: Math.max(...results.map((result) => result.warnings)), target: '0', met: results.every((result) => result.warnings === 0) },
];
printTable(`First make start (${RUNS} run${RUNS === 1 ? '' : 's'}, npm cache warm)`, rows);
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'first-start.json'), JSON.stringify({ results, total }, null, 2));
