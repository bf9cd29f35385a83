import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { Clock, TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { ADMIN_NAMESPACE, type AdminServerToClientEvents, type ClientToServerEvents, type OrdersChangedMessage } from '../../infra/realtime/socket-events.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { AuditEntry } from '../audit/entities/audit-entry.entity.js';
import { createAdmin, insertOrder, type OrderOverrides } from './admin-orders.test-factory.js';
import { Order } from './entities/order.entity.js';
import { TipPayout } from './entities/tip-payout.entity.js';
import { createCustomer } from './orders.test-factory.js';
import { TipsRepository } from './tips.repository.js';
import { TipsRetentionService } from './tips-retention.service.js';

interface DriverLine {
  driverKey: string;
  userId: string | null;
  driverName: string;
  orders: number;
  tipsPence: number;
  paidPence: number;
  outstandingPence: number;
}

interface TipsMonthBody {
  month: string;
  dueDate: string;
  drivers: DriverLine[];
  unassigned: { orders: number; tipsPence: number };
  totals: { orders: number; tipsPence: number; paidPence: number; outstandingPence: number };
  paid: boolean;
  overdue: boolean;
}

interface LedgerBody {
  year: number;
  currentMonth: string;
  years: number[];
  months: TipsMonthBody[];
}

/**
 * Issue 29: drivers of delivery orders and the tips ledger. Orders are dated in 2036, a year no
 * other test uses. London's clocks are on BST (UTC+1) from 30 March to 26 October 2036.
 */
describe('the tips ledger', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let admin: TestHttpClient;
  let adminCookie: string;
  let staff: TestHttpClient;
  let dana: { id: string };

  /** Sunday 1 June 2036, 00:30 in London (BST): June has begun, May's tips are due by 30 June, April's were due by 31 May. */
  const JUST_AFTER_MAY = '2036-05-31T23:30:00Z';
  /** Saturday 31 May 2036, 23:30 in London: still May. */
  const JUST_BEFORE_JUNE = '2036-05-31T22:30:00Z';

  async function signedIn(role: 'staff' | 'customer', fullName: string, now = JUST_AFTER_MAY): Promise<{ client: TestHttpClient; userId: string }> {
    const user = await api.app.get(UsersService).createUser({ email: `${role}-${randomUUID().slice(0, 8)}@tips.test`, fullName, emailConfirmed: true, role });
    const { token } = await api.app.get(SessionsService).startSession(user.id);
    const client = new TestHttpClient(api.url, { [TEST_NOW_HEADER]: now });
    client.cookies.set(SESSION_COOKIE, token);
    return { client, userId: user.id };
  }

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    ({ client: admin, cookie: adminCookie } = await createAdmin(api, { now: JUST_AFTER_MAY }));
    let danaId: string;
    ({ client: staff, userId: danaId } = await signedIn('staff', 'Dana Driver'));
    dana = { id: danaId };
  });

  afterAll(async () => {
    await api?.close();
  });

  /** A delivery paid to the driver, taken, with a tip, placed at a London instant (its order date is that instant's London day). */
  const delivery = (placedAt: string, overrides: OrderOverrides = {}) =>
    insertOrder(dataSource, {
      deliveryType: 'delivery',
      deliveryAddress: '12 Bolton Road, M28 3BX',
      deliveryPostcode: 'M283BX',
      deliveryFee: 250,
      driverTip: 200,
      paymentMethod: 'driver',
      status: 'confirmed',
      createdAt: new Date(placedAt),
      orderDate: DateTime.fromISO(placedAt).setZone('Europe/London').toISODate()!,
      ...overrides,
    });

  const ledger = async (client: TestHttpClient, year?: number): Promise<LedgerBody> => {
    const response = await client.get(`/api/admin/tips${year ? `?year=${year}` : ''}`);
    expect(response.status).toBe(200);
    return response.body as unknown as LedgerBody;
  };
  const monthOf = (body: LedgerBody, month: string) => body.months.find((candidate) => candidate.month === month)!;
  const lineOf = (month: TipsMonthBody, driverName: string) => month.drivers.find((driver) => driver.driverName === driverName);

  describe("a delivery's driver", () => {
    it('lists staff and administrators for the picker, never customers', async () => {
      const customer = await signedIn('customer', 'Carl Customer');
      const response = await staff.get('/api/admin/orders/drivers');
      expect(response.status).toBe(200);
      const drivers = response.body as unknown as { userId: string; name: string }[];
      expect(drivers).toContainEqual({ userId: dana.id, name: 'Dana Driver' });
      expect(drivers.some((driver) => driver.userId === customer.userId)).toBe(false);
      // An administrator without a full name is listed by e-mail.
      expect(drivers.some((driver) => /^admin-.*@orders\.test$/.test(driver.name))).toBe(true);
    });

    it('is set by staff from the staff list or by a typed name, then cleared, each change audited and heard on the admin socket', async () => {
      const order = await delivery('2036-01-10T12:00:00Z');
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
        const picked = await staff.put(`/api/admin/orders/${order.id}/driver`, { userId: dana.id });
        expect([picked.status, picked.body.driver]).toEqual([200, { userId: dana.id, name: 'Dana Driver' }]);
        await until('the admin socket to hear of it', async () => heard.some((message) => message.orderId === order.id));
        expect(heard.filter((message) => message.orderId === order.id)).toEqual([{ event: 'OrderChanged', orderId: order.id, orderNumber: order.orderNumber, status: 'confirmed', isPaid: false }]);

        const typed = await staff.put(`/api/admin/orders/${order.id}/driver`, { name: '  Jo   Bloggs ' });
        expect([typed.status, typed.body.driver]).toEqual([200, { userId: null, name: 'Jo Bloggs' }]);
        expect((await admin.get(`/api/admin/orders/${order.id}`)).body.driver).toEqual({ userId: null, name: 'Jo Bloggs' });

        const cleared = await staff.put(`/api/admin/orders/${order.id}/driver`, {});
        expect([cleared.status, cleared.body.driver]).toEqual([200, null]);
        await expect(dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).resolves.toMatchObject({ driverUserId: null, driverName: null });

        const audited = await dataSource.getRepository(AuditEntry).find({ where: { entityId: order.id, action: 'assign_driver' }, order: { createdAt: 'ASC' } });
        expect(audited.map((entry) => [(entry.before as { driver: unknown }).driver, (entry.after as { driver: unknown }).driver])).toEqual([
          [null, { userId: dana.id, name: 'Dana Driver' }],
          [{ userId: dana.id, name: 'Dana Driver' }, { userId: null, name: 'Jo Bloggs' }],
          [{ userId: null, name: 'Jo Bloggs' }, null],
        ]);
        // The same driver again changes nothing and records nothing.
        expect((await staff.put(`/api/admin/orders/${order.id}/driver`, {})).status).toBe(200);
        expect(await dataSource.getRepository(AuditEntry).countBy({ entityId: order.id, action: 'assign_driver' })).toBe(3);
      } finally {
        socket.close();
      }
    });

    it('is refused on a collection order with a clear message, on an abandoned one, for a customer account and for a bad name', async () => {
      const collection = await insertOrder(dataSource, { status: 'confirmed' });
      const refused = await staff.put(`/api/admin/orders/${collection.id}/driver`, { name: 'Jo Bloggs' });
      expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([409, 'DRIVER_NOT_FOR_COLLECTION', 'Only a delivery order has a driver: this order is for collection.']);

      const abandoned = await delivery('2036-01-11T12:00:00Z', { status: 'abandoned', paymentMethod: 'online' });
      expect((await staff.put(`/api/admin/orders/${abandoned.id}/driver`, { name: 'Jo Bloggs' })).body.error?.code).toBe('DRIVER_NOT_FOR_ABANDONED');

      const order = await delivery('2036-01-11T12:05:00Z');
      const customer = await signedIn('customer', 'Carl Customer');
      const notStaff = await staff.put(`/api/admin/orders/${order.id}/driver`, { userId: customer.userId });
      expect([notStaff.status, notStaff.body.error?.code]).toEqual([422, 'DRIVER_NOT_STAFF']);
      expect((await staff.put(`/api/admin/orders/${order.id}/driver`, { name: '   ' })).body.error).toMatchObject({ code: 'DRIVER_INVALID', message: 'Type the driver’s name.' });
      expect((await staff.put(`/api/admin/orders/${order.id}/driver`, { name: 'x'.repeat(61) })).body.error?.code).toBe('DRIVER_INVALID');
      expect((await staff.put(`/api/admin/orders/${order.id}/driver`, { userId: dana.id, name: 'Jo' })).body.error?.code).toBe('DRIVER_INVALID');
      expect((await staff.put(`/api/admin/orders/${randomUUID()}/driver`, { name: 'Jo' })).status).toBe(404);
      await expect(dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).resolves.toMatchObject({ driverName: null });
    });

    it('is not for customers (403) nor anyone signed out (401)', async () => {
      const order = await delivery('2036-01-12T12:00:00Z');
      const customer = await createCustomer(api);
      expect((await customer.client.put(`/api/admin/orders/${order.id}/driver`, { name: 'Jo' })).status).toBe(403);
      expect((await customer.client.get('/api/admin/orders/drivers')).status).toBe(403);
      expect((await new TestHttpClient(api.url).put(`/api/admin/orders/${order.id}/driver`, { name: 'Jo' })).status).toBe(401);
    });
  });

  describe('per driver per month', () => {
    it('owes each driver the tips of their taken deliveries in exact pence, by the London month of the order, with the unassigned apart', async () => {
      // April: Dana twice (the second at 23:30 BST on 30 April), Jo typed twice with different case, one nobody took out.
      await delivery('2036-04-03T11:00:00Z', { driverTip: 200, driverUserId: dana.id, driverName: 'Dana Driver' });
      await delivery('2036-04-30T22:30:00Z', { driverTip: 150, driverUserId: dana.id, driverName: 'Dana Driver' });
      await delivery('2036-04-10T11:00:00Z', { driverTip: 100, driverName: 'jo bloggs' });
      await delivery('2036-04-11T11:00:00Z', { driverTip: 50, driverName: 'Jo Bloggs' });
      await delivery('2036-04-12T11:00:00Z', { driverTip: 250 });
      // Paid online: counted; not yet paid online, or abandoned: not taken, not counted.
      await delivery('2036-04-13T11:00:00Z', { driverTip: 300, paymentMethod: 'online', isPaid: true, driverUserId: dana.id, driverName: 'Dana Driver' });
      await delivery('2036-04-14T11:00:00Z', { driverTip: 500, paymentMethod: 'online', status: 'pending', driverUserId: dana.id, driverName: 'Dana Driver' });
      await delivery('2036-04-15T11:00:00Z', { driverTip: 700, paymentMethod: 'online', status: 'abandoned' });
      // No tip: nothing owed, not counted.
      await delivery('2036-04-16T11:00:00Z', { driverTip: 0, driverUserId: dana.id, driverName: 'Dana Driver' });
      // 00:30 BST on 1 May: May, though it is still 30 April in UTC.
      await delivery('2036-04-30T23:30:00Z', { driverTip: 400, driverUserId: dana.id, driverName: 'Dana Driver' });

      const body = await ledger(admin, 2036);
      expect([body.year, body.currentMonth, body.years]).toEqual([2036, '2036-06', [2036, 2035, 2034, 2033]]);
      expect(body.months.map((month) => month.month)).toEqual(['2036-06', '2036-05', '2036-04', '2036-03', '2036-02', '2036-01']);
      const april = monthOf(body, '2036-04');
      expect(april.drivers).toEqual([
        { driverKey: dana.id, userId: dana.id, driverName: 'Dana Driver', orders: 3, tipsPence: 650, paidPence: 0, outstandingPence: 650 },
        { driverKey: 'name:jo bloggs', userId: null, driverName: 'Jo Bloggs', orders: 2, tipsPence: 150, paidPence: 0, outstandingPence: 150 },
      ]);
      expect(april.unassigned).toEqual({ orders: 1, tipsPence: 250 });
      expect(april.totals).toEqual({ orders: 6, tipsPence: 1050, paidPence: 0, outstandingPence: 1050 });
      // Due by 31 May; it is 1 June in London.
      expect([april.dueDate, april.paid, april.overdue]).toEqual(['2036-05-31', false, true]);
      const may = monthOf(body, '2036-05');
      expect(may.drivers).toEqual([{ driverKey: dana.id, userId: dana.id, driverName: 'Dana Driver', orders: 1, tipsPence: 400, paidPence: 0, outstandingPence: 400 }]);
      expect([may.dueDate, may.overdue]).toEqual(['2036-06-30', false]);
    });

    it('reads "now" in London: at 23:30 on 31 May, June has not begun and April is not yet overdue', async () => {
      const before = new TestHttpClient(api.url, { [TEST_NOW_HEADER]: JUST_BEFORE_JUNE });
      for (const [name, value] of admin.cookies) before.cookies.set(name, value);
      const body = await ledger(before, 2036);
      expect(body.currentMonth).toBe('2036-05');
      expect(body.months[0].month).toBe('2036-05');
      expect(monthOf(body, '2036-04').overdue).toBe(false);
      // The year by default is London's: 2036 here, and a past year lists all twelve months.
      expect((await ledger(before)).year).toBe(2036);
      expect((await ledger(before, 2035)).months).toHaveLength(12);
    });

    it('is for administrators: staff get 403', async () => {
      expect((await staff.get('/api/admin/tips?year=2036')).status).toBe(403);
      expect((await staff.post('/api/admin/tips/payouts', { month: '2036-04', driverKey: dana.id })).status).toBe(403);
      expect((await staff.get('/api/admin/tips/export?month=2036-04')).status).toBe(403);
    });
  });

  describe('Mark paid', () => {
    it('pays what a driver is owed once, however many ask at the same time, then nothing more until more is owed', async () => {
      await delivery('2036-02-05T12:00:00Z', { driverTip: 200, driverName: 'Pat Paid' });
      await delivery('2036-02-06T12:00:00Z', { driverTip: 175, driverName: 'Pat Paid' });
      await delivery('2036-02-07T12:00:00Z', { driverTip: 300, driverUserId: dana.id, driverName: 'Dana Driver' });

      const attempts = await Promise.all(Array.from({ length: 5 }, () => admin.post('/api/admin/tips/payouts', { month: '2036-02', driverKey: 'name:pat paid' })));
      expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const paid = attempts.find((attempt) => attempt.status === 201)!;
      expect(paid.body).toMatchObject({ month: '2036-02', driverKey: 'name:pat paid', driverName: 'Pat Paid', amountPence: 375 });
      expect(attempts.find((attempt) => attempt.status === 409)!.body.error).toMatchObject({ code: 'NOTHING_OWED', message: 'Pat Paid is owed nothing for 2036-02.' });
      await expect(dataSource.getRepository(TipPayout).countBy({ month: '2036-02', driverKey: 'name:pat paid' })).resolves.toBe(1);
      const audited = await dataSource.getRepository(AuditEntry).findOneByOrFail({ entityId: String(paid.body.id), action: 'pay_tips' });
      expect(audited).toMatchObject({ area: 'tips', after: { month: '2036-02', driverName: 'Pat Paid', amountPence: 375 } });

      let february = monthOf(await ledger(admin, 2036), '2036-02');
      expect(lineOf(february, 'Pat Paid')).toMatchObject({ tipsPence: 375, paidPence: 375, outstandingPence: 0 });
      expect([february.paid, february.totals.outstandingPence]).toEqual([false, 300]);

      // The other driver paid: the month is paid.
      expect((await admin.post('/api/admin/tips/payouts', { month: '2036-02', driverKey: dana.id })).body).toMatchObject({ amountPence: 300, driverName: 'Dana Driver' });
      february = monthOf(await ledger(admin, 2036), '2036-02');
      expect([february.paid, february.overdue, february.totals]).toEqual([true, false, { orders: 3, tipsPence: 675, paidPence: 675, outstandingPence: 0 }]);

      // A tip assigned later is owed on its own: the next payout pays only that.
      const late = await delivery('2036-02-20T12:00:00Z', { driverTip: 125 });
      expect((await staff.put(`/api/admin/orders/${late.id}/driver`, { name: 'pat PAID' })).status).toBe(200);
      expect((await admin.post('/api/admin/tips/payouts', { month: '2036-02', driverKey: 'name:pat paid' })).body).toMatchObject({ amountPence: 125 });
      expect(lineOf(monthOf(await ledger(admin, 2036), '2036-02'), 'pat PAID')).toMatchObject({ orders: 3, tipsPence: 500, paidPence: 500, outstandingPence: 0 });
    });

    it('refuses a month still to come, and a driver owed nothing', async () => {
      const future = await admin.post('/api/admin/tips/payouts', { month: '2036-07', driverKey: dana.id });
      expect([future.status, future.body.error?.code]).toEqual([422, 'TIPS_MONTH_INVALID']);
      expect((await admin.post('/api/admin/tips/payouts', { month: '2036-13', driverKey: dana.id })).status).toBe(400);
      const nobody = await admin.post('/api/admin/tips/payouts', { month: '2036-03', driverKey: 'name:nobody' });
      expect([nobody.status, nobody.body.error?.message]).toEqual([409, 'This driver is owed nothing for 2036-03.']);
    });
  });

  it('downloads a month as CSV for payroll, money in pounds', async () => {
    await delivery('2036-03-04T12:00:00Z', { driverTip: 205, driverName: 'Sam "Wheels" Smith' });
    await delivery('2036-03-05T12:00:00Z', { driverTip: 300, driverUserId: dana.id, driverName: 'Dana Driver' });
    await delivery('2036-03-06T12:00:00Z', { driverTip: 150 });
    expect((await admin.post('/api/admin/tips/payouts', { month: '2036-03', driverKey: dana.id })).status).toBe(201);
    const response = await admin.get('/api/admin/tips/export?month=2036-03');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tips-2036-03.csv"');
    expect(response.text).toBe(
      ['Driver,Orders,Tips,Paid,Outstanding', 'Dana Driver,1,3.00,3.00,0.00', '"Sam ""Wheels"" Smith",1,2.05,0.00,2.05', 'Unassigned (no driver yet),1,1.50,0.00,1.50', ''].join('\r\n'),
    );
    expect((await admin.get('/api/admin/tips/export?month=2036-7')).status).toBe(400);
  });

  // Last on purpose: the purge at a 2039 clock also clears the 2036 records the tests above wrote.
  it('keeps tip records three years after their month, then deletes the payouts and clears the drivers (nightly purge)', async () => {
    const november = await delivery('2036-11-30T12:00:00Z', { driverTip: 200, driverName: 'Old Driver' });
    const december = await delivery('2036-12-01T12:00:00Z', { driverTip: 200, driverName: 'Old Driver' });
    const payouts = dataSource.getRepository(TipPayout);
    const payout = (month: string) => payouts.save(payouts.create({ month, driverKey: 'name:old driver', driverName: 'Old Driver', amountPence: 200, paidAt: new Date(), paidBy: randomUUID() }));
    const [novemberPaid, decemberPaid] = [await payout('2036-11'), await payout('2036-12')];
    const purge = new TipsRetentionService(api.app.get(TipsRepository), api.app.get(Clock));
    const purgeAt = (instant: string) => api.app.get(Clock).runAt(DateTime.fromISO(instant), () => purge.purgeOldTipRecords());
    const driverOf = async (id: string) => (await dataSource.getRepository(Order).findOneByOrFail({ id })).driverName;

    // 23:30 on 30 November 2039 in London (GMT): November 2036 ended exactly three years ago today; kept.
    await expect(purgeAt('2039-11-30T23:30:00Z')).resolves.toMatchObject({ firstKeptMonth: '2036-11' });
    expect(await payouts.existsBy({ id: novemberPaid.id })).toBe(true);
    expect(await driverOf(november.id)).toBe('Old Driver');

    // The next London day: November 2036 goes whole; December stays.
    await expect(purgeAt('2039-12-01T00:30:00Z')).resolves.toMatchObject({ firstKeptMonth: '2036-12' });
    expect(await payouts.existsBy({ id: novemberPaid.id })).toBe(false);
    expect(await driverOf(november.id)).toBeNull();
    expect(await payouts.existsBy({ id: decemberPaid.id })).toBe(true);
    expect(await driverOf(december.id)).toBe('Old Driver');
    // The order itself is kept, with its tip.
    await expect(dataSource.getRepository(Order).findOneByOrFail({ id: november.id })).resolves.toMatchObject({ driverTip: 200, driverUserId: null });
  });
});
