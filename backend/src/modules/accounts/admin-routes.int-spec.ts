import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { io, type Socket } from 'socket.io-client';
import { AdminGateway } from '../../infra/realtime/admin.gateway.js';
import { ADMIN_NAMESPACE } from '../../infra/realtime/socket-events.js';
import { createTestCliContext } from '../../test/cli-context.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Role } from './domain/roles.js';
import { UsersService } from './users.service.js';

interface Route {
  method: string;
  path: string;
}

/**
 * What staff may use, written out here rather than read from the code under test: the service
 * itself (Today's Orders and History: view, status, Mark Paid; Bookings: confirm, decline) and the
 * badges. Every other /api/admin route is for administrators only.
 */
const STAFF_ROUTES = [
  'GET /api/admin/badges',
  'GET /api/admin/orders/day',
  'GET /api/admin/orders/history',
  'GET /api/admin/orders/attention',
  'GET /api/admin/orders/:id',
  'PATCH /api/admin/orders/:id/status',
  'PATCH /api/admin/orders/:id/paid',
  'PATCH /api/admin/orders/:id',
  'POST /api/admin/orders/:id/collect-balance',
  'POST /api/admin/orders/:id/advance',
  'POST /api/admin/orders/:id/undo-advance',
  'GET /api/admin/bookings',
  'PATCH /api/admin/bookings/:id/status',
  'POST /api/admin/bookings/decline',
  'POST /api/admin/orders/:id/print',
  'PUT /api/admin/busy-mode/pause',
  'PUT /api/admin/busy-mode/reopen',
  'PUT /api/admin/busy-mode/prep-time',
  'DELETE /api/admin/busy-mode/prep-time',
  'PUT /api/admin/menu/items/:id/sold-out',
  'PUT /api/admin/menu/options/:id/sold-out',
  'GET /api/admin/orders/slots',
  'POST /api/admin/orders',
  // Issue 29: a delivery's driver, picked from the staff list or typed (the tips ledger is the administrators').
  'GET /api/admin/orders/drivers',
  // Issue 28: the kitchen screen reads the stations and the next hour's load.
  'GET /api/admin/stations',
  'GET /api/admin/kitchen/load',
  'PUT /api/admin/orders/:id/driver',
];

/**
 * What needs a second factor confirmed in the last 10 minutes (a step-up), also written out here:
 * deleting an order or a user, refunding, changing a role, saving the settings and exporting data
 * (a report's CSV, the tips' CSV for payroll). (Changing one's own factors on /api/account/two-step needs it too: two-step.int-spec.ts.)
 */
const STEP_UP_ROUTES = [
  'DELETE /api/admin/orders/:id',
  'POST /api/admin/orders/:id/refunds',
  'PATCH /api/admin/users/:id/role',
  'DELETE /api/admin/users/:id',
  'PUT /api/admin/settings',
  'GET /api/admin/reports/export',
  'GET /api/admin/tips/export',
];

