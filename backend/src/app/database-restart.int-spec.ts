import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { DATABASE_TIMEOUTS } from '../infra/database/database.module.js';
import { migrateDatabase } from '../infra/database/migrate.js';
import { type HoldingSmtpServer, startHoldingSmtpServer } from '../infra/mail/testing/holding-smtp-server.js';
import { createCategory, createMenuItem } from '../modules/menu/menu.test-factory.js';
import { type BackendProcess, startBackendProcess, stopBackendProcess, waitForProcess } from '../test/backend-process.js';
import { type PrivatePostgres, startPrivatePostgres } from '../test/private-postgres.js';
import { createTestDataSource } from '../test/test-database.js';
import { freePort } from '../test/test-app.js';
import { deleteRedisKeys } from '../test/test-run.js';

/** A stand-in for frontend/dist: the template and an SSR entry that renders the settings it was given. */
function fakeFrontendDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'walkden-dbdown-'));
  mkdirSync(join(dir, 'client'), { recursive: true });
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'client', 'index.html'), '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>');
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    `export async function render() { return { html: '<p>The home page</p>', head: '', state: {}, statusCode: 200 }; }`,
  );
  return dir;
}

/** A GET that gives up after `limitMs`: a request held longer is the failure this test is about. */
async function get(url: string, limitMs: number): Promise<{ status: number; retryAfter: string | null; text: string; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(limitMs), headers: { accept: 'text/html,application/json' } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text(), ms: Date.now() - started };
}

/** A server that takes connections on the port and never answers: PostgreSQL hung, or a network that drops packets. */
async function silentServer(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('PostgreSQL restarts under a running api and worker', () => {
  const REDIS_PREFIX = `${process.env.REDIS_PREFIX ?? 'walkden_test'}:dbdown`;
  let postgres: PrivatePostgres;
  let dist: string;
  let api: BackendProcess;
  let worker: BackendProcess;
  let smtp: HoldingSmtpServer;
  let databaseUrl: string;
  let url: string;
  let dishName: string;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    databaseUrl = postgres.url('walkden');
    await migrateDatabase(databaseUrl);
    const dataSource: DataSource = await createTestDataSource(databaseUrl);
    const dish = await createMenuItem(dataSource, await createCategory(dataSource));
    dishName = dish.name;
    await dataSource.destroy();
    dist = fakeFrontendDist();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    api = startBackendProcess('main.ts', {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX,
      FRONTEND_DIST_DIR: dist,
    });
    smtp = await startHoldingSmtpServer();
    worker = startBackendProcess('worker.ts', {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX,
      SMTP_URL: smtp.smtpUrl,
      // The outbox relay every second: it runs again and again while PostgreSQL is away.
      JOB_SCHEDULES: 'dispatch-outbox=every 1s',
    });
    await waitForProcess('the api', api, async () => (await fetch(`${url}/health/ready`)).ok, 90_000);
    await waitForProcess('the worker', worker, () => worker.output.join('').includes('job workers started'), 90_000);
  }, 150_000);

  /** Polls /health/ready until it answers `status`; fails with the last answer after `timeoutMs`. */
  async function readinessBecomes(status: number, timeoutMs: number, limitMs: number) {
    const deadline = Date.now() + timeoutMs;
    let answer = await get(`${url}/health/ready`, limitMs);
    while (answer.status !== status && Date.now() < deadline) {
      await sleep(100);
      answer = await get(`${url}/health/ready`, limitMs);
    }
    expect([answer.status, answer.text]).toEqual([status, expect.any(String)]);
    return answer;
  }

  afterAll(async () => {
    if (api) await stopBackendProcess(api);
    if (worker) await stopBackendProcess(worker);
    await smtp?.close();
    await postgres?.destroy();
    if (dist) rmSync(dist, { recursive: true, force: true });
    await deleteRedisKeys(REDIS_PREFIX);
  });

  it('reports not ready, answers pages 503 with Retry-After and the API in its error shape, serves the cached menu, never holds a request, and recovers by itself', async () => {
    // Within bounds: the connection timeout plus a margin for a busy machine.
    const limitMs = DATABASE_TIMEOUTS.CONNECT_TIMEOUT_MS + 3_000;
    expect((await get(`${url}/`, limitMs)).status).toBe(200);
    const menu = await get(`${url}/api/menu`, limitMs);
    expect(menu.status).toBe(200);
    expect(menu.text).toContain(dishName);

    // An e-mail owed, falling due while PostgreSQL is away: only the worker's relay can send it.
    const owed = await createTestDataSource(databaseUrl);
    const [{ id: owedId }] = (await owed.query(
      `INSERT INTO email_outbox (kind, payload, dedupe_key, next_attempt_at) VALUES ('account-exists', $1, 'dbdown-owed', now() + interval '6 seconds') RETURNING id`,
      [JSON.stringify({ to: 'owed@dbdown.test', data: { link: 'http://127.0.0.1/auth' } })],
    )) as { id: string }[];
    await owed.destroy();

    await postgres.stop();
    const stoppedAt = Date.now();
    expect(smtp.delivered).toEqual([]);

    // Readiness says so within its own 2 s check.
    const ready = await readinessBecomes(503, 5_000, limitMs);
    expect(JSON.parse(ready.text)).toMatchObject({ error: { details: { checks: { database: expect.stringMatching(/^down/), redis: 'up' } } } });

    const checkOutage = async () => {
      const page = await get(`${url}/takeaway`, limitMs);
      expect([page.status, page.retryAfter]).toEqual([503, '60']);
      expect(page.text).toContain('We are having trouble, please try again in a minute.');
      expect(page.text).toMatch(/^<!doctype html>/);

      const settings = await get(`${url}/api/settings`, limitMs);
      expect([settings.status, settings.retryAfter]).toEqual([503, '60']);
      expect(JSON.parse(settings.text)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE', message: 'We are having trouble, please try again in a minute.' } });

      // What the caches hold is still served.
      const cached = await get(`${url}/api/menu`, limitMs);
      expect([cached.status, cached.text]).toEqual([200, menu.text]);
    };

    // Refused connections (PostgreSQL stopped)...
    await checkOutage();
    // ...and a PostgreSQL that takes connections but never answers: bounded by the connection timeout.
    const silent = await silentServer(postgres.port);
    try {
      await checkOutage();
    } finally {
      await silent.close();
    }
    // About ten seconds down in all, asking all along.
    while (Date.now() - stoppedAt < 10_000) {
      expect((await get(`${url}/`, limitMs)).status).toBe(503);
      await sleep(500);
    }

    await postgres.start();
    await readinessBecomes(200, 20_000, limitMs);
    expect((await get(`${url}/`, limitMs)).status).toBe(200);
    expect((await get(`${url}/api/settings`, limitMs)).status).toBe(200);
    // Recovered by itself: the same process all along.
    expect(api.process.exitCode).toBeNull();

    // The worker too, without a restart of its own: its relay sends the e-mail owed, once.
    const deadline = Date.now() + 30_000;
    while (smtp.delivered.length === 0 && Date.now() < deadline) await sleep(200);
    expect(smtp.delivered.map((message) => message.messageId)).toEqual([`<${owedId}@walkden.mail>`]);
    const after = await createTestDataSource(databaseUrl);
    try {
      expect(await after.query('SELECT status FROM email_outbox WHERE id = $1', [owedId])).toEqual([{ status: 'sent' }]);
    } finally {
      await after.destroy();
    }
    expect([worker.process.exitCode, worker.process.signalCode]).toEqual([null, null]);
  }, 120_000);
});
