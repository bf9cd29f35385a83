import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { RunningStandin } from '../dev/http-server.js';
import { startMailCatcher, type RunningMailCatcher } from '../dev/mail-catcher.js';
import { MailInboxClient, sentTo } from '../dev/mail-inbox.client.js';
import { startPostcodeStandin } from '../dev/postcode-standin.js';
import { startStripeStandin, type RunningStripeStandin } from '../dev/stripe-standin.js';
import { AppConfig } from '../infra/config/app-config.js';
import { JobName } from '../infra/queue/queue.constants.js';
import { QueueService } from '../infra/queue/queue.service.js';
import { ADMIN_NAMESPACE, type AdminServerToClientEvents, type ClientToServerEvents, type OrdersChangedMessage } from '../infra/realtime/socket-events.js';
import { SESSION_COOKIE } from '../modules/accounts/sessions.service.js';
import { UsersService } from '../modules/accounts/users.service.js';
import { createCategory, createMenuItem } from '../modules/menu/menu.test-factory.js';
import { insertOrder } from '../modules/orders/admin-orders.test-factory.js';
import { Order } from '../modules/orders/entities/order.entity.js';
import { deliveryOrder, fillCart, londonTime, tuesday } from '../modules/orders/orders.test-factory.js';
import { type BackendProcess, startBackendProcess as startProcess, stopBackendProcess, waitForProcess as waitFor } from '../test/backend-process.js';
import { TestHttpClient } from '../test/http-client.js';
import { freePort } from '../test/test-app.js';
import { CliModule } from './cli.module.js';
import { seedDatabase } from './seed/seed.js';
import { until } from '../test/until.js';

type AdminSocket = Socket<AdminServerToClientEvents, ClientToServerEvents>;

