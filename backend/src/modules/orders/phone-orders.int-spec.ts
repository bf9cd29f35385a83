import { DataSource } from 'typeorm';
import { startPostcodeStandin } from '../../dev/postcode-standin.js';
import type { RunningStandin } from '../../dev/http-server.js';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Role } from '../accounts/domain/roles.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { Order } from './entities/order.entity.js';
import { collectionOrder, createCustomer, fillCart, londonTime, type PricedItem, seedRestaurant, setSetting, tuesday, uniqueClientIp } from './orders.test-factory.js';

/** Issue 27: phone and walk-in orders taken by staff, priced and checked as a customer's order is. */
describe('phone orders taken by staff', () => {
  let postcodes: RunningStandin;
  let api: TestApp;
  let dataSource: DataSource;
  let burger: PricedItem;
  let fries: PricedItem;

  /** A signed-in user of the role, its clock pinned at `now`. */
  async function signedIn(role: Role, now: string): Promise<{ client: TestHttpClient; userId: string }> {
    const user = await api.app.get(UsersService).createUser({ email: `${role}-${Math.random().toString(36).slice(2, 8)}@phone.test`, emailConfirmed: true, role });
    const { token } = await api.app.get(SessionsService).startSession(user.id);
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': uniqueClientIp(), [TEST_NOW_HEADER]: now });
    client.cookies.set(SESSION_COOKIE, token);
    return { client, userId: user.id };
  }

  const option = (item: PricedItem, name: string) => item.options.find((candidate) => candidate.name === name)!.id;
  const phoneOrder = (slotTime: string, overrides: Record<string, unknown> = {}) => ({
    lines: [
      { menuItemId: burger.id, optionId: option(burger, 'Double'), quantity: 2 },
      { menuItemId: fries.id, quantity: 1 },
    ],
    deliveryType: 'collection',
    slotTime,
    payment: 'collection',
    customer: { name: 'Pat Jones', phone: '07700 900456' },
    ...overrides,
  });
  const emailsOwed = (orderId: string): Promise<{ to: string; key: string }[]> =>
    dataSource.query(`SELECT payload->>'to' AS "to", dedupe_key AS key FROM email_outbox WHERE dedupe_key LIKE $1 ORDER BY dedupe_key`, [`%:${orderId}:%`]);
  const ordersOf = (date: string) => dataSource.getRepository(Order).find({ where: { orderDate: date }, relations: { items: true } });

  beforeAll(async () => {
    postcodes = await startPostcodeStandin({ port: 0 });
    api = await createTestApp({ POSTCODE_API_BASE: postcodes.url, TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    ({ burger, fries } = await seedRestaurant(api));
  });

  afterAll(async () => {
    await api?.close();
    await postcodes?.close();
  });

  it("prices a phone order exactly as the same customer's order: lines, allergens and totals from the menu; no price is taken from staff", async () => {
    const day = tuesday(60);
    const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
    await fillCart(customer, [
      { item: burger, option: 'Double', quantity: 2 },
      { item: fries, quantity: 1 },
    ]);
    const online = await customer.client.post('/api/orders', collectionOrder('12:00'));
    expect(online.status).toBe(201);

    const { client: staff, userId: staffId } = await signedIn('staff', londonTime(day, '11:00'));
    const withPrice = await staff.post('/api/admin/orders', { ...phoneOrder('12:15'), totalPence: 1 });
    expect(withPrice.status).toBe(400);
    const taken = await staff.post('/api/admin/orders', phoneOrder('12:15'));
    expect(taken.status).toBe(201);

    const comparable = (order: Record<string, unknown>) => ({
      items: (order.items as Record<string, unknown>[]).map(({ name, size, quantity, unitPricePence, totalPricePence, allergens }) => ({ name, size, quantity, unitPricePence, totalPricePence, allergens })),
      totals: [order.subtotalPence, order.deliveryFeePence, order.driverTipPence, order.taxPence, order.totalPence],
    });
    expect(comparable(taken.body)).toEqual(comparable(online.body.order as Record<string, unknown>));
    expect(taken.body).toMatchObject({ status: 'pending', paymentMethod: 'collection', isPaid: false, paidWith: null, takenByStaff: true, customer: { name: 'Pat Jones', email: '', phone: '07700 900456' } });

    const stored = await dataSource.getRepository(Order).findOneByOrFail({ id: taken.body.id as string });
    expect([stored.userId, stored.takenBy]).toEqual([null, staffId]);
    const audit: { actorId: string; action: string; after: { orderNumber: string } }[] = await dataSource.query(
      `SELECT actor_id AS "actorId", action, after FROM audit_log WHERE entity_id = $1`,
      [stored.id],
    );
    expect(audit).toEqual([{ actorId: staffId, action: 'take', after: expect.objectContaining({ orderNumber: stored.orderNumber, total: stored.total }) }]);
    // Without an e-mail address only the restaurant is told.
    expect((await emailsOwed(stored.id)).map((email) => email.key)).toEqual([`order-confirmed:${stored.id}:restaurant`]);
  });

  it('writes to the customer when staff give an e-mail address, and marks an order paid now at the counter paid at once', async () => {
    const day = tuesday(61);
    const { client: staff } = await signedIn('administrator', londonTime(day, '11:00'));
    const taken = await staff.post('/api/admin/orders', phoneOrder('12:00', { payment: 'cash', customer: { name: 'Pat Jones', phone: '07700 900456', email: 'pat@phone.test' } }));
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ isPaid: true, paidAt: new Date(londonTime(day, '11:00')).toISOString(), paidWith: 'cash', paymentMethod: 'collection' });
    expect(await emailsOwed(taken.body.id as string)).toEqual([
      { to: 'pat@phone.test', key: `order-confirmed:${taken.body.id as string}:customer` },
      { to: api.config.restaurantNotificationEmail, key: `order-confirmed:${taken.body.id as string}:restaurant` },
    ]);
  });

  it('takes a delivery paid to the driver with the fee, checking the postcode as checkout does', async () => {
    const day = tuesday(62);
    const { client: staff } = await signedIn('staff', londonTime(day, '11:00'));
    const delivery = phoneOrder('12:00', { deliveryType: 'delivery', payment: 'driver', address: { line: '12 Bolton Road', postcode: 'M1 1AE' } });
    const far = await staff.post('/api/admin/orders', delivery);
    expect([far.status, far.body.error?.code]).toEqual([422, 'DELIVERY_INFORMATION_REQUIRED']);
    // The fee as the settings say now (a file before this one in the worker may have saved another).
    const { deliveryFee } = await api.app.get(SettingsService).getPublicSettings();
    const near = await staff.post('/api/admin/orders', { ...delivery, address: { line: '12 Bolton Road', postcode: 'm28 3bx' } });
    expect(near.status).toBe(201);
    expect(near.body).toMatchObject({ paymentMethod: 'driver', deliveryFeePence: deliveryFee, totalPence: 2 * 895 + 300 + deliveryFee, deliveryAddress: '12 Bolton Road, M28 3BX' });
    const collectionPaidToDriver = await staff.post('/api/admin/orders', phoneOrder('12:00', { payment: 'driver' }));
    expect([collectionPaidToDriver.status, collectionPaidToDriver.body.error?.code]).toEqual([422, 'PAYMENT_METHOD_NOT_ALLOWED']);
    expect((await ordersOf(day)).length).toBe(1);
  });

  it('refuses a missing name or phone, a sold-out item and an unknown one, changing nothing', async () => {
    const day = tuesday(63);
    const { client: staff } = await signedIn('staff', londonTime(day, '11:00'));
    const noPhone = await staff.post('/api/admin/orders', phoneOrder('12:00', { customer: { name: 'Pat Jones', phone: ' ' } }));
    expect([noPhone.status, noPhone.body.error?.code, noPhone.body.error?.message]).toEqual([422, 'MISSING_INFORMATION', "Please enter the customer's name and phone number."]);
    const unknown = await staff.post('/api/admin/orders', phoneOrder('12:00', { lines: [{ menuItemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }));
    expect([unknown.status, unknown.body.error?.code]).toEqual([409, 'ITEMS_UNAVAILABLE']);
    const noLines = await staff.post('/api/admin/orders', phoneOrder('12:00', { lines: [] }));
    expect(noLines.status).toBe(400);
    expect(await ordersOf(day)).toEqual([]);
  });

  it('warns staff of a full slot and takes the order into it only when they say so; a customer can never overfill it', async () => {
    const day = tuesday(64);
    const now = londonTime(day, '11:00');
    const { client: staff } = await signedIn('staff', now);
    await setSetting(api, 'orders_per_time_slot', '1');
    try {
      expect((await staff.post('/api/admin/orders', phoneOrder('12:30'))).status).toBe(201);
      const full = await staff.post('/api/admin/orders', phoneOrder('12:30'));
      expect([full.status, full.body.error?.code, full.body.error?.message, (full.body.error as { details?: unknown } | undefined)?.details]).toEqual([
        409,
        'SLOT_FULL',
        'The 12:30 slot is full (1 of 1 orders). Take the order anyway?',
        expect.objectContaining({ overridable: true, booked: 1, capacity: 1 }),
      ]);
      const overfilled = await staff.post('/api/admin/orders', phoneOrder('12:30', { overrideFullSlot: true }));
      expect(overfilled.status).toBe(201);
      const slots = await staff.get('/api/admin/orders/slots?type=collection');
      expect((slots.body.slots as { time: string; booked: number; available: boolean }[]).find((slot) => slot.time === '12:30')).toMatchObject({ booked: 2, available: false });

      const customer = await createCustomer(api, { now });
      await fillCart(customer, [{ item: fries }]);
      const overriding = await customer.client.post('/api/orders', collectionOrder('12:30', { overrideFullSlot: true }));
      expect(overriding.status).toBe(400);
      const refused = await customer.client.post('/api/orders', collectionOrder('12:30'));
      expect([refused.status, refused.body.error?.code]).toEqual([409, 'SLOT_FULL']);
      expect((await customer.client.post('/api/admin/orders', phoneOrder('12:45'))).status).toBe(403);
      expect((await ordersOf(day)).length).toBe(2);
    } finally {
      await setSetting(api, 'orders_per_time_slot', '3');
    }
  });

  it("offers staff every slot not yet started (the customers' buffer does not apply), and none on a closed evening", async () => {
    const day = tuesday(65);
    const { client: staff } = await signedIn('staff', londonTime(day, '11:58'));
    const staffSlots = (await staff.get('/api/admin/orders/slots?type=collection')).body.slots as { time: string }[];
    const customerSlots = (await new TestHttpClient(api.url, { [TEST_NOW_HEADER]: londonTime(day, '11:58') }).get('/api/checkout/slots?type=collection')).body.slots as { time: string }[];
    expect(staffSlots[0].time).toBe('12:00');
    expect(customerSlots[0].time).toBe('12:15');
    const { client: evening } = await signedIn('staff', londonTime(day, '15:00'));
    expect((await evening.get('/api/admin/orders/slots?type=collection')).body.slots).toEqual([]);
    const closed = await evening.post('/api/admin/orders', phoneOrder('18:00'));
    expect([closed.status, closed.body.error?.code]).toEqual([409, 'SLOT_UNAVAILABLE']);
  });
});
