import { get } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { Clock, TEST_NOW_HEADER } from '../infra/clock/clock.js';
import { AppConfig } from '../infra/config/app-config.js';
import { DomainEvents } from '../infra/events/domain-events.service.js';
import { ADMIN_NAMESPACE, type AdminServerToClientEvents, type ClientToServerEvents, type OrdersChangedMessage } from '../infra/realtime/socket-events.js';
import { AuthRepository } from '../modules/accounts/auth.repository.js';
import { SESSION_COOKIE, SessionsService } from '../modules/accounts/sessions.service.js';
import { UsersService } from '../modules/accounts/users.service.js';
import { createCategory, createMenuItem } from '../modules/menu/menu.test-factory.js';
import { insertOrder } from '../modules/orders/admin-orders.test-factory.js';
import { collectionOrder, londonTime, tuesday } from '../modules/orders/orders.test-factory.js';
import { SettingsService } from '../modules/settings/settings.service.js';
import { snapshotSettings } from '../test/settings-snapshot.js';
import { type BackendProcess, startBackendProcess, stopBackendProcess, waitForProcess } from '../test/backend-process.js';
import { TestHttpClient, type TestResponse } from '../test/http-client.js';
import { BALANCER_IDLE_TIMEOUT_MS, startTestLoadBalancer, type TestLoadBalancer } from '../test/test-load-balancer.js';
import { freePort } from '../test/test-app.js';
import { CliModule } from './cli.module.js';
import { seedDatabase } from './seed/seed.js';
import { until } from '../test/until.js';

type AdminSocket = Socket<AdminServerToClientEvents, ClientToServerEvents>;

/** A built frontend of the smallest kind: pages are server-rendered from the real prefetched data. */
function fakeFrontendDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'walkden-rolling-dist-'));
  mkdirSync(join(dir, 'client'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>');
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    'export async function render(url, prefetched) { return { html: "<p>" + url + " " + Object.keys(prefetched).length + "</p>", head: "", state: {}, statusCode: 200 }; }',
  );
  return dir;
}


