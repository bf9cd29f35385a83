import { ADMIN_NAMESPACE, STOREFRONT_NAMESPACE } from '@walkden/contract/socket-events';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { startPostcodeStandin } from '../../dev/postcode-standin.js';
import type { RunningStandin } from '../../dev/http-server.js';
import { startStripeStandin, type RunningStripeStandin } from '../../dev/stripe-standin.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { truncateAll } from '../../test/test-database.js';
import { until } from '../../test/until.js';
import { UsersService } from '../accounts/users.service.js';
import { AuditEntry } from '../audit/entities/audit-entry.entity.js';
import { Order } from '../orders/entities/order.entity.js';
import { collectionOrder, createCustomer, deliveryOrder, fillCart, londonTime, type PricedItem, seedRestaurant, tuesday } from '../orders/orders.test-factory.js';

type Heard = { event: string; message: unknown }[];

describe('busy mode: pausing online orders and adding prep time', () => {
  let postcodes: RunningStandin;
  let stripe: RunningStripeStandin;
  let api: TestApp;
  let dataSource: DataSource;
  let burger: PricedItem;
  let fries: PricedItem;
  let staff: TestHttpClient;
  const sockets: Socket[] = [];
  const onStorefront: Heard = [];
  const onAdmin: Heard = [];

  /** The signed-in member of staff with the restaurant clock pinned at `now`. */
  const staffAt = (now: string) => {
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': '10.26.0.1', 'x-test-now': now });
    for (const [name, value] of staff.cookies) client.cookies.set(name, value);
    return client;
  };

  beforeAll(async () => {
    postcodes = await startPostcodeStandin({ port: 0 });
    stripe = await startStripeStandin({ port: 0, log: () => undefined });
    api = await createTestApp({ POSTCODE_API_BASE: postcodes.url, STRIPE_API_BASE: stripe.url, TEST_CLOCK_ENABLED: 'true' });
    stripe.setWebhookTarget(`${api.url}/api/payments/webhook`);
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    ({ burger, fries } = await seedRestaurant(api));
    await api.app.get(UsersService).createUser({ email: 'kitchen@busy.test', password: 'busy staff pass 1!', emailConfirmed: true, role: 'staff' });
    staff = new TestHttpClient(api.url, { 'x-forwarded-for': '10.26.0.1' });
    expect((await staff.post('/api/auth/sign-in', { email: 'kitchen@busy.test', password: 'busy staff pass 1!' })).status).toBe(200);
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const visitor = io(`${api.url}${STOREFRONT_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true });
    const screen = io(`${api.url}${ADMIN_NAMESPACE}`, { transports: ['websocket'], extraHeaders: { cookie, origin: new URL(api.url).origin }, reconnection: false, forceNew: true });
    sockets.push(visitor, screen);
    visitor.on('busy-mode.changed', (message: unknown) => onStorefront.push({ event: 'busy-mode.changed', message }));
    screen.on('busy-mode.changed', (message: unknown) => onAdmin.push({ event: 'busy-mode.changed', message }));
    await Promise.all(sockets.map((socket) => new Promise<void>((resolve, reject) => (socket.on('connect', () => resolve()), socket.on('connect_error', reject)))));
  });

  afterEach(async () => {
    await staff.put('/api/admin/busy-mode/reopen', { types: 'both' });
    await staff.delete('/api/admin/busy-mode/prep-time');
    onStorefront.length = 0;
    onAdmin.length = 0;
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await api?.close();
    await stripe?.close();
    await postcodes?.close();
  });

  it('refuses Place Order for the paused type with the message, takes the other type, and takes orders again once the pause has ended', async () => {
    const day = tuesday(30);
    const paused = await staffAt(londonTime(day, '11:00')).put('/api/admin/busy-mode/pause', { types: 'collection', minutes: 30 });
    expect(paused.status).toBe(200);
    // August: British Summer Time, so 11:30 in London is 10:30 UTC.
    expect(paused.body).toEqual({ collection: { until: `${day}T10:30:00.000Z` }, delivery: null, prepTime: null });

    const during = await createCustomer(api, { now: londonTime(day, '11:10') });
    await fillCart(during, [{ item: fries }]);
    const refused = await during.client.post('/api/orders', collectionOrder('12:00'));
    expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([409, 'ORDERS_PAUSED', "We're not taking online orders right now, back at 11:30"]);
    expect((await new TestHttpClient(api.url, { 'x-test-now': londonTime(day, '11:10') }).get('/api/busy-mode')).body).toMatchObject({ collection: { until: `${day}T10:30:00.000Z` } });

    const hungry = await createCustomer(api, { now: londonTime(day, '11:10') });
    await fillCart(hungry, [{ item: burger, option: 'Double', quantity: 2 }]);
    const delivery = await hungry.client.post('/api/orders', deliveryOrder('12:00'));
    expect(delivery.status).toBe(201);

    // The row is still there at 11:31, but the pause has ended by itself.
    const after = await createCustomer(api, { now: londonTime(day, '11:31') });
    await fillCart(after, [{ item: fries }]);
    expect((await new TestHttpClient(api.url, { 'x-test-now': londonTime(day, '11:31') }).get('/api/busy-mode')).body).toEqual({ collection: null, delivery: null, prepTime: null });
    const accepted = await after.client.post('/api/orders', collectionOrder('12:15'));
    expect(accepted.status).toBe(201);
  });

  it('says no time when paused until reopened, and takes orders again once staff reopen', async () => {
    const day = tuesday(31);
    expect((await staffAt(londonTime(day, '11:00')).put('/api/admin/busy-mode/pause', { types: 'both', minutes: null })).body).toEqual({
      collection: { until: null },
      delivery: { until: null },
      prepTime: null,
    });
    const customer = await createCustomer(api, { now: londonTime(day, '13:00') });
    await fillCart(customer, [{ item: fries }]);
    const refused = await customer.client.post('/api/orders', collectionOrder('13:30'));
    expect([refused.status, refused.body.error?.message]).toEqual([409, "We're not taking online orders right now."]);
    expect((await staffAt(londonTime(day, '13:01')).put('/api/admin/busy-mode/reopen', { types: 'both' })).body).toEqual({ collection: null, delivery: null, prepTime: null });
    expect((await customer.client.post('/api/orders', collectionOrder('13:30'))).status).toBe(201);
  });

  it("honours an online order already on Stripe's page when its payment arrives during a pause", async () => {
    const day = tuesday(32);
    const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
    await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);
    const placed = await customer.client.post('/api/orders', deliveryOrder('12:00'));
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { id: string }).id;
    const payUrl = (placed.body.next as { url: string }).url;

    expect((await staffAt(londonTime(day, '11:01')).put('/api/admin/busy-mode/pause', { types: 'both', minutes: null })).status).toBe(200);
    // The customer pays; the stand-in delivers checkout.session.completed to the webhook.
    expect((await fetch(`${payUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await until('the paid order is settled', async () => (await dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).isPaid);
    expect(await dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).toMatchObject({ isPaid: true, status: 'confirmed' });
  });

  it('moves the first slot offered later by the extra prep time, until it is ended', async () => {
    const day = tuesday(33);
    const slots = async () => {
      const response = await new TestHttpClient(api.url, { 'x-test-now': londonTime(day, '11:05') }).get('/api/checkout/slots?type=collection');
      return (response.body.slots as { time: string }[]).map((slot) => slot.time);
    };
    expect((await slots())[0]).toBe('11:30');
    const added = await staffAt(londonTime(day, '11:00')).put('/api/admin/busy-mode/prep-time', { minutes: 40 });
    expect(added.body).toEqual({ collection: null, delivery: null, prepTime: { minutes: 40, until: null } });
    expect((await slots())[0]).toBe('12:00');
    // A slot the customer can no longer be offered is refused at Place Order too.
    const customer = await createCustomer(api, { now: londonTime(day, '11:05') });
    await fillCart(customer, [{ item: fries }]);
    expect((await customer.client.post('/api/orders', collectionOrder('11:30'))).body.error?.code).toBe('SLOT_UNAVAILABLE');
    expect((await staffAt(londonTime(day, '11:06')).delete('/api/admin/busy-mode/prep-time')).body).toEqual({ collection: null, delivery: null, prepTime: null });
    expect((await slots())[0]).toBe('11:30');
    expect((await staffAt(londonTime(day, '11:06')).put('/api/admin/busy-mode/prep-time', { minutes: 12 })).body.error?.code).toBe('PREP_TIME_INVALID');
  });

  it('audits every change with the state before and after, and tells open customer pages and staff screens', async () => {
    const day = tuesday(2); // January: GMT
    await staffAt(londonTime(day, '18:00')).put('/api/admin/busy-mode/pause', { types: 'delivery', minutes: 15 });
    const expected = { state: { collection: null, delivery: { until: `${day}T18:15:00.000Z` }, prepTime: null } };
    const heard = (messages: Heard) => messages.some((entry) => JSON.stringify(entry.message) === JSON.stringify(expected));
    // (The previous test's clean-up may be heard first: each namespace must carry this change.)
    await until('busy-mode.changed on both namespaces', () => heard(onStorefront) && heard(onAdmin));
    expect(onStorefront).toContainEqual({ event: 'busy-mode.changed', message: expected });
    expect(onAdmin).toContainEqual({ event: 'busy-mode.changed', message: expected });
    // Recorded at the staff's (pinned) time, in the change's own transaction.
    const entries = await dataSource.getRepository(AuditEntry).find({ where: { area: 'busy_mode', createdAt: new Date(londonTime(day, '18:00')) } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: 'kitchen@busy.test',
      action: 'pause',
      entityId: 'busy_mode',
      before: { collection: null, delivery: null, prepTime: null },
      after: expected.state,
    });
  });

  it('lets no customer change busy mode', async () => {
    const customer = await createCustomer(api);
    expect((await customer.client.put('/api/admin/busy-mode/pause', { types: 'both' })).status).toBe(403);
    expect((await new TestHttpClient(api.url).put('/api/admin/busy-mode/pause', { types: 'both' })).status).toBe(401);
  });
});
