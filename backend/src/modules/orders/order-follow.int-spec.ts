import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { ORDER_NAMESPACE, type OrderTrackedMessage } from '../../infra/realtime/socket-events.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { orderLinkToken } from './domain/order-link.js';
import { collectionOrder, createCustomer, fillCart, londonTime, type PricedItem, seedRestaurant, type TestCustomer, tuesday } from './orders.test-factory.js';

/** Issue 27: a customer follows their order live, by their session or by the order link; nobody follows another's. */
describe('following an order live', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let fries: PricedItem;
  let staff: TestHttpClient;
  const sockets: Socket[] = [];
  const day = tuesday(30);
  const now = londonTime(day, '11:00');

  // A slot of its own for each order (three fit in one): lunch runs 12:00 to 13:45 on a Tuesday.
  const slots = ['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '13:45'];
  let placedCount = 0;
  async function placeOrder(customer: TestCustomer): Promise<string> {
    await fillCart(customer, [{ item: fries }]);
    const placed = await customer.client.post('/api/orders', collectionOrder(slots[placedCount++ % slots.length]));
    expect(placed.status).toBe(201);
    return (placed.body.order as { id: string }).id;
  }

  const cookieOf = (client: TestHttpClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  /** A page's socket on /order: the order it follows, its cookie and Origin; resolves with what it heard, or rejects with the refusal. */
  function follow(auth: { orderId: string; token?: string }, options: { cookie?: string; origin?: string } = {}): Promise<OrderTrackedMessage[]> {
    const heard: OrderTrackedMessage[] = [];
    const socket = io(`${api.url}${ORDER_NAMESPACE}`, {
      transports: ['websocket'],
      auth,
      extraHeaders: { origin: options.origin ?? new URL(api.url).origin, ...(options.cookie && { cookie: options.cookie }) },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    socket.on('order.status', (message: OrderTrackedMessage) => heard.push(message));
    return new Promise((resolve, reject) => {
      socket.on('connect', () => resolve(heard));
      socket.on('connect_error', (error) => reject(error));
    });
  }

  const setStatus = async (orderId: string, status: string) => expect((await staff.patch(`/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    ({ fries } = await seedRestaurant(api));
    const user = await api.app.get(UsersService).createUser({ email: 'follow-staff@orders.test', emailConfirmed: true, role: 'staff' });
    staff = new TestHttpClient(api.url, { 'x-test-now': now });
    staff.cookies.set(SESSION_COOKIE, (await api.app.get(SessionsService).startSession(user.id)).token);
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await api?.close();
  });

  it("tells the customer's own page each status as staff change it, and no other order's", async () => {
    const customer = await createCustomer(api, { now });
    const mine = await placeOrder(customer);
    const theirs = await placeOrder(await createCustomer(api, { now }));
    const heard = await follow({ orderId: mine }, { cookie: cookieOf(customer.client) });

    await setStatus(theirs, 'confirmed');
    await setStatus(mine, 'confirmed');
    await setStatus(mine, 'preparing');
    await setStatus(mine, 'ready');
    await until('three status messages', () => heard.length >= 3);
    expect(heard).toEqual([
      { orderId: mine, status: 'confirmed', isPaid: false },
      { orderId: mine, status: 'preparing', isPaid: false },
      { orderId: mine, status: 'ready', isPaid: false },
    ]);
  });

  it("refuses a customer following another customer's order, a guest without the link, a wrong or another order's token and a foreign page", async () => {
    const owner = await createCustomer(api, { now });
    const orderId = await placeOrder(owner);
    const other = await createCustomer(api, { now });
    const otherOrder = await placeOrder(other);
    const secret = api.config.sessionSecret;

    await expect(follow({ orderId }, { cookie: cookieOf(other.client) })).rejects.toThrow('forbidden');
    await expect(follow({ orderId })).rejects.toThrow('forbidden');
    await expect(follow({ orderId, token: 'x'.repeat(32) })).rejects.toThrow('forbidden');
    await expect(follow({ orderId, token: orderLinkToken(secret, otherOrder) })).rejects.toThrow('forbidden');
    await expect(follow({ orderId: 'not-an-id' }, { cookie: cookieOf(owner.client) })).rejects.toThrow('forbidden');
    await expect(follow({ orderId }, { cookie: cookieOf(owner.client), origin: 'https://elsewhere.example' })).rejects.toThrow('bad-origin');
  });

  it("lets anyone holding the order link follow it and read it, without an account, and never another order through it", async () => {
    const orderId = await placeOrder(await createCustomer(api, { now }));
    const otherOrder = await placeOrder(await createCustomer(api, { now }));
    const token = orderLinkToken(api.config.sessionSecret, orderId);

    const guest = new TestHttpClient(api.url);
    const read = await guest.post(`/api/order-link/${orderId}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: orderId, status: 'pending', deliveryType: 'collection' });
    expect((await guest.post(`/api/order-link/${otherOrder}`, { token })).status).toBe(404);
    expect((await guest.post(`/api/order-link/${orderId}`, { token: token.slice(1) + 'A' })).status).toBe(404);

    const heard = await follow({ orderId, token });
    await setStatus(orderId, 'confirmed');
    await until('the status message', () => heard.length >= 1);
    expect(heard).toEqual([{ orderId, status: 'confirmed', isPaid: false }]);
  });

  it("puts the order link in the customer's confirmation e-mail, its token after '#'", async () => {
    const orderId = await placeOrder(await createCustomer(api, { now }));
    const [row]: { followUrl: string }[] = await dataSource.query(`SELECT payload->'data'->>'followUrl' AS "followUrl" FROM email_outbox WHERE dedupe_key = $1`, [`order-confirmed:${orderId}:customer`]);
    expect(row.followUrl).toBe(`${api.config.publicUrl}/track/${orderId}#${orderLinkToken(api.config.sessionSecret, orderId)}`);
  });
});
