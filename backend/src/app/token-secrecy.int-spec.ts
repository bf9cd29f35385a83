import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../dev/mail-catcher.js';
import { linksIn, MailInboxClient, sentTo } from '../dev/mail-inbox.client.js';
import { TEST_NOW_HEADER } from '../infra/clock/clock.js';
import { hashSecureToken } from '../modules/accounts/domain/secure-token.js';
import { UsersService } from '../modules/accounts/users.service.js';
import { londonTime, uniqueClientIp } from '../modules/orders/orders.test-factory.js';
import { type BackendProcess, startBackendProcess, stopBackendProcess, waitForProcess } from '../test/backend-process.js';
import { TestHttpClient } from '../test/http-client.js';
import { freePort } from '../test/test-app.js';
import { CliModule } from './cli.module.js';
import { seedDatabase } from './seed/seed.js';

/** The columns that may hold a token, as its hash only. */
const HASHED_TOKEN_COLUMNS = new Set(['auth_tokens.token_hash', 'sessions.token_hash']);
const NOW = londonTime('2031-01-14', '09:00');

/**
 * Issue 24: "tokens never stored where URLs are stored". Runs the sign-up confirmation, magic-link,
 * password reset and booking-cancel flows against a real api process, the way a browser does
 * (today's pages, and an older e-mail's `?token=` link opened as a page and recorded as a visit),
 * then searches the api's and the worker's log output and every text or JSON column of every
 * table for each plain token.
 */
