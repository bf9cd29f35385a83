import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeServer, listen } from '../../dev/http-server.js';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { startPlacesStandin, type RunningPlacesStandin } from '../../dev/places-standin.js';
import { startStripeStandin, type RunningStripeStandin } from '../../dev/stripe-standin.js';
import { freePort } from '../../test/test-app.js';
import { databaseUrlFor, TEST_REDIS_URL } from '../../test/test-run.js';
import { type DoctorCheck, runDoctor } from './doctor.js';

describe('doctor', () => {
  let mail: RunningMailCatcher;
  let stripe: RunningStripeStandin;
  /** A Stripe that refuses every key, as api.stripe.com does a revoked one. */
  let refusingStripe: { server: Server; url: string };
  let healthy: Record<string, string>;

  const verdicts = (checks: DoctorCheck[]) => Object.fromEntries(checks.map((check) => [check.name, check.ok]));
  const detailOf = (checks: DoctorCheck[], name: DoctorCheck['name']) => checks.find((check) => check.name === name)?.detail;

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    stripe = await startStripeStandin({ port: 0 });
    refusingStripe = await listen((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' } }));
    }, { port: 0 });
    healthy = { NODE_ENV: 'test', DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: TEST_REDIS_URL, SMTP_URL: mail.smtpUrl, STRIPE_API_BASE: stripe.url };
  });

  afterAll(async () => {
    await mail?.close();
    await stripe?.close();
    if (refusingStripe) await closeServer(refusingStripe.server);
  });

  it('passes every check when the configuration is valid and every service answers', async () => {
    const checks = await runDoctor(healthy, { timeoutMs: 3_000 });
    expect(checks.map((check) => check.name)).toEqual(['configuration', 'database', 'redis', 'smtp', 'stripe', 'places']);
    expect(detailOf(checks, 'places')).toBe('no PLACES_API_KEY: the site shows no reviews and no rating badge');
    expect(checks.filter((check) => !check.ok)).toEqual([]);
  });

  it('names each service that does not answer, and where it looked', async () => {
    const [redisPort, smtpPort, stripePort] = [await freePort(), await freePort(), await freePort()];
    const checks = await runDoctor(
      { ...healthy, REDIS_URL: `redis://:secret@127.0.0.1:${redisPort}`, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, STRIPE_API_BASE: `http://127.0.0.1:${stripePort}` },
      { timeoutMs: 2_000 },
    );
    expect(verdicts(checks)).toEqual({ configuration: true, database: true, redis: false, smtp: false, stripe: false, places: true });
    expect(detailOf(checks, 'redis')).toContain(`cannot reach Redis at redis://:***@127.0.0.1:${redisPort}`);
    expect(detailOf(checks, 'smtp')).toContain(`the SMTP server at smtp://127.0.0.1:${smtpPort}`);
    expect(detailOf(checks, 'stripe')).toContain(`cannot reach Stripe at http://127.0.0.1:${stripePort}`);
  });

  it('reports a missing database and one with migrations pending', async () => {
    const missing = await runDoctor({ ...healthy, DATABASE_URL: databaseUrlFor('walkden_doctor_does_not_exist') }, { timeoutMs: 3_000 });
    expect(verdicts(missing)).toMatchObject({ database: false });
    expect(detailOf(missing, 'database')).toContain('cannot reach PostgreSQL at');

    // The maintenance database exists but has none of our migrations.
    const unmigrated = await runDoctor({ ...healthy, DATABASE_URL: databaseUrlFor('postgres') }, { timeoutMs: 3_000 });
    expect(verdicts(unmigrated)).toMatchObject({ database: false });
    expect(detailOf(unmigrated, 'database')).toContain('has migrations pending: run `db:migrate`');
  });

  it('reports a Stripe secret key that Stripe refuses', async () => {
    const checks = await runDoctor({ ...healthy, STRIPE_API_BASE: refusingStripe.url }, { timeoutMs: 3_000 });
    expect(verdicts(checks)).toMatchObject({ stripe: false });
    expect(detailOf(checks, 'stripe')).toContain('refuses STRIPE_SECRET_KEY');
  });

  it('checks Google Places with the key, and never prints the key', async () => {
    const places: RunningPlacesStandin = await startPlacesStandin({ port: 0 });
    const refusing = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }));
    }, { port: 0 });
    const key = 'AIza-doctor-secret';
    try {
      const answering = await runDoctor({ ...healthy, PLACES_API_BASE: places.url, PLACES_API_KEY: key }, { timeoutMs: 3_000 });
      expect(verdicts(answering)).toMatchObject({ places: true });
      expect(places.requests.at(-1)?.searchParams.get('fields')).toBe('place_id');
      const refused = await runDoctor({ ...healthy, PLACES_API_BASE: refusing.url, PLACES_API_KEY: key }, { timeoutMs: 3_000 });
      expect(detailOf(refused, 'places')).toBe(`${refusing.url} refuses PLACES_API_KEY (REQUEST_DENIED)`);
      const absent = await runDoctor({ ...healthy, PLACES_API_BASE: `http://127.0.0.1:${await freePort()}`, PLACES_API_KEY: key }, { timeoutMs: 3_000 });
      expect(verdicts(absent)).toMatchObject({ places: false });
      expect(detailOf(absent, 'places')).toContain('cannot reach Google Places at');
      expect(JSON.stringify([answering, refused, absent])).not.toContain(key);
    } finally {
      await places.close();
      await closeServer(refusing.server);
    }
  });

  it('stops at an invalid configuration and lists every problem', async () => {
    const checks = await runDoctor({ NODE_ENV: 'production', PORT: 'eighty' });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ name: 'configuration', ok: false });
    expect(checks[0].detail).toContain('PORT must be a number (got "eighty")');
    expect(checks[0].detail).toContain('SESSION_SECRET is required in production');
  });

  it('reports a restaurant profile file that would stop the api', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'doctor-profile-')), 'profile.json');
    writeFileSync(file, JSON.stringify({ email: 'not an address' }));
    const checks = await runDoctor({ ...healthy, RESTAURANT_PROFILE_FILE: file });
    expect(checks).toEqual([{ name: 'configuration', ok: false, detail: expect.stringContaining(`RESTAURANT_PROFILE_FILE ${file}: email:`) }]);
  });
});