/** Every route of the API, read from Nest's own controller metadata. */
function listRoutes(api: TestApp): Route[] {
  const discovery = api.app.get(DiscoveryService);
  const scanner = api.app.get(MetadataScanner);
  const routes: Route[] = [];
  for (const controller of discovery.getControllers()) {
    const prototype = Object.getPrototypeOf(controller.instance) as Record<string, unknown>;
    const prefixes = [Reflect.getMetadata(PATH_METADATA, controller.metatype as object) as string | string[]].flat();
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const subPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (subPaths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const prefix of prefixes) {
        for (const sub of [subPaths].flat()) {
          const path = ['/api', prefix, sub].map((part) => String(part ?? '').replace(/^\/|\/$/g, '')).filter(Boolean).join('/');
          routes.push({ method, path: `/${path}`.replace(/^\/api\/health/, '/health') });
        }
      }
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: every :param becomes a well-formed id that matches nothing. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
}

const label = (route: Route) => `${route.method} ${route.path}`;

describe('admin routes, for every role', () => {
  let api: TestApp;
  let adminRoutes: Route[];
  const clients = {} as Record<Role, TestHttpClient>;
  let nextIp = 1;

  /** A new account of `role`, signed in through the API from its own address. */
  async function signedIn(role: Role, email = `${role}-${nextIp}@routes.test`): Promise<TestHttpClient> {
    await api.app.get(UsersService).createUser({ email, password: 'role pass 1!', emailConfirmed: true, role });
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': `10.1.0.${nextIp++}` });
    expect((await client.post('/api/auth/sign-in', { email, password: 'role pass 1!' })).status).toBe(200);
    return client;
  }

  const cookieOf = (client: TestHttpClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  /** Opens an admin socket; resolves with it once connected, or with the refusal's message. */
  function connect(client: TestHttpClient | null, origin: string | null = api.url): Promise<{ socket?: Socket; outcome: string }> {
    return new Promise((resolve) => {
      const headers: Record<string, string> = {};
      if (client) headers.cookie = cookieOf(client);
      if (origin) headers.origin = origin;
      const socket = io(`${api.url}${ADMIN_NAMESPACE}`, { transports: ['websocket'], extraHeaders: headers, reconnection: false, forceNew: true });
      socket.on('connect', () => resolve({ socket, outcome: 'connected' }));
      socket.on('connect_error', (error) => {
        socket.close();
        resolve({ outcome: error.message });
      });
    });
  }

  /** An admin socket that must connect. */
  async function connected(client: TestHttpClient): Promise<Socket> {
    const { socket, outcome } = await connect(client);
    if (!socket) throw new Error(`the admin socket was refused: ${outcome}`);
    return socket;
  }

  /** Resolves when the server closes the socket; rejects after `ms`. */
  function closedByServer(socket: Socket, ms = 5_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket stayed connected')), ms);
      socket.on('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  }

  beforeAll(async () => {
    api = await createTestApp();
    adminRoutes = listRoutes(api).filter((route) => route.path.startsWith('/api/admin/') || route.path === '/api/admin');
    for (const role of ['customer', 'staff', 'administrator'] as const) clients[role] = await signedIn(role);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('finds the staff routes in the route metadata, and every route this test allows staff exists', () => {
    expect(adminRoutes.length).toBeGreaterThan(STAFF_ROUTES.length);
    expect(STAFF_ROUTES.filter((route) => !adminRoutes.some((found) => label(found) === route))).toEqual([]);
  });

  it('answers 401 anonymous, 403 to roles below the route, and lets the others through, on every admin route', async () => {
    const failures: string[] = [];
    const anonymous = new TestHttpClient(api.url);
    for (const route of adminRoutes) {
      const staffMay = STAFF_ROUTES.includes(label(route));
      const ask = (client: TestHttpClient) => client.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
      const outcomes: [string, number, (status: number) => boolean][] = [
        ['anonymous', (await ask(anonymous)).status, (status) => status === 401],
        ['customer', (await ask(clients.customer)).status, (status) => status === 403],
        ['staff', (await ask(clients.staff)).status, staffMay ? (status) => status !== 401 && status !== 403 : (status) => status === 403],
        ['administrator', (await ask(clients.administrator)).status, (status) => status !== 401 && status !== 403],
      ];
      for (const [who, status, fits] of outcomes) if (!fits(status)) failures.push(`${label(route)}: ${who} got ${status}`);
    }
    expect(failures).toEqual([]);
  });

  /** An authenticator app for the signed-in client's account, set up now; returns its secret. */
  async function enrolTotp(client: TestHttpClient): Promise<string> {
    const secret = String((await client.post('/api/account/two-step/totp', {})).body.secret);
    const confirmed = await client.post('/api/account/two-step/totp/confirm', { code: TOTP.generate({ secret: Secret.fromBase32(secret) }) });
    expect(confirmed.status).toBe(200);
    return secret;
  }

  it('asks for a step-up on exactly the sensitive routes once the last confirmation is older than 10 minutes', async () => {
    expect(STEP_UP_ROUTES.filter((route) => !adminRoutes.some((found) => label(found) === route))).toEqual([]);
    const admin = await signedIn('administrator', 'step-up@routes.test');
    await enrolTotp(admin);
    await api.app.get(DataSource).query(`UPDATE sessions SET second_factor_at = now() - interval '11 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)`, ['step-up@routes.test']);
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const response = await admin.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
      const askedForStepUp = response.status === 401 && response.body?.error?.code === 'STEP_UP_REQUIRED';
      if (askedForStepUp !== STEP_UP_ROUTES.includes(label(route))) failures.push(`${label(route)}: ${response.status} ${response.body?.error?.code ?? ''}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every staff route and the admin socket to a session that has not confirmed its second factor', async () => {
    const first = await signedIn('staff', 'unconfirmed@routes.test');
    await enrolTotp(first);
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': `10.1.0.${nextIp++}` });
    expect((await client.post('/api/auth/sign-in', { email: 'unconfirmed@routes.test', password: 'role pass 1!' })).status).toBe(200);
    const failures: string[] = [];
    for (const route of adminRoutes.filter((found) => STAFF_ROUTES.includes(label(found)))) {
      const response = await client.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
      if (response.body?.error?.code !== 'SECOND_FACTOR_REQUIRED') failures.push(`${label(route)}: ${response.status}`);
    }
    expect(failures).toEqual([]);
    await expect(connect(client)).resolves.toMatchObject({ outcome: 'two-step' });
    const confirmedSocket = await connected(first);
    confirmedSocket.close();
  });

  it('shows the job queues to administrators only (anyone else is told there is nothing there)', async () => {
    await expect(clients.staff.get('/admin/queues')).resolves.toMatchObject({ status: 404 });
    await expect(clients.administrator.get('/admin/queues')).resolves.toMatchObject({ status: 200 });
  });

  it('lets staff and administrators into the admin Socket.IO namespace, from the site\'s own origin only', async () => {
    await expect(connect(null)).resolves.toMatchObject({ outcome: 'unauthorized' });
    await expect(connect(clients.customer)).resolves.toMatchObject({ outcome: 'forbidden' });
    for (const role of ['staff', 'administrator'] as const) {
      const { socket, outcome } = await connect(clients[role]);
      expect({ role, outcome }).toEqual({ role, outcome: 'connected' });
      socket?.close();
    }
    // A page on another site cannot ride an administrator's cookie (cross-site WebSocket hijacking).
    await expect(connect(clients.administrator, 'https://evil.example')).resolves.toMatchObject({ outcome: 'bad-origin' });
    await expect(connect(clients.administrator, null)).resolves.toMatchObject({ outcome: 'bad-origin' });
  });

  it('closes a member of staff\'s sockets when their role changes, when they sign out and when their account is deleted', async () => {
    const users = api.app.get(UsersService);

    const demoted = await signedIn('staff', 'demoted@routes.test');
    const demotedSocket = await connected(demoted);
    const demotedUser = await users.findByEmail('demoted@routes.test');
    const roleChange = clients.administrator.patch(`/api/admin/users/${demotedUser?.id}/role`, { role: 'customer' });
    await expect(closedByServer(demotedSocket)).resolves.toBe('io server disconnect');
    await expect(roleChange).resolves.toMatchObject({ status: 200 });
    await expect(connect(demoted)).resolves.toMatchObject({ outcome: 'unauthorized' });

    const leaving = await signedIn('staff', 'leaving@routes.test');
    const leavingSocket = await connected(leaving);
    const closed = closedByServer(leavingSocket);
    await expect(leaving.post('/api/auth/sign-out', {})).resolves.toMatchObject({ status: 200 });
    await expect(closed).resolves.toBe('io server disconnect');

    const deleted = await signedIn('staff', 'deleted@routes.test');
    const deletedSocket = await connected(deleted);
    const deletedUser = await users.findByEmail('deleted@routes.test');
    const gone = closedByServer(deletedSocket);
    await expect(clients.administrator.delete(`/api/admin/users/${deletedUser?.id}`)).resolves.toMatchObject({ status: 200 });
    await expect(gone).resolves.toBe('io server disconnect');
  });

  it("closes the socket of a session signed out from the account page, and not the account's other sessions", async () => {
    const email = 'three-browsers@routes.test';
    const tablet = await signedIn('staff', email);
    const browser = async () => {
      const client = new TestHttpClient(api.url, { 'x-forwarded-for': `10.1.0.${nextIp++}` });
      expect((await client.post('/api/auth/sign-in', { email, password: 'role pass 1!' })).status).toBe(200);
      return client;
    };
    const [phone, laptop] = [await browser(), await browser()];
    const sessionIdOf = async (client: TestHttpClient) =>
      ((await client.get('/api/account/sessions')).body.sessions as { id: string; current: boolean }[]).find((session) => session.current)!.id;
    const [tabletSocket, phoneSocket, laptopSocket] = [await connected(tablet), await connected(phone), await connected(laptop)];
    const timeline: string[] = [];
    const phoneClosed = closedByServer(phoneSocket).then(() => timeline.push('phone closed'));
    const laptopClosed = closedByServer(laptopSocket, 10_000).then(() => timeline.push('laptop closed'));

    expect((await tablet.delete(`/api/account/sessions/${await sessionIdOf(phone)}`)).status).toBe(200);
    await phoneClosed;
    const laptopSession = await sessionIdOf(laptop);
    timeline.push('laptop signed out');
    expect((await tablet.delete(`/api/account/sessions/${laptopSession}`)).status).toBe(200);
    await laptopClosed;
    expect(timeline).toEqual(['phone closed', 'laptop signed out', 'laptop closed']);
    // The browser that signed the others out keeps its live connection.
    expect(tabletSocket.connected).toBe(true);
    tabletSocket.close();
  });

  it('closes the sockets of a user whose role the CLI changes, at once', async () => {
    const staff = await signedIn('staff', 'cli-role@routes.test');
    const socket = await connected(staff);
    const closed = closedByServer(socket);
    const cli = await createTestCliContext();
    try {
      await cli.get(UsersService).setUserRoleByEmail('cli-role@routes.test', 'customer');
    } finally {
      await cli.close();
    }
    await expect(closed).resolves.toBe('io server disconnect');
  });

  it('closes sockets whose session ended without a message (Redis away when it ended) at the next check', async () => {
    const staff = await signedIn('staff', 'cli-demoted@routes.test');
    const socket = await connected(staff);
    const other = await connected(clients.administrator);
    // The sessions end in the database and no message reaches the sockets (as when the publisher could not reach Redis).
    const user = await api.app.get(UsersService).findByEmail('cli-demoted@routes.test');
    await api.app.get(DataSource).query('DELETE FROM sessions WHERE user_id = $1', [user?.id]);
    const closed = closedByServer(socket);
    await expect(api.app.get(AdminGateway).recheckSockets()).resolves.toBe(1);
    await expect(closed).resolves.toBe('io server disconnect');
    expect(other.connected).toBe(true);
    other.close();
  });
});
