import { DataSource } from 'typeorm';
import webPush from 'web-push';
import { type RunningPushStandin, startPushStandin } from '../../dev/push-standin.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, createTestWorker, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import { createAdmin, insertOrder } from './admin-orders.test-factory.js';
import { orderLinkToken } from './domain/order-link.js';
import { OrderPushSubscription } from './entities/order-push-subscription.entity.js';

/** Issue 27: a customer's phone is told the order is ready, even with the page closed (Web Push, through a stand-in push service). */
describe('Web Push when an order is ready', () => {
  const vapid = webPush.generateVAPIDKeys();
  let push: RunningPushStandin;
  let api: TestApp;
  let worker: { close(): Promise<void> };
  let dataSource: DataSource;
  let guest: TestHttpClient;

  beforeAll(async () => {
    push = await startPushStandin({ port: 0 });
    api = await createTestApp({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:kitchen@push.test', PUSH_ALLOWED_ORIGINS: push.url });
    worker = await createTestWorker(api.config);
    dataSource = api.app.get(DataSource);
    guest = new TestHttpClient(api.url);
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await push?.close();
  });

  const subscriptionsOf = (orderId: string) => dataSource.getRepository(OrderPushSubscription).countBy({ orderId });
  const subscribe = (orderId: string, subscription: unknown, token = orderLinkToken(api.config.sessionSecret, orderId)) =>
    guest.post(`/api/orders/${orderId}/push-subscriptions`, { subscription, token });
  const messagesTo = (endpoint: string) => push.messages().filter((message) => endpoint.endsWith(`/push/${message.subscriptionId}`));

  it('offers its key, and sends the ready message to a guest who subscribed with the order link, VAPID-signed and encrypted for that browser', async () => {
    expect((await guest.get('/api/push/key')).body).toEqual({ publicKey: vapid.publicKey });
    const order = await insertOrder(dataSource, { status: 'confirmed', orderNumber: 'WK-PUSH01' });
    const phone = push.subscribe();
    expect((await subscribe(order.id, phone)).status).toBe(204);
    // The same browser again (the page reloaded) is one subscription.
    expect((await subscribe(order.id, phone)).status).toBe(204);
    expect(await subscriptionsOf(order.id)).toBe(1);

    const { client: staff } = await createAdmin(api);
    expect((await staff.patch(`/api/admin/orders/${order.id}/status`, { status: 'ready' })).status).toBe(200);
    await until('the message at the push service', () => messagesTo(phone.endpoint).length === 1);
    const [message] = messagesTo(phone.endpoint);
    expect(JSON.parse(message.payload)).toEqual({
      title: 'Your order is ready for collection',
      body: 'Order WK-PUSH01 at Walkden Fried Chicken & Pizza',
      url: `${api.url}/track/${order.id}#${orderLinkToken(api.config.sessionSecret, order.id)}`,
      tag: 'order-WK-PUSH01',
    });
    expect(message.vapid).toMatchObject({ aud: push.url, sub: 'mailto:kitchen@push.test', publicKey: vapid.publicKey });
    expect([message.ttl, message.urgency]).toEqual([3600, 'high']);
    // Told once: nothing is kept for it any more.
    await until('the subscription gone', async () => (await subscriptionsOf(order.id)) === 0);
  });

  it('refuses a wrong order link, an address that is no push service, and an order already completed', async () => {
    const order = await insertOrder(dataSource, { status: 'confirmed' });
    const other = await insertOrder(dataSource, { status: 'confirmed' });
    const wrongLink = await subscribe(order.id, push.subscribe(), orderLinkToken(api.config.sessionSecret, other.id));
    expect([wrongLink.status, wrongLink.body.error?.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const elsewhere = await subscribe(order.id, { endpoint: 'http://169.254.169.254/latest/meta-data', keys: push.subscribe().keys });
    expect([elsewhere.status, elsewhere.body.error?.code]).toEqual([422, 'PUSH_ENDPOINT_NOT_ALLOWED']);
    const done = await insertOrder(dataSource, { status: 'completed', isPaid: true, paidAt: new Date() });
    const closed = await subscribe(done.id, push.subscribe());
    expect([closed.status, closed.body.error?.code]).toEqual([409, 'ORDER_CLOSED']);
    expect(await subscriptionsOf(order.id)).toBe(0);
  });

  it('forgets a browser the push service says is gone, and every browser of an order once it is completed', async () => {
    const order = await insertOrder(dataSource, { status: 'confirmed' });
    const gone = push.subscribe();
    const kept = push.subscribe();
    expect((await subscribe(order.id, gone)).status).toBe(204);
    expect((await subscribe(order.id, kept)).status).toBe(204);
    push.expire(gone.endpoint.split('/push/')[1]);
    const { client: staff } = await createAdmin(api);
    expect((await staff.patch(`/api/admin/orders/${order.id}/status`, { status: 'ready' })).status).toBe(200);
    await until('the kept browser told', () => messagesTo(kept.endpoint).length === 1);
    await until('both subscriptions gone', async () => (await subscriptionsOf(order.id)) === 0);
    expect(messagesTo(gone.endpoint)).toEqual([]);

    const later = await insertOrder(dataSource, { status: 'ready', isPaid: true, paidAt: new Date() });
    expect((await subscribe(later.id, push.subscribe())).status).toBe(204);
    expect((await staff.patch(`/api/admin/orders/${later.id}/status`, { status: 'completed' })).status).toBe(200);
    expect(await subscriptionsOf(later.id)).toBe(0);
  });

  it('offers no key and takes no subscription where no VAPID keys are set', async () => {
    const plain = await createTestApp({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' });
    try {
      const client = new TestHttpClient(plain.url);
      expect((await client.get('/api/push/key')).body).toEqual({ publicKey: null });
      const order = await insertOrder(plain.app.get(DataSource), { status: 'confirmed' });
      const refused = await client.post(`/api/orders/${order.id}/push-subscriptions`, { subscription: push.subscribe(), token: orderLinkToken(plain.config.sessionSecret, order.id) });
      expect([refused.status, refused.body.error?.code]).toEqual([404, 'PUSH_UNAVAILABLE']);
    } finally {
      await plain.close();
    }
  });
});
