import type { INestApplicationContext } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import { DataSource } from 'typeorm';
import { Clock } from '../infra/clock/clock.js';
import { AppConfig } from '../infra/config/app-config.js';
import { DomainEvents } from '../infra/events/domain-events.service.js';
import { QUEUE_DASHBOARD_PATH } from '../infra/queue/queue-dashboard.js';
import { JOB_QUEUE, JobName, QueueName, SCHEDULES } from '../infra/queue/queue.constants.js';
import { AuthRepository } from '../modules/accounts/auth.repository.js';
import { SESSION_COOKIE, SessionsService } from '../modules/accounts/sessions.service.js';
import { AUTH_LIMITS } from '../modules/accounts/domain/auth-limits.js';
import { UsersService } from '../modules/accounts/users.service.js';
import { createCategory, createMenuItem } from '../modules/menu/menu.test-factory.js';
import { type BackendProcess, startBackendProcess, stopBackendProcess, waitForProcess } from '../test/backend-process.js';
import { createTestCliContext } from '../test/cli-context.js';
import { TestHttpClient } from '../test/http-client.js';
import { freePort } from '../test/test-app.js';
import { privateRun } from '../test/private-run.js';
import { until } from '../test/until.js';

/** Every scheduled job once a second (the purge of sessions by a cron pattern with seconds), so that a few seconds show many ticks. */
const JOB_SCHEDULES = SCHEDULES.map(({ job }) => (job === JobName.PurgeExpiredSessions ? `${job}=cron * * * * * *` : `${job}=every 1s`)).join('; ');


