import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { ADMIN_NAMESPACE, type AdminServerToClientEvents, type ClientToServerEvents, type OrdersChangedMessage } from '../../infra/realtime/socket-events.js';
import { createTestApp, createTestWorker, type TestApp } from '../../test/test-app.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createAdmin, insertOrder } from './admin-orders.test-factory.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { COMPLETED_UNPAID_MESSAGE } from './domain/order-status.js';
import { OrderItem } from './entities/order-item.entity.js';
import { Order } from './entities/order.entity.js';
import { createCustomer, londonTime } from './orders.test-factory.js';

describe('staff orders: Today’s Orders, status, paid flag, history, delete', () => {
  let mail: RunningMailCatcher;
  let api: TestApp;
  let worker: { close(): Promise<void> };
  let dataSource: DataSource;
  let admin: TestHttpClient;
  let adminCookie: string;
  let adminId: string;
  let inbox: MailInboxClient;

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    api = await createTestApp({ SMTP_URL: mail.smtpUrl, TEST_CLOCK_ENABLED: 'true' });
    worker = await createTestWorker(api.config);
    inbox = new MailInboxClient(mail.url);
    dataSource = api.app.get(DataSource);
    ({ client: admin, cookie: adminCookie, userId: adminId } = await createAdmin(api));
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await mail?.close();
  }, 60_000);

  const reload = (id: string) => dataSource.getRepository(Order).findOneByOrFail({ id });

  describe('status', () => {
    it('refuses to complete an unpaid order with the spec’s message and changes nothing', async () => {
      const order = await insertOrder(dataSource, { status: 'ready' });
      const refused = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'completed' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'INVALID_STATUS_CHANGE', message: COMPLETED_UNPAID_MESSAGE });
      expect(COMPLETED_UNPAID_MESSAGE).toBe('You cannot mark this order as completed until it’s paid.');
      await expect(reload(order.id)).resolves.toMatchObject({ status: 'ready', isPaid: false });

      expect((await admin.patch(`/api/admin/orders/${order.id}/paid`, { isPaid: true })).status).toBe(200);
      const completed = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'completed' });
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({ id: order.id, status: 'completed', isPaid: true });
      await expect(reload(order.id)).resolves.toMatchObject({ status: 'completed', isPaid: true });
    });

    it('answers 400 to an unknown status, 404 to an unknown order and 409 to a move the table refuses, changing nothing', async () => {
      const order = await insertOrder(dataSource, { status: 'pending' });
      const unknown = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'eaten' });
      expect(unknown.status).toBe(400);
      const abandon = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'abandoned' });
      expect(abandon.status).toBe(400);
      const missing = await admin.patch('/api/admin/orders/00000000-0000-4000-8000-000000000000/status', { status: 'confirmed' });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      await expect(reload(order.id)).resolves.toMatchObject({ status: 'pending' });

      const abandoned = await insertOrder(dataSource, { status: 'abandoned', paymentMethod: 'online' });
      const revived = await admin.patch(`/api/admin/orders/${abandoned.id}/status`, { status: 'confirmed' });
      expect(revived.status).toBe(409);
      expect(revived.body.error).toMatchObject({ code: 'INVALID_STATUS_CHANGE', message: 'An order cannot go from abandoned to confirmed.' });
      await expect(reload(abandoned.id)).resolves.toMatchObject({ status: 'abandoned' });
    });

    it('tells every admin socket about the change, and sends the customer the ready e-mail once', async () => {
      const heard: OrdersChangedMessage[] = [];
      const socket: Socket<AdminServerToClientEvents, ClientToServerEvents> = io(`${api.url}${ADMIN_NAMESPACE}`, {
        transports: ['websocket'],
        extraHeaders: { cookie: adminCookie, origin: api.url },
        reconnection: false,
      });
      socket.on('orders.changed', (message) => heard.push(message));
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      try {
        const order = await insertOrder(dataSource, { status: 'preparing', customerEmail: 'ready.customer@orders.test' });
        expect((await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'ready' })).status).toBe(200);
        const email = await inbox.waitForMessage(sentTo('ready.customer@orders.test', `Your order ${order.orderNumber} is ready to collect - Walkden Fried Chicken & Pizza`));
        expect(email.text).toContain('Please collect it at the counter.');

        const deadline = Date.now() + 5000;
        while (!heard.some((m) => m.orderId === order.id) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
        expect(heard.filter((m) => m.orderId === order.id)).toEqual([
          { event: 'OrderStatusChanged', orderId: order.id, orderNumber: order.orderNumber, status: 'ready', isPaid: false },
        ]);

        // Back to preparing and ready again: still one ready e-mail (the outbox dedupe key).
        expect((await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'preparing' })).status).toBe(200);
        expect((await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'ready' })).status).toBe(200);
        const [{ count }]: { count: number }[] = await dataSource.query(`SELECT count(*)::int AS count FROM email_outbox WHERE kind = 'order-ready' AND dedupe_key LIKE $1`, [
          `order-ready:${order.id}:%`,
        ]);
        expect(count).toBe(1);
      } finally {
        socket.close();
      }
    });
  });

  describe('paid flag', () => {
    it('refuses to change the paid flag of an order paid online, either way', async () => {
      const paid = await insertOrder(dataSource, { paymentMethod: 'online', status: 'confirmed', isPaid: true });
      const unpay = await admin.patch(`/api/admin/orders/${paid.id}/paid`, { isPaid: false });
      expect(unpay.status).toBe(409);
      expect(unpay.body.error).toMatchObject({ code: 'PAYMENT_STATUS_LOCKED', details: { title: 'Could not update payment status.' } });
      await expect(reload(paid.id)).resolves.toMatchObject({ isPaid: true });

      const unpaid = await insertOrder(dataSource, { paymentMethod: 'online', status: 'pending' });
      const pay = await admin.patch(`/api/admin/orders/${unpaid.id}/paid`, { isPaid: true });
      expect(pay.status).toBe(409);
      await expect(reload(unpaid.id)).resolves.toMatchObject({ isPaid: false, paidAt: null });
    });

    it('marks a pay-later order paid and unpaid again', async () => {
      const order = await insertOrder(dataSource, { deliveryType: 'delivery', paymentMethod: 'driver', deliveryAddress: '12 Bolton Road, M28 3BX', deliveryPostcode: 'M283BX' });
      const paid = await admin.patch(`/api/admin/orders/${order.id}/paid`, { isPaid: true });
      expect(paid.body).toMatchObject({ isPaid: true });
      expect((await reload(order.id)).paidAt).toBeInstanceOf(Date);
      const unpaid = await admin.patch(`/api/admin/orders/${order.id}/paid`, { isPaid: false });
      expect(unpaid.body).toMatchObject({ isPaid: false, paidAt: null });
      await expect(reload(order.id)).resolves.toMatchObject({ isPaid: false, paidAt: null });
    });
  });

  describe('Today’s Orders and the badge', () => {
    it('lists the orders for a London day by slot, then as placed: open apart from completed, never abandoned', async () => {
      const day = '2032-06-15';
      const at = (time: string) => new Date(londonTime(day, time));
      const late = await insertOrder(dataSource, { orderDate: day, slotTime: '18:30:00', createdAt: at('09:00'), status: 'pending' });
      const ready = await insertOrder(dataSource, { orderDate: day, slotTime: '12:00:00', createdAt: at('11:00'), status: 'ready' });
      const early = await insertOrder(dataSource, { orderDate: day, slotTime: '12:00:00', createdAt: at('10:00'), status: 'confirmed' });
      const done = await insertOrder(dataSource, { orderDate: day, slotTime: '11:00:00', createdAt: at('10:30'), status: 'completed', isPaid: true });
      await insertOrder(dataSource, { orderDate: day, createdAt: at('13:00'), status: 'abandoned', paymentMethod: 'online' });
      await insertOrder(dataSource, { orderDate: '2032-06-16', createdAt: at('23:50') });

      const list = await admin.get(`/api/admin/orders/day?date=${day}`);
      expect(list.status).toBe(200);
      expect(list.body.date).toBe(day);
      expect((list.body.active as Order[]).map((o) => o.id)).toEqual([early.id, ready.id, late.id]);
      expect((list.body.completed as Order[]).map((o) => o.id)).toEqual([done.id]);
      expect((await admin.get('/api/admin/orders/day?date=15-06-2032')).status).toBe(400);
      expect((await admin.get('/api/admin/orders/day?date=2032-02-31')).status).toBe(400);
    });

    describe('order ahead (issue 28): by the day an order is for, not the day it was placed', () => {
      const today = '2032-09-14';
      const tomorrow = '2032-09-15';
      const yesterday = '2032-09-13';
      const placedOn = (date: string) => new Date(londonTime(date, '19:00'));
      const idsOf = async (date: string) => {
        const { body } = await admin.get(`/api/admin/orders/day?date=${date}`);
        return [...(body.active as Order[]), ...(body.completed as Order[])].map((o) => o.id);
      };

      it("lists an order placed yesterday for today in today's list", async () => {
        const ahead = await insertOrder(dataSource, { orderDate: today, createdAt: placedOn(yesterday) });
        expect(await idsOf(today)).toContain(ahead.id);
        expect(await idsOf(yesterday)).not.toContain(ahead.id);
      });

      it("lists an order placed today for tomorrow in tomorrow's list, not today's, and counts it in today's later days", async () => {
        const forTomorrow = await insertOrder(dataSource, { orderDate: tomorrow, createdAt: placedOn(today), status: 'confirmed' });
        expect(await idsOf(tomorrow)).toEqual([forTomorrow.id]);
        expect(await idsOf(today)).not.toContain(forTomorrow.id);
        // Three days on: two open; completed and abandoned ones are not counted, nor a day beyond the days ahead.
        await insertOrder(dataSource, { orderDate: '2032-09-17', createdAt: placedOn(today) });
        await insertOrder(dataSource, { orderDate: '2032-09-17', createdAt: placedOn(today), status: 'ready' });
        await insertOrder(dataSource, { orderDate: '2032-09-17', createdAt: placedOn(today), status: 'completed', isPaid: true });
        await insertOrder(dataSource, { orderDate: '2032-09-16', createdAt: placedOn(today), status: 'abandoned', paymentMethod: 'online' });
        await insertOrder(dataSource, { orderDate: '2032-09-29', createdAt: placedOn(today) });

        const { body } = await admin.get(`/api/admin/orders/day?date=${today}`);
        expect(body.later).toEqual([
          { date: tomorrow, count: 1 },
          { date: '2032-09-17', count: 2 },
        ]);
        // Each day counts the 14 days after itself: tomorrow's list does not count tomorrow, and reaches the 29th.
        expect((await admin.get(`/api/admin/orders/day?date=${tomorrow}`)).body.later).toEqual([
          { date: '2032-09-17', count: 2 },
          { date: '2032-09-29', count: 1 },
        ]);
      });

      it("counts on the badge today's open orders by the day they are for, and lists today's when no date is given", async () => {
        // A day of this test's own.
        const day = '2032-10-12';
        const pinned = await createAdmin(api, { now: londonTime(day, '18:00') });
        // Placed yesterday for today: two counted. Placed today, one completed (not counted) and one for tomorrow (tomorrow's).
        await insertOrder(dataSource, { orderDate: day, createdAt: new Date(londonTime('2032-10-11', '20:00')) });
        await insertOrder(dataSource, { orderDate: day, createdAt: new Date(londonTime('2032-10-11', '21:00')), status: 'confirmed' });
        await insertOrder(dataSource, { orderDate: day, createdAt: new Date(londonTime(day, '09:00')), status: 'completed', isPaid: true });
        await insertOrder(dataSource, { orderDate: '2032-10-13', createdAt: new Date(londonTime(day, '17:00')) });
        await expect(pinned.client.get('/api/admin/badges').then((r) => r.body.openOrders)).resolves.toBe(2);
        await expect(pinned.client.get('/api/admin/orders/day').then((r) => r.body.date)).resolves.toBe(day);
      });
    });

    it('lets no customer read the count', async () => {
      const customer = await createCustomer(api);
      expect((await customer.client.get('/api/admin/badges')).status).toBe(403);
    });
  });

  describe('delete', () => {
    it('removes the order and its items', async () => {
      const order = await insertOrder(dataSource, { items: [{ itemName: 'Fries', quantity: 1, unitPrice: 300 }, { itemName: 'Cola', quantity: 2, unitPrice: 150 }] });
      expect((await admin.delete(`/api/admin/orders/${order.id}`)).status).toBe(204);
      await expect(dataSource.getRepository(Order).countBy({ id: order.id })).resolves.toBe(0);
      await expect(dataSource.getRepository(OrderItem).countBy({ orderId: order.id })).resolves.toBe(0);
      expect((await admin.delete(`/api/admin/orders/${order.id}`)).status).toBe(404);
    });

    it('deletes items and order in one transaction: when the order cannot go, its items stay', async () => {
      const order = await insertOrder(dataSource);
      // The items go first; a trigger then refuses the order's own delete.
      await dataSource.query(`CREATE FUNCTION refuse_order_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`);
      await dataSource.query(`CREATE TRIGGER refuse_order_delete BEFORE DELETE ON orders FOR EACH ROW WHEN (OLD.id = '${order.id}') EXECUTE FUNCTION refuse_order_delete()`);
      try {
        expect((await admin.delete(`/api/admin/orders/${order.id}`)).status).toBe(500);
      } finally {
        await dataSource.query('DROP TRIGGER refuse_order_delete ON orders');
        await dataSource.query('DROP FUNCTION refuse_order_delete()');
      }
      await expect(dataSource.getRepository(OrderItem).countBy({ orderId: order.id })).resolves.toBe(1);
      await expect(dataSource.getRepository(Order).countBy({ id: order.id })).resolves.toBe(1);
    });
  });

  describe('audit log', () => {
    const auditOf = (orderId: string) =>
      dataSource.query(`SELECT actor_id AS "actorId", actor_email AS "actorEmail", area, action, before, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at, id`, [orderId]);
    const actor = async () => ({ actorId: adminId, actorEmail: (await dataSource.query(`SELECT email FROM users WHERE id = $1`, [adminId]))[0].email as string });
    const facts = (order: Order, changes: Partial<Record<string, unknown>> = {}) => ({
      orderNumber: order.orderNumber,
      status: order.status,
      isPaid: order.isPaid,
      paidAt: order.paidAt?.toISOString() ?? null,
      paymentMethod: order.paymentMethod,
      deliveryType: order.deliveryType,
      total: order.total,
      orderDate: order.orderDate,
      slotTime: order.slotTime,
      ...changes,
    });

    it('records a status change once: who, the order before and after; a refused change records nothing', async () => {
      const order = await insertOrder(dataSource, { status: 'pending' });
      expect((await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'completed' })).status).toBe(409);
      await expect(auditOf(order.id)).resolves.toEqual([]);

      expect((await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'confirmed' })).status).toBe(200);
      await expect(auditOf(order.id)).resolves.toEqual([
        { ...(await actor()), area: 'order', action: 'set_status', before: facts(order), after: facts(order, { status: 'confirmed' }) },
      ]);
    });

    it('records Mark Paid and mark unpaid, once each; asking for the flag the order already has records nothing', async () => {
      const order = await insertOrder(dataSource, { status: 'confirmed' });
      expect((await admin.patch(`/api/admin/orders/${order.id}/paid`, { isPaid: true })).status).toBe(200);
      const paidAt = (await reload(order.id)).paidAt!.toISOString();
      expect((await admin.patch(`/api/admin/orders/${order.id}/paid`, { isPaid: true })).status).toBe(200);
      expect((await admin.patch(`/api/admin/orders/${order.id}/paid`, { isPaid: false })).status).toBe(200);
      const who = await actor();
      await expect(auditOf(order.id)).resolves.toEqual([
        { ...who, area: 'order', action: 'set_paid', before: facts(order), after: facts(order, { isPaid: true, paidAt }) },
        { ...who, area: 'order', action: 'set_paid', before: facts(order, { isPaid: true, paidAt }), after: facts(order) },
      ]);
    });

    it('records a delete once with the order as it was, without the customer\'s name, e-mail or phone', async () => {
      const order = await insertOrder(dataSource, { status: 'ready' });
      expect((await admin.delete(`/api/admin/orders/${order.id}`)).status).toBe(204);
      const entries = await auditOf(order.id);
      expect(entries).toEqual([{ ...(await actor()), area: 'order', action: 'delete', before: facts(order), after: null }]);
      expect(JSON.stringify(entries)).not.toMatch(/Sam Taylor|sam\.taylor@orders\.test|07700 900123/);
    });

    it('writes the entry in the change\'s own transaction: when the entry cannot be written, the order is not changed', async () => {
      const order = await insertOrder(dataSource, { status: 'pending' });
      await dataSource.query(`CREATE FUNCTION refuse_order_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`);
      await dataSource.query(`CREATE TRIGGER refuse_order_audit BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.entity_id = '${order.id}') EXECUTE FUNCTION refuse_order_audit()`);
      try {
        expect((await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'confirmed' })).status).toBe(500);
        expect((await admin.patch(`/api/admin/orders/${order.id}/paid`, { isPaid: true })).status).toBe(500);
        expect((await admin.delete(`/api/admin/orders/${order.id}`)).status).toBe(500);
      } finally {
        await dataSource.query('DROP TRIGGER refuse_order_audit ON audit_log');
        await dataSource.query('DROP FUNCTION refuse_order_audit()');
      }
      await expect(reload(order.id)).resolves.toMatchObject({ status: 'pending', isPaid: false });
    });
  });

  describe('needs attention', () => {
    it('lists orders a person must look at until someone dismisses them', async () => {
      const order = await insertOrder(dataSource, { status: 'abandoned', paymentMethod: 'online', attentionReason: 'Payment arrived after the order was abandoned: refund it.' });
      const listed = await admin.get('/api/admin/orders/attention');
      expect((listed.body as unknown as Order[]).find((o) => o.id === order.id)).toMatchObject({ attentionReason: 'Payment arrived after the order was abandoned: refund it.' });
      expect((await admin.post(`/api/admin/orders/${order.id}/dismiss-attention`)).status).toBe(204);
      const after = await admin.get('/api/admin/orders/attention');
      expect((after.body as unknown as Order[]).some((o) => o.id === order.id)).toBe(false);
      expect((await admin.post(`/api/admin/orders/${order.id}/dismiss-attention`)).status).toBe(404);
      await expect(reload(order.id)).resolves.toMatchObject({ attentionReason: 'Payment arrived after the order was abandoned: refund it.' });
    });
    it('lists an order whose e-mail permanently failed, until dismissed; a later failure brings it back', async () => {
      const order = await insertOrder(dataSource, { customerEmail: 'bounce@orders.test' });
      const failEmail = (kind: string, failedAt: Date) =>
        dataSource.query(
          `INSERT INTO email_outbox (kind, payload, dedupe_key, status, attempts, last_error, failed_at) VALUES ($1, $2, $3, 'failed', 5, '550 mailbox unavailable', $4)`,
          [kind, { to: 'bounce@orders.test', data: {} }, `${kind === 'order-ready' ? 'order-ready' : 'order-confirmed'}:${order.id}:customer`, failedAt],
        );
      await failEmail('order-confirmation', new Date(Date.now() - 60_000));
      const listed = ((await admin.get('/api/admin/orders/attention')).body as unknown as { id: string; attentionReason: string }[]).find((o) => o.id === order.id);
      expect(listed?.attentionReason).toBe('The order-confirmation e-mail to bounce@orders.test could not be delivered (550 mailbox unavailable).');

      expect((await admin.post(`/api/admin/orders/${order.id}/dismiss-attention`)).status).toBe(204);
      const afterDismiss = (await admin.get('/api/admin/orders/attention')).body as unknown as { id: string }[];
      expect(afterDismiss.some((o) => o.id === order.id)).toBe(false);

      await failEmail('order-ready', new Date(Date.now() + 60_000));
      const back = ((await admin.get('/api/admin/orders/attention')).body as unknown as { id: string; attentionReason: string }[]).find((o) => o.id === order.id);
      expect(back?.attentionReason).toBe('The order-ready e-mail to bounce@orders.test could not be delivered (550 mailbox unavailable).');
    });

    it('finds an older failed e-mail behind more than a page of failures already dismissed', async () => {
      const dismissed = await insertOrder(dataSource, { customerEmail: 'old-bounce@orders.test' });
      const waiting = await insertOrder(dataSource, { customerEmail: 'waiting@orders.test' });
      // 250 failures of the dismissed order (newer), then one of the other order (older): the mail module answers 200 at a time.
      await dataSource.query(
        `INSERT INTO email_outbox (kind, payload, dedupe_key, status, attempts, last_error, failed_at)
         SELECT 'order-ready', '{"to": "old-bounce@orders.test", "data": {}}', 'order-ready:' || $1 || ':customer-' || n, 'failed', 5, 'bounced', now() - n * interval '1 second'
           FROM generate_series(1, 250) AS n`,
        [dismissed.id],
      );
      await dataSource.query('UPDATE orders SET attention_dismissed_at = now() WHERE id = $1', [dismissed.id]);
      await dataSource.query(
        `INSERT INTO email_outbox (kind, payload, dedupe_key, status, attempts, last_error, failed_at)
         VALUES ('order-confirmation', '{"to": "waiting@orders.test", "data": {}}', $1, 'failed', 5, '550 mailbox unavailable', now() - interval '1 hour')`,
        [`order-confirmed:${waiting.id}:customer`],
      );
      const listed = (await admin.get('/api/admin/orders/attention')).body as unknown as { id: string; attentionReason: string }[];
      expect(listed.some((o) => o.id === dismissed.id)).toBe(false);
      expect(listed.find((o) => o.id === waiting.id)?.attentionReason).toBe('The order-confirmation e-mail to waiting@orders.test could not be delivered (550 mailbox unavailable).');
    });
  });

  describe('history search among 20,000 orders', () => {
    const tag = `h${Date.now().toString(36)}`;

    beforeAll(async () => {
      await dataSource.query(
        `INSERT INTO orders (order_number, order_date, slot_time, customer_name, customer_email, customer_phone, delivery_type,
                             subtotal, total, payment_method, status, is_paid, paid_at, created_at)
         SELECT 'WH' || upper($1) || lpad(n::text, 6, '0'), DATE '2030-01-01' + (n % 365), TIME '12:00', 'Customer ' || n, 'customer' || n || '@' || $1 || '.test',
                '07700 900000', 'collection', 1000, 1000, 'collection', 'completed', true, now(), TIMESTAMPTZ '2030-01-01T00:00:00Z' + n * interval '1 minute'
           FROM generate_series(1, 20000) AS n`,
        [tag],
      );
      // What autovacuum does in production: fold the GIN index's pending list in and refresh the statistics.
      await dataSource.query('VACUUM ANALYZE orders');
    }, 60_000);

    it('finds one order by e-mail, by name and by number fragment, and pages through the rest newest first', async () => {
      const byEmail = await admin.get(`/api/admin/orders/history?search=${encodeURIComponent(`customer12345@${tag}`)}`);
      expect(byEmail.body).toMatchObject({ total: 1, page: 1 });
      expect((byEmail.body.orders as { customer: { name: string } }[]).map((o) => o.customer.name)).toEqual(['Customer 12345']);

      const byName = await admin.get(`/api/admin/orders/history?search=${encodeURIComponent('customer 12345')}`);
      expect((byName.body.orders as { customerEmail?: string; customer: { email: string } }[]).map((o) => o.customer.email)).toEqual([`customer12345@${tag}.test`]);

      const byNumber = await admin.get(`/api/admin/orders/history?search=${`WH${tag}01990`.toLowerCase()}`);
      expect(byNumber.body.total).toBe(10); // 019900 to 019909

      const page = await admin.get(`/api/admin/orders/history?search=${encodeURIComponent(`@${tag}.test`)}&page=3&pageSize=25`);
      expect(page.body).toMatchObject({ total: 20000, page: 3, pageSize: 25 });
      const names = (page.body.orders as { customer: { name: string } }[]).map((o) => o.customer.name);
      expect(names).toHaveLength(25);
      expect(names[0]).toBe('Customer 19950');
      expect(names[24]).toBe('Customer 19926');

      const none = await admin.get(`/api/admin/orders/history?search=${encodeURIComponent('nobody-at-all')}`);
      expect(none.body).toMatchObject({ total: 0, orders: [] });
      expect((await admin.get('/api/admin/orders/history?pageSize=1000')).status).toBe(400);
    });

    it('takes the wildcard characters of a search literally', async () => {
      const all = await admin.get(`/api/admin/orders/history?search=${encodeURIComponent('%')}`);
      expect(all.body.total).toBe(0);
    });

    it('uses the trigram index; the time PostgreSQL measures goes to the log', async () => {
      const explain = async (sql: string, params: unknown[]) => {
        const [{ 'QUERY PLAN': [plan] }]: { 'QUERY PLAN': { 'Execution Time': number; Plan: unknown }[] }[] = await dataSource.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
        return { ms: plan['Execution Time'], plan: JSON.stringify(plan.Plan) };
      };
      const pattern = `%customer12345@${tag}%`;
      const pageQuery = await explain(AdminOrdersRepository.SEARCH_PAGE_SQL, [pattern, 25, 0]);
      const countQuery = await explain(AdminOrdersRepository.SEARCH_COUNT_SQL, [pattern]);
      const broad = await explain(AdminOrdersRepository.SEARCH_PAGE_SQL, [`%@${tag}.test%`, 25, 50]);
      const broadCount = await explain(AdminOrdersRepository.SEARCH_COUNT_SQL, [`%@${tag}.test%`]);
      expect(pageQuery.plan).toContain('orders_search_trgm_idx');
      expect(countQuery.plan).toContain('orders_search_trgm_idx');
      process.stdout.write(
        `history search among 20,000 orders, EXPLAIN ANALYZE execution time: page ${pageQuery.ms.toFixed(3)} ms, count ${countQuery.ms.toFixed(3)} ms, ` +
          `a search matching all 20,000: page 3 ${broad.ms.toFixed(3)} ms, count ${broadCount.ms.toFixed(3)} ms\n`,
      );
    });
  });
});