describe('domain events across processes: two api processes and one worker on one PostgreSQL and Redis', () => {
  const redisPrefix = `${process.env.TEST_REDIS_PREFIX}_procs`;
  let stripe: RunningStripeStandin;
  let postcodes: RunningStandin;
  let mail: RunningMailCatcher;
  let context: INestApplicationContext;
  let dataSource: DataSource;
  const children: BackendProcess[] = [];
  const apiUrls: string[] = [];
  const sockets: AdminSocket[] = [];

  beforeAll(async () => {
    [stripe, postcodes, mail] = await Promise.all([
      startStripeStandin({ port: 0, log: () => undefined }),
      startPostcodeStandin({ port: 0 }),
      startMailCatcher({ port: 0, webPort: 0 }),
    ]);
    // No webhook target: Stripe's word can only arrive through the worker's reconciliation.
    const env = (port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REDIS_PREFIX: redisPrefix,
      STRIPE_API_BASE: stripe.url,
      POSTCODE_API_BASE: postcodes.url,
      SMTP_URL: mail.smtpUrl,
      TEST_CLOCK_ENABLED: 'true',
    });
    const worker = startProcess('worker.ts', env(await freePort()));
    children.push(worker);
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const api = startProcess('main.ts', env(port));
      children.push(api);
      apiUrls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all([
      waitFor('the worker', worker, () => worker.output.join('').includes('job workers started'), 90_000),
      ...apiUrls.map((url, i) => waitFor(`api ${i + 1}`, children[i + 1], async () => (await fetch(`${url}/health/live`)).ok, 90_000)),
    ]);

    const moduleRef = await Test.createTestingModule({ imports: [CliModule] }).compile();
    context = await moduleRef.init();
    dataSource = context.get(DataSource);
  }, 180_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.all(children.map((child) => stopBackendProcess(child)));
    await context?.close();
    await Promise.all([stripe?.close(), postcodes?.close(), mail?.close()]);
  });

  async function signIn(url: string, email: string, password: string, headers: Record<string, string>): Promise<TestHttpClient> {
    const client = new TestHttpClient(url, headers);
    const response = await client.post('/api/auth/sign-in', { email, password });
    expect(response.status).toBe(200);
    return client;
  }

  /** An admin socket on `url`, resolving once connected; it records every orders.changed with its arrival time. */
  function connectAdmin(url: string, admin: TestHttpClient, heard: { message: OrdersChangedMessage; at: number }[]): Promise<AdminSocket> {
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket: AdminSocket = io(`${url}${ADMIN_NAMESPACE}`, { transports: ['websocket'], extraHeaders: { cookie, origin: new URL(url).origin }, reconnection: false });
    sockets.push(socket);
    socket.on('orders.changed', (message) => heard.push({ message, at: Date.now() }));
    return new Promise((resolve, reject) => {
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  }


  it('an order paid by the worker reaches an admin socket on either api within a second', async () => {
    await seedDatabase(dataSource);
    const burger = await createMenuItem(dataSource, await createCategory(dataSource), { name: 'Cross-process Burger', options: [{ name: 'Double', price: 895 }] });
    const users = context.get(UsersService);
    await users.createUser({ email: 'admin@procs.test', password: 'admin pass!', emailConfirmed: true, isAdmin: true });
    await users.createUser({ email: 'customer@procs.test', password: 'customer pass!', emailConfirmed: true, fullName: 'Dee Livery' });

    const [apiA, apiB] = apiUrls;
    const admin = await signIn(apiA, 'admin@procs.test', 'admin pass!', { 'x-forwarded-for': '10.7.0.1' });
    const heardOnA: { message: OrdersChangedMessage; at: number }[] = [];
    const heardOnB: { message: OrdersChangedMessage; at: number }[] = [];
    await connectAdmin(apiA, admin, heardOnA);
    await connectAdmin(apiB, admin, heardOnB);

    // The customer checks out on api A, pays on Stripe's page, and the webhook never comes.
    const day = tuesday(70);
    const shopper = await signIn(apiA, 'customer@procs.test', 'customer pass!', { 'x-test-now': londonTime(day, '11:00'), 'x-forwarded-for': '10.7.0.2' });
    await fillCart({ client: shopper, userId: '', email: 'customer@procs.test' }, [{ item: burger, option: 'Double', quantity: 2 }]);
    const placed = await shopper.post('/api/orders', deliveryOrder('12:00'));
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { id: string }).id;
    const payUrl = (placed.body.next as { url: string }).url;
    expect((await fetch(`${payUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);

    // OrderPlaced, raised in api A, reaches the sockets of both apis.
    const placedEvent = (heard: typeof heardOnA) => heard.some(({ message }) => message.event === 'OrderPlaced' && message.orderId === orderId);
    await until('OrderPlaced on both apis', () => placedEvent(heardOnA) && placedEvent(heardOnB));

    // The session is past its expiry as far as the order knows; the worker's reconciliation asks Stripe.
    await dataSource.getRepository(Order).update(orderId, { stripeSessionExpiresAt: new Date(Date.now() - 10 * 60_000) });
    const queues = new QueueService(new AppConfig({ ...process.env, REDIS_PREFIX: redisPrefix }));
    try {
      await queues.enqueue(JobName.ReconcilePayments, {});
    } finally {
      await queues.onApplicationShutdown();
    }

    const paidEvent = (heard: typeof heardOnA) => heard.find(({ message }) => message.event === 'OrderPaid' && message.orderId === orderId);
    await until('OrderPaid on both apis', () => paidEvent(heardOnA) !== undefined && paidEvent(heardOnB) !== undefined);
    const order = await dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
    expect(order).toMatchObject({ status: 'confirmed', isPaid: true });
    for (const heard of [heardOnA, heardOnB]) {
      const { message, at } = paidEvent(heard)!;
      expect(message).toEqual({ event: 'OrderPaid', orderId, orderNumber: order.orderNumber, status: 'confirmed', isPaid: true });
      expect(at - order.paidAt!.getTime()).toBeLessThan(1000);
    }
  }, 60_000);

  it('staff changes made on one api reach the admin socket on the other, and the worker sends the ready e-mail', async () => {
    const users = context.get(UsersService);
    await users.createUser({ email: 'kitchen@procs.test', password: 'kitchen pass!', emailConfirmed: true, isAdmin: true });
    const [apiA, apiB] = apiUrls;
    const kitchen = await signIn(apiB, 'kitchen@procs.test', 'kitchen pass!', { 'x-forwarded-for': '10.7.0.3' });
    const heardOnA: { message: OrdersChangedMessage; at: number }[] = [];
    await connectAdmin(apiA, kitchen, heardOnA);

    const order = await insertOrder(dataSource, { status: 'preparing', customerEmail: 'counter@procs.test' });
    const sentAt = Date.now();
    expect((await kitchen.patch(`/api/admin/orders/${order.id}/status`, { status: 'ready' })).status).toBe(200);
    expect((await kitchen.patch(`/api/admin/orders/${order.id}/paid`, { isPaid: true })).status).toBe(200);
    await until('both changes on api A', () => heardOnA.filter(({ message }) => message.orderId === order.id).length === 2);
    const heard = heardOnA.filter(({ message }) => message.orderId === order.id);
    expect(heard.map(({ message }) => message)).toEqual([
      { event: 'OrderStatusChanged', orderId: order.id, orderNumber: order.orderNumber, status: 'ready', isPaid: false },
      { event: 'OrderPaid', orderId: order.id, orderNumber: order.orderNumber, status: 'ready', isPaid: true },
    ]);
    expect(heard[0].at - sentAt).toBeLessThan(1000);

    const email = await new MailInboxClient(mail.url).waitForMessage(sentTo('counter@procs.test', new RegExp(`Your order ${order.orderNumber} is ready to collect`)));
    expect(email.text).toContain('Please collect it at the counter.');
  }, 60_000);

  it('a session made on one api works on the other, and the e-mail jobs both apis raise each run once', async () => {
    const users = context.get(UsersService);
    const [apiA, apiB] = apiUrls;
    await users.createUser({ email: 'roam@procs.test', password: 'roam pass!', emailConfirmed: true, fullName: 'Ro Am' });
    const onA = await signIn(apiA, 'roam@procs.test', 'roam pass!', { 'x-forwarded-for': '10.7.0.9' });
    // The same browser, its next request balanced to api B: the session (in PostgreSQL) and the
    // CSRF token (signed with the shared SESSION_SECRET) are good there too.
    const onB = new TestHttpClient(apiB, { 'x-forwarded-for': '10.7.0.9' });
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const session = await onB.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect((session.body.user as { email: string }).email).toBe('roam@procs.test');
    // A write on B with the token A issued, then the session is gone on A as well.
    expect((await onB.post('/api/auth/sign-out')).status).toBe(200);
    const afterSignOut = new TestHttpClient(apiA);
    afterSignOut.cookies.set(SESSION_COOKIE, onA.cookies.get(SESSION_COOKIE)!);
    expect((await afterSignOut.get('/api/auth/session')).body.user).toBeNull();

    // Six magic links asked for through both apis: the worker sends each exactly once (the relay's
    // sweep every 15 s finds them already claimed or sent).
    const emails = Array.from({ length: 6 }, (_, i) => `once-${i}@procs.test`);
    for (const email of emails) await users.createUser({ email, password: 'once pass!', emailConfirmed: true });
    await Promise.all(
      emails.map((email, i) => new TestHttpClient(apiUrls[i % 2], { 'x-forwarded-for': `10.7.1.${i + 1}` }).post('/api/auth/magic-link', { email }).then((response) => expect(response.status).toBe(200))),
    );
    const inbox = new MailInboxClient(mail.url);
    for (const email of emails) await inbox.waitForMessage(sentTo(email), 20_000);
    // Past the relay's next sweep: still one each.
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    const messages = await inbox.listMessages();
    expect(emails.map((email) => messages.filter(sentTo(email)).length)).toEqual(emails.map(() => 1));
    const rows = await dataSource.query<{ status: string; attempts: number }[]>(
      `SELECT status, attempts FROM email_outbox WHERE payload->>'to' = ANY($1)`,
      [emails],
    );
    expect(rows).toEqual(emails.map(() => ({ status: 'sent', attempts: 1 })));
  }, 90_000);
});