describe('two of everything: two api replicas and two workers on one PostgreSQL and Redis', () => {
  // A database and queues of its own: the scheduled jobs here would otherwise work through whatever earlier
  // suites left (owed e-mails, booking requests, visits), and this suite's timing would depend on the order files run in.
  const run = privateRun('twos');
  const { databaseUrl, redisPrefix } = run;
  let context: INestApplicationContext;
  let dataSource: DataSource;
  const apis: { process: BackendProcess; url: string }[] = [];
  const workers: { process: BackendProcess; startedAt: number }[] = [];
  const queueEvents: QueueEvents[] = [];
  /** Every scheduled run that completed: the scheduler that made it and the tick it was for. */
  const runs: { schedulerId: string; tick: number }[] = [];
  const failures: string[] = [];

  beforeAll(async () => {
    await run.create();
    const env = (extra: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix, ...extra });
    // Listening before any worker runs, so that no run goes unseen.
    const config = new AppConfig({ ...process.env, DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix });
    for (const queue of Object.values(QueueName)) {
      const events = new QueueEvents(queue, { connection: { url: config.redisUrl }, prefix: `${redisPrefix}:bull` });
      events.on('completed', ({ jobId }) => {
        const scheduled = /^repeat:(.+):(\d+)$/.exec(jobId);
        if (scheduled) runs.push({ schedulerId: scheduled[1], tick: Number(scheduled[2]) });
      });
      events.on('failed', ({ jobId, failedReason }) => failures.push(`${jobId}: ${failedReason}`));
      queueEvents.push(events);
    }
    await Promise.all(queueEvents.map((events) => events.waitUntilReady()));

    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      apis.push({ process: startBackendProcess('main.ts', env({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` })), url: `http://127.0.0.1:${port}` });
      workers.push({ process: startBackendProcess('worker.ts', env({ JOB_SCHEDULES })), startedAt: 0 });
    }
    context = await createTestCliContext({ DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix });
    dataSource = context.get(DataSource);
    await Promise.all([
      ...apis.map(({ process: child, url }, i) => waitForProcess(`api ${i + 1}`, child, async () => (await fetch(`${url}/health/ready`)).ok, 90_000)),
      ...workers.map(async (worker, i) => {
        await waitForProcess(`worker ${i + 1}`, worker.process, () => worker.process.output.join('').includes('job workers started'), 90_000);
        worker.startedAt = Date.now();
      }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...apis, ...workers].map(({ process: child }) => stopBackendProcess(child)));
    await Promise.all(queueEvents.map((events) => events.close()));
    await context?.close();
    await run.destroy();
  });

  /** A new user signed in on `url` (session started directly, as the api would). */
  async function signedIn(url: string, email: string, isAdmin: boolean, ip: string): Promise<TestHttpClient> {
    const user = await context.get(UsersService).createUser({ email, password: 'two pass words', emailConfirmed: true, isAdmin });
    const sessions = new SessionsService(new AuthRepository(dataSource), context.get(UsersService), context.get(Clock), context.get(DomainEvents), context.get(AppConfig));
    const client = new TestHttpClient(url, { 'x-forwarded-for': ip });
    client.cookies.set(SESSION_COOKIE, (await sessions.startSession(user.id)).token);
    return client;
  }

  /** The same browser (cookies) with its next request balanced to `url`. */
  function onReplica(client: TestHttpClient, url: string, ip: string): TestHttpClient {
    const moved = new TestHttpClient(url, { 'x-forwarded-for': ip });
    for (const [name, value] of client.cookies) moved.cookies.set(name, value);
    return moved;
  }

  it('runs each scheduled job once per tick, not once per worker', async () => {
    const from = Math.max(...workers.map((worker) => worker.startedAt)) + 1_000;
    const to = from + 6_000;
    const jobs = SCHEDULES.map(({ job }) => job);
    const schedulerJob = (schedulerId: string) => jobs.find((job) => schedulerId === job || schedulerId.startsWith(`${job}:`));
    const runsOf = (job: JobName) => runs.filter((run) => schedulerJob(run.schedulerId) === job);
    // Wait until each job has run for a tick past the window: the window's ticks have all run by then.
    const lastTicks = () => jobs.map((job) => `${job}: last tick ${Math.max(0, ...runsOf(job).map((run) => run.tick)) - to} ms past the window`).join('; ');
    await until('a run of every job past the window', () => jobs.every((job) => runsOf(job).some((run) => run.tick >= to)), 60_000, () => `${lastTicks()}; failures: ${failures.join(', ') || 'none'}`);

    const ticksInWindow = 6;
    for (const job of jobs) {
      const inWindow = runsOf(job).filter((run) => run.tick >= from && run.tick < to);
      const ticks = new Set(inWindow.map((run) => run.tick));
      const schedulers = new Set(runsOf(job).map((run) => run.schedulerId));
      expect({ job, queue: JOB_QUEUE[job], schedulers: [...schedulers], runsOnATick: inWindow.length - ticks.size }).toEqual({ job, queue: JOB_QUEUE[job], schedulers: [job], runsOnATick: 0 });
      const runsInWindow = inWindow.length;
      expect({ job, runsInWindow, ran: runsInWindow >= 1, atMostOncePerTick: runsInWindow <= ticksInWindow + 1 }).toEqual({ job, runsInWindow, ran: true, atMostOncePerTick: true });
    }
    expect(failures).toEqual([]);
  }, 90_000);

  it('a menu change made through one replica is served by the other at once', async () => {
    const [a, b] = apis;
    const item = await createMenuItem(dataSource, await createCategory(dataSource), { name: 'Twin Burger', options: [{ name: 'Single', price: 700 }] });
    const guest = new TestHttpClient(b.url, { 'x-forwarded-for': '10.9.9.1' });
    const namesOnB = async () => JSON.stringify((await guest.get('/api/menu')).body);
    // Replica B has the menu in memory (read twice), replica A changes it.
    expect(await namesOnB()).toContain('Twin Burger');
    expect(await namesOnB()).toContain('Twin Burger');
    const admin = await signedIn(a.url, 'menu-admin@twos.test', true, '10.9.9.2');
    expect((await admin.patch(`/api/admin/menu/items/${item.id}`, { name: 'Twin Burger Deluxe' })).status).toBe(200);
    expect(await namesOnB()).toContain('Twin Burger Deluxe');
  });

  it('a settings change made through one replica is what the other answers at once', async () => {
    const [a, b] = apis;
    const admin = await signedIn(a.url, 'settings-admin@twos.test', true, '10.9.9.3');
    const before = (await new TestHttpClient(b.url).get('/api/settings')).body.deliveryFee as number;
    const fee = before === 275 ? 325 : 275;
    expect((await admin.put('/api/admin/settings', { values: { delivery_fee: String(fee) } })).status).toBe(200);
    expect((await new TestHttpClient(b.url).get('/api/settings')).body.deliveryFee).toBe(fee);
    // And back, through B this time, seen on A.
    expect((await onReplica(admin, b.url, '10.9.9.3').put('/api/admin/settings', { values: { delivery_fee: String(before) } })).status).toBe(200);
    expect((await new TestHttpClient(a.url).get('/api/settings')).body.deliveryFee).toBe(before);
  });

  it('counts a rate limit across both replicas: sign-in attempts for one account from one address, alternating', async () => {
    const email = 'limited@twos.test';
    await context.get(UsersService).createUser({ email, password: 'the right one!', emailConfirmed: true });
    const { limit } = AUTH_LIMITS.signInPerEmailIp;
    const statuses: number[] = [];
    // As many wrong passwords as the (e-mail, address) limit allows, half through each replica; then the right one.
    for (let i = 0; i < limit; i += 1) {
      statuses.push((await new TestHttpClient(apis[i % 2].url, { 'x-forwarded-for': '10.9.8.1' }).post('/api/auth/sign-in', { email, password: 'not it at all' })).status);
    }
    const next = await new TestHttpClient(apis[limit % 2].url, { 'x-forwarded-for': '10.9.8.1' }).post('/api/auth/sign-in', { email, password: 'the right one!' });
    expect(statuses).toEqual(Array(limit).fill(401));
    expect(next.status).toBe(429);
  });

  it('the queue dashboard of either replica shows the same queues, and an action on one is seen on the other', async () => {
    const [a, b] = apis;
    const adminOnA = await signedIn(a.url, 'queues-admin@twos.test', true, '10.9.9.4');
    const adminOnB = onReplica(adminOnA, b.url, '10.9.9.4');
    const queuesOn = async (client: TestHttpClient) =>
      ((await client.get(`${QUEUE_DASHBOARD_PATH}/api/queues`)).body.queues as { name: string; isPaused: boolean }[]).map(({ name, isPaused }) => ({ name, isPaused })).sort((x, y) => x.name.localeCompare(y.name));
    const expected = Object.values(QueueName).sort().map((name) => ({ name, isPaused: false }));
    expect(await queuesOn(adminOnA)).toEqual(expected);
    expect(await queuesOn(adminOnB)).toEqual(expected);

    const act = (client: TestHttpClient, url: string, action: 'pause' | 'resume') =>
      fetch(`${url}${QUEUE_DASHBOARD_PATH}/api/queues/${QueueName.Maintenance}/${action}`, {
        method: 'PUT',
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: new URL(url).origin, 'x-forwarded-for': '10.9.9.4' },
      });
    try {
      expect((await act(adminOnA, a.url, 'pause')).status).toBe(200);
      const paused = expected.map((queue) => ({ ...queue, isPaused: queue.name === QueueName.Maintenance }));
      expect(await queuesOn(adminOnB)).toEqual(paused);
    } finally {
      expect((await act(adminOnB, b.url, 'resume')).status).toBe(200);
    }
    expect(await queuesOn(adminOnA)).toEqual(expected);
  });
});
