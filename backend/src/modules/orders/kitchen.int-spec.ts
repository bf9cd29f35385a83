import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import {
  ADMIN_NAMESPACE,
  STOREFRONT_NAMESPACE,
  type AdminServerToClientEvents,
  type ClientToServerEvents,
  type OrdersChangedMessage,
  type StorefrontServerToClientEvents,
} from '../../infra/realtime/socket-events.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import type { Role } from '../accounts/domain/roles.js';
import { UsersService } from '../accounts/users.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { insertOrder } from './admin-orders.test-factory.js';
import { Order } from './entities/order.entity.js';

/** Issue 26: the kitchen screen's one tap and its undo; the collection board's public numbers and its storefront message. */
describe('kitchen screen and collection board', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let staff: TestHttpClient;
  let staffId: string;
  let administrator: TestHttpClient;
  let customer: TestHttpClient;
  let nextIp = 1;
  const sockets: Socket[] = [];
  const heardByAdmins: OrdersChangedMessage[] = [];
  const heardByBoard: unknown[] = [];

  async function signedIn(role: Role): Promise<{ client: TestHttpClient; userId: string }> {
    const email = `${role}-${nextIp}@kitchen.test`;
    const user = await api.app.get(UsersService).createUser({ email, password: 'kitchen pass 1!', emailConfirmed: true, role });
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': `10.26.0.${nextIp++}` });
    expect((await client.post('/api/auth/sign-in', { email, password: 'kitchen pass 1!' })).status).toBe(200);
    return { client, userId: user.id };
  }

  /** The same signed-in browser with the restaurant's clock pinned at `now`. */
  function at(client: TestHttpClient, now: string): TestHttpClient {
    const pinned = new TestHttpClient(api.url, { [TEST_NOW_HEADER]: now });
    for (const [name, value] of client.cookies) pinned.cookies.set(name, value);
    return pinned;
  }

  const reload = (id: string) => dataSource.getRepository(Order).findOneByOrFail({ id });
  const auditOf = (orderId: string): Promise<{ actorId: string; action: string; before: { status: string }; after: { status: string } }[]> =>
    dataSource.query(`SELECT actor_id AS "actorId", action, before, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at, id`, [orderId]);

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    ({ client: staff, userId: staffId } = await signedIn('staff'));
    ({ client: administrator } = await signedIn('administrator'));
    ({ client: customer } = await signedIn('customer'));
    const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const admins: Socket<AdminServerToClientEvents, ClientToServerEvents> = io(`${api.url}${ADMIN_NAMESPACE}`, {
      transports: ['websocket'],
      extraHeaders: { cookie, origin: new URL(api.url).origin },
      reconnection: false,
      forceNew: true,
    });
    const board: Socket<StorefrontServerToClientEvents, ClientToServerEvents> = io(`${api.url}${STOREFRONT_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true });
    admins.on('orders.changed', (message) => heardByAdmins.push(message));
    board.on('board.changed', (message) => heardByBoard.push(message));
    sockets.push(admins, board);
    await Promise.all(sockets.map((socket) => new Promise<void>((resolve, reject) => (socket.connected ? resolve() : (socket.on('connect', resolve), socket.on('connect_error', reject))))));
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await api?.app.get(SettingsService).setSetting('collection_board', 'false');
    await api?.close();
  }, 60_000);

  describe('one tap', () => {
    it('moves an order one step per tap for staff and administrators, each audited and announced to the admin screens', async () => {
      const order = await insertOrder(dataSource, { status: 'pending', isPaid: true, paymentMethod: 'online' });
      const steps = [
        ['pending', 'confirmed', staff],
        ['confirmed', 'preparing', administrator],
        ['preparing', 'ready', staff],
        ['ready', 'completed', staff],
      ] as const;
      for (const [from, to, who] of steps) {
        const answer = await who.post(`/api/admin/orders/${order.id}/advance`, { from });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ id: order.id, status: to });
      }
      await expect(reload(order.id)).resolves.toMatchObject({ status: 'completed', advancedFrom: 'ready' });
      const audit = await auditOf(order.id);
      expect(audit.map((entry) => [entry.action, entry.before.status, entry.after.status])).toEqual(steps.map(([from, to]) => ['advance', from, to]));
      expect(audit[0].actorId).toBe(staffId);
      await until('four orders.changed', () => heardByAdmins.filter((m) => m.orderId === order.id).length >= 4);
      expect(heardByAdmins.filter((m) => m.orderId === order.id).map((m) => [m.event, m.status])).toEqual(steps.map(([, to]) => ['OrderStatusChanged', to]));
    });

    it('refuses customers and signed-out visitors', async () => {
      const order = await insertOrder(dataSource, { status: 'pending' });
      expect((await customer.post(`/api/admin/orders/${order.id}/advance`, { from: 'pending' })).status).toBe(403);
      expect((await new TestHttpClient(api.url).post(`/api/admin/orders/${order.id}/advance`, { from: 'pending' })).status).toBe(401);
      expect((await customer.post(`/api/admin/orders/${order.id}/undo-advance`)).status).toBe(403);
      await expect(reload(order.id)).resolves.toMatchObject({ status: 'pending' });
    });

    it('answers 409 to a tap on a status the order no longer has: a double tap moves it once', async () => {
      const order = await insertOrder(dataSource, { status: 'confirmed' });
      const [first, second] = await Promise.all([
        staff.post(`/api/admin/orders/${order.id}/advance`, { from: 'confirmed' }),
        staff.post(`/api/admin/orders/${order.id}/advance`, { from: 'confirmed' }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const refused = first.status === 409 ? first : second;
      expect(refused.body.error).toMatchObject({
        code: 'STALE_ORDER_STATUS',
        message: 'This order is already preparing, not confirmed: nothing was changed. The screen now shows it as it is.',
      });
      await expect(reload(order.id)).resolves.toMatchObject({ status: 'preparing' });
      expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['advance']);
    });

    it('leaves the rules of the status table to the server: an unpaid order is not completed, an abandoned one has no next step', async () => {
      const unpaid = await insertOrder(dataSource, { status: 'ready' });
      const refused = await staff.post(`/api/admin/orders/${unpaid.id}/advance`, { from: 'ready' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'INVALID_STATUS_CHANGE', message: 'You cannot mark this order as completed until it’s paid.' });
      const abandoned = await insertOrder(dataSource, { status: 'abandoned', paymentMethod: 'online' });
      expect((await staff.post(`/api/admin/orders/${abandoned.id}/advance`, { from: 'abandoned' })).body.error).toMatchObject({ code: 'NO_NEXT_STATUS' });
      expect((await staff.post(`/api/admin/orders/${unpaid.id}/advance`, { from: 'eaten' })).status).toBe(400);
      await expect(reload(unpaid.id)).resolves.toMatchObject({ status: 'ready' });
    });
  });

  describe('undo', () => {
    it('takes back exactly the last tap within seconds of it, audited and announced, and only once', async () => {
      const order = await insertOrder(dataSource, { status: 'preparing' });
      expect((await at(staff, '2031-01-14T11:40:00Z').post(`/api/admin/orders/${order.id}/advance`, { from: 'preparing' })).status).toBe(200);
      const undone = await at(staff, '2031-01-14T11:40:04Z').post(`/api/admin/orders/${order.id}/undo-advance`);
      expect(undone.status).toBe(200);
      expect(undone.body).toMatchObject({ id: order.id, status: 'preparing' });
      await expect(reload(order.id)).resolves.toMatchObject({ status: 'preparing', advancedFrom: null, advancedAt: null });

      const again = await at(staff, '2031-01-14T11:40:05Z').post(`/api/admin/orders/${order.id}/undo-advance`);
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'NOTHING_TO_UNDO', message: 'This step can no longer be undone.' });
      expect((await auditOf(order.id)).map((entry) => [entry.action, entry.before.status, entry.after.status])).toEqual([
        ['advance', 'preparing', 'ready'],
        ['undo_advance', 'ready', 'preparing'],
      ]);
      await until('the undo announced', () => heardByAdmins.filter((m) => m.orderId === order.id).length >= 2);
      expect(heardByAdmins.filter((m) => m.orderId === order.id).map((m) => m.status)).toEqual(['ready', 'preparing']);
    });

    it('refuses an undo after the window, and after any other change to the order', async () => {
      const late = await insertOrder(dataSource, { status: 'confirmed' });
      expect((await at(staff, '2031-01-14T11:40:00Z').post(`/api/admin/orders/${late.id}/advance`, { from: 'confirmed' })).status).toBe(200);
      expect((await at(staff, '2031-01-14T11:40:11Z').post(`/api/admin/orders/${late.id}/undo-advance`)).status).toBe(409);
      await expect(reload(late.id)).resolves.toMatchObject({ status: 'preparing' });

      const changed = await insertOrder(dataSource, { status: 'confirmed' });
      expect((await at(staff, '2031-01-14T11:40:00Z').post(`/api/admin/orders/${changed.id}/advance`, { from: 'confirmed' })).status).toBe(200);
      expect((await at(staff, '2031-01-14T11:40:01Z').patch(`/api/admin/orders/${changed.id}/status`, { status: 'ready' })).status).toBe(200);
      expect((await at(staff, '2031-01-14T11:40:02Z').post(`/api/admin/orders/${changed.id}/undo-advance`)).body.error).toMatchObject({ code: 'NOTHING_TO_UNDO' });
      await expect(reload(changed.id)).resolves.toMatchObject({ status: 'ready' });

      const untouched = await insertOrder(dataSource, { status: 'confirmed' });
      expect((await staff.post(`/api/admin/orders/${untouched.id}/undo-advance`)).status).toBe(409);
    });
  });

  describe('collection board', () => {
    const today = '2031-01-14';
    const visitor = () => new TestHttpClient(api.url, { [TEST_NOW_HEADER]: `${today}T17:00:00Z` });

    it('answers 404 while the setting is off', async () => {
      await api.app.get(SettingsService).setSetting('collection_board', 'false');
      const off = await visitor().get('/api/board');
      expect(off.status).toBe(404);
      expect(off.body.error).toMatchObject({ code: 'COLLECTION_BOARD_OFF', message: 'The collection board is off.' });
    });

    it('lists today’s collection order numbers only, by column and slot, when it is on', async () => {
      await api.app.get(SettingsService).setSetting('collection_board', 'true');
      const [late, early, ready] = [
        await insertOrder(dataSource, { orderDate: today, slotTime: '18:30:00', status: 'preparing' }),
        await insertOrder(dataSource, { orderDate: today, slotTime: '18:00:00', status: 'confirmed' }),
        await insertOrder(dataSource, { orderDate: today, slotTime: '18:15:00', status: 'ready' }),
      ];
      const hidden = [
        await insertOrder(dataSource, { orderDate: today, status: 'completed', isPaid: true }),
        await insertOrder(dataSource, { orderDate: today, status: 'pending', paymentMethod: 'online' }),
        await insertOrder(dataSource, { orderDate: '2031-01-13', status: 'ready' }),
        await insertOrder(dataSource, {
          orderDate: today,
          status: 'ready',
          deliveryType: 'delivery',
          paymentMethod: 'driver',
          deliveryAddress: '1 Memory Lane, M28 3AA',
          deliveryPostcode: 'M283AA',
        }),
      ];
      const answer = await visitor().get('/api/board');
      expect(answer.status).toBe(200);
      const board = answer.body as { preparing: string[]; ready: string[] };
      expect(Object.keys(board).sort()).toEqual(['preparing', 'ready']);
      const ours = (numbers: string[]) => numbers.filter((number) => [late, early, ready, ...hidden].some((order) => order.orderNumber === number));
      expect(ours(board.preparing)).toEqual([early.orderNumber, late.orderNumber]);
      expect(ours(board.ready)).toEqual([ready.orderNumber]);
      expect(answer.text).not.toContain('Sam Taylor');
      expect(answer.text).not.toContain('Smash Burger');
    });

    it('tells open boards on /storefront that a status changed, with nothing about the order', async () => {
      const order = await insertOrder(dataSource, { orderDate: today, status: 'preparing' });
      heardByBoard.length = 0;
      expect((await staff.post(`/api/admin/orders/${order.id}/advance`, { from: 'preparing' })).status).toBe(200);
      await until('board.changed', () => heardByBoard.length >= 1);
      expect(heardByBoard[0]).toEqual({});
    });
  });
});
