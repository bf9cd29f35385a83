// How long an e-mail owed takes to reach the relay: from the commit of its outbox row to the moment
// an SMTP server accepts the message (250 after DATA). The commit instant is PostgreSQL's own: a
// trigger the benchmark adds calls pg_notify, delivered to our LISTEN connection only at commit.
// Customers sign up through the api (each sign-up owes a confirmation e-mail in its transaction) in a
// steady stream (BENCH_MAIL_RATE per second); then BENCH_MAIL_BURST of them ask for a sign-in link at
// once. The built worker sends them all. Runs the build (api and worker) against a database of its own; prints a
// table of figures against the target and writes bench/results/mail-latency.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, root, startApi } from './lib/api.mjs';
import { printTable } from './lib/table.mjs';

const STEADY = Number(process.env.BENCH_MAIL_STEADY ?? 100);
const RATE = Number(process.env.BENCH_MAIL_RATE ?? 10);
const BURST = Number(process.env.BENCH_MAIL_BURST ?? 50);
const TARGET_P95_MS = 2_000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Accepted messages by outbox id (the Message-ID is `<outbox id@walkden.mail>`), with the instant of the 250. */
const accepted = new Map();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 8_192) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const id = /^Message-ID:\s*<([0-9a-f-]{36})@/im.exec(head)?.[1];
      if (id) accepted.set(id, Date.now());
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const owed = new Map();
const api = await startApi({
  env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: 'warn' },
  beforeStart: async (databaseUrl) => {
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    await setup.query(`CREATE FUNCTION bench_mail_owed() RETURNS trigger AS $$ BEGIN PERFORM pg_notify('bench_mail_owed', NEW.id::text); RETURN NEW; END $$ LANGUAGE plpgsql`);
    await setup.query('CREATE TRIGGER bench_mail_owed AFTER INSERT ON email_outbox FOR EACH ROW EXECUTE FUNCTION bench_mail_owed()');
    await setup.end();
  },
});
const worker = spawn('node', ['backend/dist/worker.js'], { cwd: root, env: { ...api.env, METRICS_PORT: String(await freePort()) }, stdio: ['ignore', 'pipe', 'inherit'] });
worker.stdout.resume();
const db = new pg.Client({ connectionString: api.databaseUrl });
await db.connect();
db.on('notification', (message) => owed.set(message.payload, Date.now()));
await db.query('LISTEN bench_mail_owed');

/** A guest POSTing from an address of its own (the limits are per IP), CSRF token first. */
async function post(n, path, body) {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const session = await fetch(`${api.url}/api/auth/session`, { headers: { 'x-forwarded-for': ip } });
  const cookies = session.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const csrf = cookies.find((cookie) => /csrf/i.test(cookie.split('=')[0]))?.split('=')[1];
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-csrf-token': csrf ?? '', cookie: cookies.join('; ') },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} ${n}: ${response.status} ${await response.text()}`);
}
const email = (n) => `mail-bench-${n}@bench.test`;
/** A sign-up owes a confirmation e-mail (and hashes a password: CPU-heavy). */
const signUp = (n) => post(n, '/api/auth/sign-up', { email: email(n), password: 'bench password 1', fullName: `Bench ${n}` });
/** A sign-in link for an existing account owes one e-mail and costs little else. */
const magicLink = (n) => post(1_000 + n, '/api/auth/magic-link', { email: email(n) });

/** Latencies (ms) of the e-mails owed from now on, once `expected` of them were owed and all were accepted. */
async function latencies(run) {
  const before = new Set(owed.keys());
  const expected = await run();
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ids = [...owed.keys()].filter((id) => !before.has(id));
    if (ids.length >= expected && ids.every((id) => accepted.has(id))) return ids.map((id) => accepted.get(id) - owed.get(id)).sort((a, b) => a - b);
    if (Date.now() > deadline) throw new Error(`only ${ids.filter((id) => accepted.has(id)).length} of ${expected} e-mails arrived within 2 minutes`);
    await sleep(50);
  }
}

const results = {};
try {
  // Warm-up: the worker's SMTP connection and the api's first requests.
  await latencies(() => signUp(0).then(() => 1));
  results.steady = await latencies(async () => {
    for (let n = 1; n <= STEADY; n += 1) {
      const started = Date.now();
      await signUp(n);
      await sleep(Math.max(0, 1000 / RATE - (Date.now() - started)));
    }
    return STEADY;
  });
  // The burst: e-mails owed at once by the accounts made above (sign-in links), so that the figure is
  // the e-mail path's, not fifty password hashes competing with the worker for two cores.
  results.burst = await latencies(async () => {
    await Promise.all(Array.from({ length: Math.min(BURST, STEADY) }, (_, i) => magicLink(i + 1)));
    return Math.min(BURST, STEADY);
  });
} finally {
  await db.end();
  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  await api.stop();
  await new Promise((resolve) => smtp.close(resolve));
}

const summary = (sorted) => ({ count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) });
const steady = summary(results.steady);
const burst = summary(results.burst);
console.log(`mail-latency: steady ${steady.count} e-mails at ${RATE}/s p50 ${steady.p50} ms p95 ${steady.p95} ms; burst ${burst.count} p50 ${burst.p50} ms p95 ${burst.p95} ms`);
printTable('E-mail owed → SMTP accepted', [
  { figure: `p50, ${RATE} sign-ups a second`, value: steady.p50, unit: 'ms' },
  { figure: `p95, ${RATE} sign-ups a second`, value: steady.p95, unit: 'ms', target: `≤ ${TARGET_P95_MS} ms`, met: steady.p95 <= TARGET_P95_MS },
  { figure: `p50, ${burst.count} sign-in links at once`, value: burst.p50, unit: 'ms' },
  { figure: `p95, ${burst.count} sign-in links at once`, value: burst.p95, unit: 'ms', target: `≤ ${TARGET_P95_MS} ms`, met: burst.p95 <= TARGET_P95_MS },
]);
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'mail-latency.json'), JSON.stringify({ steady, burst, rate: RATE, at: new Date().toISOString() }, null, 2));