describe('rolling deploy: SIGTERM to one of two api replicas behind a load balancer, under load', () => {
  const DRAIN_SECONDS = 3;
  const HEALTH_INTERVAL_MS = 250;
  const LOAD_MS = 20_000;
  const RATE_PER_SECOND = 50;
  const SIGTERM_AT_MS = 7_000;
  const SITE = 'http://walkden.test';
  const day = tuesday(91);
  const now = londonTime(day, '10:00');
  let dist: string;
  let context: INestApplicationContext;
  let dataSource: DataSource;
  let restoreSettings: () => Promise<void> = async () => undefined;
  let balancer: TestLoadBalancer;
  const apis: { process: BackendProcess; port: number }[] = [];
  const sockets: AdminSocket[] = [];

  beforeAll(async () => {
    dist = fakeFrontendDist();
    const redisPrefix = `${process.env.TEST_REDIS_PREFIX}_rolling`;
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const child = startBackendProcess('main.ts', {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(port),
        // One site behind the balancer: the admin namespace admits the Origin of PUBLIC_URL only.
        PUBLIC_URL: SITE,
        REDIS_PREFIX: redisPrefix,
        FRONTEND_DIST_DIR: dist,
        TEST_CLOCK_ENABLED: 'true',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
        SHUTDOWN_GRACE_SECONDS: '10',
      });
      apis.push({ process: child, port });
    }
    const moduleRef = await Test.createTestingModule({ imports: [CliModule] }).compile();
    context = await moduleRef.init();
    dataSource = context.get(DataSource);
    // The seed's settings and the slot capacity this file raises, put back for the files after it in the worker.
    restoreSettings = await snapshotSettings(dataSource);
    await Promise.all(apis.map(({ process: child, port }, i) => waitForProcess(`api ${i + 1}`, child, async () => (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok, 90_000)));
    balancer = await startTestLoadBalancer(
      apis.map(({ port }) => port),
      { readinessPath: '/health/ready', healthIntervalMs: HEALTH_INTERVAL_MS, failureThreshold: 3 },
    );
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await balancer?.close();
    await Promise.all(apis.map(({ process: child }) => stopBackendProcess(child)));
    await restoreSettings();
    await context?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A client of the balancer signed in as a new user (session started directly: no sign-in limit). */
  async function signedIn(email: string, isAdmin: boolean, ip: string): Promise<TestHttpClient> {
    const user = await context.get(UsersService).createUser({ email, fullName: 'Rolling Customer', emailConfirmed: true, isAdmin });
    // The cli's module has no SessionsService; the api's, built on the same pieces.
    const sessions = new SessionsService(new AuthRepository(dataSource), context.get(UsersService), context.get(Clock), context.get(DomainEvents), context.get(AppConfig));
    const { token } = await sessions.startSession(user.id);
    const client = new TestHttpClient(balancer.url, { 'x-forwarded-for': ip, [TEST_NOW_HEADER]: now });
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  }

  it('leaves idle connections for the balancer to close: it keeps them longer than the balancer does', async () => {
    // Otherwise the api may close one just as the balancer sends a request on it: a 502 for that request.
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      get({ host: '127.0.0.1', port: apis[0].port, path: '/health/live', headers: { connection: 'keep-alive' }, agent: false }, (res) => {
        res.resume();
        res.socket.destroy();
        resolve(String(res.headers['keep-alive'] ?? ''));
      }).on('error', reject);
    });
    const seconds = Number(/timeout=(\d+)/.exec(keepAlive ?? '')?.[1]);
    expect(seconds * 1000).toBeGreaterThan(BALANCER_IDLE_TIMEOUT_MS);
  });

  it('loses no request and moves the admin socket to the other replica', async () => {
    await seedDatabase(dataSource);
    await context.get(SettingsService).setSetting('orders_per_time_slot', '100');
    const burger = await createMenuItem(dataSource, await createCategory(dataSource), { name: 'Rolling Burger', options: [{ name: 'Single', price: 1650 }] });
    const admin = await signedIn('admin@rolling.test', true, '10.8.0.1');
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => signedIn(`customer-${i}@rolling.test`, false, `10.8.1.${i + 1}`)));
    for (const customer of customers) {
      const added = await customer.post('/api/cart/items', { menuItemId: burger.id, optionId: burger.options[0].id });
      expect(added.status).toBe(200);
    }
    const orders = await Promise.all(Array.from({ length: 20 }, () => insertOrder(dataSource, { status: 'confirmed', orderDate: day, slotTime: '13:00:00' })));

    // The admin screen's socket, through the balancer, as the frontend opens it (websocket only, reconnecting).
    const heard: { message: OrdersChangedMessage; at: number }[] = [];
    let connects = 0;
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket: AdminSocket = io(`${balancer.url}${ADMIN_NAMESPACE}`, { transports: ['websocket'], extraHeaders: { cookie, origin: SITE } });
    sockets.push(socket);
    socket.on('connect', () => (connects += 1));
    socket.on('orders.changed', (message) => heard.push({ message, at: Date.now() }));
    await until('the admin socket to connect', () => connects === 1);
    const [doomed, survivor] = balancer.openTunnels(apis[0].port) === 1 ? apis : [apis[1], apis[0]];
    expect(balancer.openTunnels(doomed.port)).toBe(1);

    // Open-loop load: a request every 20 ms whatever the answers, for LOAD_MS.
    const outcomes: { what: string; status: number | string; expected: number }[] = [];
    const inFlight: Promise<void>[] = [];
    const durations: number[] = [];
    const statusOf = new Map(orders.map((order) => [order.id, 'confirmed']));
    const busy = new Set<string>();
    let placed = 0;
    const send = (what: string, expected: number, call: () => Promise<TestResponse>) => {
      const begun = Date.now();
      inFlight.push(
        call().finally(() => durations.push(Date.now() - begun)).then(
          (response) => void outcomes.push({ what, status: response.status === expected ? expected : `${response.status} ${response.text.slice(0, 200)}`, expected }),
          (error: Error) => void outcomes.push({ what, status: `${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}`, expected }),
        ),
      );
    };
    const guest = new TestHttpClient(balancer.url, { 'x-forwarded-for': '10.8.2.1' });
    const tick = (i: number) => {
      const kind = i % 10;
      const first = orders[i % orders.length];
      const order = busy.has(first.id) ? orders.find((candidate) => !busy.has(candidate.id)) : first;
      if (kind === 9 && i % 50 === 9 && placed < customers.length) {
        const customer = customers[placed++];
        send('place order', 201, () => customer.post('/api/orders', collectionOrder('12:00')));
      } else if ((kind === 7 || kind === 8) && order) {
        busy.add(order.id);
        const to = statusOf.get(order.id) === 'confirmed' ? 'preparing' : 'confirmed';
        send(`status ${to}`, 200, async () => {
          const response = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: to });
          if (response.status === 200) statusOf.set(order.id, to);
          busy.delete(order.id);
          return response;
        });
      } else if (kind === 5 || kind === 6) {
        send('page', 200, () => guest.get(kind === 5 ? '/' : '/menu'));
      } else {
        send('menu', 200, () => guest.get('/api/menu'));
      }
    };
    // A busy machine may run the timer late: each turn sends every request due by then.
    const started = Date.now();
    let signalledAt = 0;
    let sent = 0;
    while (Date.now() - started < LOAD_MS) {
      const due = Math.floor(((Date.now() - started) * RATE_PER_SECOND) / 1000);
      while (sent < due) tick(sent++);
      if (!signalledAt && Date.now() - started >= SIGTERM_AT_MS) {
        signalledAt = Date.now();
        doomed.process.process.kill('SIGTERM');
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 / RATE_PER_SECOND));
    }
    while (sent < (LOAD_MS / 1000) * RATE_PER_SECOND) tick(sent++);
    await Promise.all(inFlight);
    const [code] = await doomed.process.exited;

    // Every request answered as it should have been, through the balancer.
    expect(outcomes).toHaveLength((LOAD_MS / 1000) * RATE_PER_SECOND);
    const failed = { atClient: outcomes.filter(({ status, expected }) => status !== expected), atBalancer: balancer.failed };
    const exits = balancer.exits.map(({ at, ...exit }) => ({ ...exit, afterSignalMs: at - signalledAt }));
    // On failure, say when each replica left the pool and how slow the answers were (a busy machine shows here).
    durations.sort((a, b) => a - b);
    const latencyMs = { p50: durations[Math.floor(durations.length / 2)], p95: durations[Math.floor(durations.length * 0.95)], max: durations.at(-1) };
    expect({ ...failed, doomed: doomed.port, exits, latencyMs }).toEqual({ atClient: [], atBalancer: [], doomed: doomed.port, exits, latencyMs });
    expect(placed).toBe(customers.length);
    // The replica left the pool because its readiness said so, while it still served, not because a
    // connection was refused: nothing depended on the balancer's retry.
    expect(balancer.exits.map(({ port, reason, detail }) => ({ port, reason, detail }))).toEqual([{ port: doomed.port, reason: 'not ready', detail: 'readiness answered 503' }]);
    expect(balancer.retried).toEqual([]);
    expect(balancer.pool()).toEqual([survivor.port]);
    expect(code).toBe(0);
    expect(doomed.process.output.join('')).toContain('shutting down: not ready');
    expect(signalledAt).toBeGreaterThan(0);

    // The admin socket came back through the balancer, on the other replica, and hears the next change.
    await until('the admin socket to reconnect', () => connects === 2 && socket.connected, 10_000);
    expect(balancer.openTunnels(survivor.port)).toBe(1);
    const order = orders.find((candidate) => !busy.has(candidate.id))!;
    const to = statusOf.get(order.id) === 'confirmed' ? 'ready' : 'confirmed';
    const changedAt = Date.now();
    expect((await admin.patch(`/api/admin/orders/${order.id}/status`, { status: to })).status).toBe(200);
    await until('the change to reach the admin socket', () => heard.some(({ message, at }) => message.orderId === order.id && message.status === to && at >= changedAt), 5_000);
  }, 90_000);
});