describe('e-mailed tokens never land in logs or tables', () => {
  let mail: RunningMailCatcher;
  let context: INestApplicationContext;
  let dataSource: DataSource;
  let inbox: MailInboxClient;
  let apiUrl: string;
  const children: BackendProcess[] = [];

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    inbox = new MailInboxClient(mail.url);
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    const env = (listenOn: number): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: 'test',
      // Every request logged, as in production.
      LOG_LEVEL: 'info',
      PORT: String(listenOn),
      PUBLIC_URL: apiUrl,
      REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}_tokens`,
      SMTP_URL: mail.smtpUrl,
      TEST_CLOCK_ENABLED: 'true',
    });
    const worker = startBackendProcess('worker.ts', env(await freePort()));
    const api = startBackendProcess('main.ts', env(port));
    children.push(worker, api);
    context = await (await Test.createTestingModule({ imports: [CliModule] }).compile()).init();
    dataSource = context.get(DataSource);
    await seedDatabase(dataSource);
    await Promise.all([
      waitForProcess('the worker', worker, () => worker.output.join('').includes('job workers started'), 90_000),
      waitForProcess('the api', api, async () => (await fetch(`${apiUrl}/health/live`)).ok, 90_000),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => stopBackendProcess(child)));
    await context?.close();
    await mail?.close();
  });

  const browser = () => new TestHttpClient(apiUrl, { 'x-forwarded-for': uniqueClientIp(), [TEST_NOW_HEADER]: NOW });

  /** The token of the e-mailed link to `path`, wherever the link carries it (fragment now, query before). */
  async function tokenFromEmail(to: string, subject: RegExp, path: string): Promise<string> {
    const link = linksIn(await inbox.waitForMessage(sentTo(to, subject), 20_000))
      .map((href) => new URL(href))
      .find((url) => url.pathname === path);
    expect(link).toBeDefined();
    const token = new URLSearchParams(link!.hash.slice(1)).get('token') ?? link!.searchParams.get('token');
    expect(token).toBeTruthy();
    return token!;
  }

  /**
   * What a browser does with a link: loads the page, and the page records a visit of what it shows
   * in the address bar. An older e-mail's link carries the token in the query; the visit is posted
   * with it, as today's frontend does (pathname + search): the server must not keep it.
   */
  async function openLink(client: TestHttpClient, path: string, token: string): Promise<void> {
    const old = `${path}?token=${encodeURIComponent(token)}`;
    // The page itself (without a frontend build here the server render fails: its error is logged too).
    await client.get(old);
    expect((await client.post('/api/visits', { path: old, referrer: `${apiUrl}${old}` })).status).toBeLessThan(300);
  }

  it('finds no plain token of sign-up confirmation, magic link, password reset or booking cancel anywhere', async () => {
    const tag = randomUUID().slice(0, 8);
    const tokens: Record<string, string> = {};

    // Sign-up and its confirmation link.
    const signUp = browser();
    const newcomer = `newcomer-${tag}@tokens.test`;
    expect((await signUp.post('/api/auth/sign-up', { email: newcomer, password: 'newcomer passphrase' })).status).toBe(201);
    tokens.confirm = await tokenFromEmail(newcomer, /Confirm your e-mail/, '/auth/confirm');
    await openLink(signUp, '/auth/confirm', tokens.confirm);
    expect((await signUp.get(`/api/auth/confirm?token=${tokens.confirm}`)).status).toBe(302);
    expect((await signUp.post('/api/auth/confirm', { token: tokens.confirm })).status).toBe(200);

    // Magic link.
    const magic = browser();
    const magician = `magician-${tag}@tokens.test`;
    expect((await magic.post('/api/auth/magic-link', { email: magician })).status).toBe(200);
    tokens.magic = await tokenFromEmail(magician, /sign-in link/, '/auth/magic-link');
    await openLink(magic, '/auth/magic-link', tokens.magic);
    expect((await magic.get(`/api/auth/magic-link/verify?token=${tokens.magic}`)).status).toBe(302);
    expect((await magic.post('/api/auth/magic-link/verify', { token: tokens.magic })).status).toBe(200);

    // Password reset.
    const forgetful = `forgetful-${tag}@tokens.test`;
    await context.get(UsersService).createUser({ email: forgetful, password: 'forgetful passphrase', emailConfirmed: true });
    const reset = browser();
    expect((await reset.post('/api/auth/password/forgot', { email: forgetful })).status).toBe(200);
    tokens.reset = await tokenFromEmail(forgetful, /Reset your password/, '/auth/reset-password');
    await openLink(reset, '/auth/reset-password', tokens.reset);
    expect((await reset.post('/api/auth/password/reset', { token: tokens.reset, password: 'forgetful no more, truly' })).status).toBe(200);

    // Booking cancel.
    const guest = browser();
    const booker = `booker-${tag}@tokens.test`;
    const booked = await guest.post('/api/bookings', { name: 'Sam Taylor', email: booker, phone: '07700 900123', date: '2031-01-18', time: '12:00', partySize: 2 });
    expect(booked.status).toBe(201);
    tokens.cancel = await tokenFromEmail(booker, /booking/i, '/booking/cancel');
    await openLink(guest, '/booking/cancel', tokens.cancel);
    // Today's page looks the booking up with the token in the body; yesterday's put it in a GET's query.
    await guest.post('/api/bookings/cancel/view', { token: tokens.cancel });
    await guest.get(`/api/bookings/cancel?token=${encodeURIComponent(tokens.cancel)}`);
    expect((await guest.post('/api/bookings/cancel', { token: tokens.cancel })).status).toBe(200);

    // Sent e-mails forget their links: wait until the outbox has sent everything of this test.
    const addresses = [newcomer, magician, forgetful, booker];
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [{ pending }] = await dataSource.query(`SELECT count(*)::int AS pending FROM email_outbox WHERE status <> 'sent' AND payload->>'to' = ANY($1)`, [addresses]);
      if (pending === 0) break;
      if (Date.now() > deadline) throw new Error(`${pending} e-mails of the test still unsent`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The log lines of the requests above are written once each answer is sent; the last one is in by now.
    await new Promise((resolve) => setImmediate(resolve));

    const found: string[] = [];
    const logs = children.map((child) => child.output.join('')).join('\n');
    for (const [flow, token] of Object.entries(tokens)) if (logs.includes(token)) found.push(`${flow} token in the log output`);

    const columns: { table_name: string; column_name: string }[] = await dataSource.query(`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
      ORDER BY c.table_name, c.column_name`);
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual(expect.arrayContaining(['site_visits.path', 'email_outbox.payload']));
    for (const { table_name: table, column_name: column } of columns) {
      if (HASHED_TOKEN_COLUMNS.has(`${table}.${column}`)) continue;
      for (const [flow, token] of Object.entries(tokens)) {
        const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM "${table}" WHERE position($1 in "${column}"::text) > 0`, [token]);
        if (count > 0) found.push(`${flow} token in ${table}.${column}`);
      }
    }
    expect(found).toEqual([]);

    // The hashed-token columns hold hashes, never the token itself.
    for (const flow of ['confirm', 'magic', 'reset']) {
      const rows: { token_hash: string }[] = await dataSource.query('SELECT token_hash FROM auth_tokens WHERE token_hash = $1 OR token_hash = $2', [hashSecureToken(tokens[flow]), tokens[flow]]);
      expect(rows.map((row) => row.token_hash)).toEqual([hashSecureToken(tokens[flow])]);
    }
    // The visits were recorded: only without their tokens.
    const [{ visits }] = await dataSource.query(`SELECT count(*)::int AS visits FROM site_visits WHERE path IN ('/auth/confirm', '/auth/magic-link', '/auth/reset-password', '/booking/cancel')`);
    expect(visits).toBeGreaterThanOrEqual(4);
  });
});
