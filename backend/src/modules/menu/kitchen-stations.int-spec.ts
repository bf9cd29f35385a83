import { DataSource } from 'typeorm';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { truncateAll } from '../../test/test-database.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import type { Role } from '../accounts/domain/roles.js';
import { Order } from '../orders/entities/order.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import { collectionOrder, createCustomer, fillCart, londonTime, type PricedItem, seedRestaurant, setSetting, tuesday, uniqueClientIp } from '../orders/orders.test-factory.js';
import { createCategory, createMenuItem } from './menu.test-factory.js';

interface SlotBody {
  slots: { time: string; booked: number; left: number; available: boolean; fullStation: string | null }[];
}

/**
 * Issue 28, capacity the kitchen can cook: stations with units per slot, items that take units of
 * them, slots offered only while the stations a cart needs have room, and Place Order taking the
 * units under the slot's lock.
 */
describe('kitchen stations', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let pizza: PricedItem;
  let wings: PricedItem;
  let ovenId: string;
  let fryerId: string;
  let ordersPerSlotBefore: number;

  async function signedIn(role: Role, now: string): Promise<TestHttpClient> {
    const user = await api.app.get(UsersService).createUser({ email: `${role}-${Math.random().toString(36).slice(2, 8)}@stations.test`, emailConfirmed: true, role });
    const { token } = await api.app.get(SessionsService).startSession(user.id);
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': uniqueClientIp(), [TEST_NOW_HEADER]: now });
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  }

  const detailsOf = (response: { body: { error?: unknown } }) => ((response.body.error as { details?: Record<string, unknown> } | undefined)?.details ?? {});
  const slotsFor = async (client: TestHttpClient, date?: string) =>
    ((await client.get(`/api/checkout/slots?type=collection${date ? `&date=${date}` : ''}`)).body as unknown as SlotBody).slots;
  const slotAt = (slots: SlotBody['slots'], time: string) => slots.find((slot) => slot.time === time)!;
  const ovenUnitsIn = async (date: string, time: string): Promise<number> => {
    const [{ units }]: { units: number }[] = await dataSource.query(
      `SELECT coalesce(sum(u.units), 0)::int AS units FROM order_station_uses u JOIN orders o ON o.id = u.order_id
        WHERE u.station_id = $1 AND o.order_date = $2 AND o.slot_time = $3 AND o.status <> ALL('{completed,abandoned}')`,
      [ovenId, date, `${time}:00`],
    );
    return units;
  };

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    await seedRestaurant(api);
    ordersPerSlotBefore = (await api.app.get(SettingsService).getPublicSettings()).ordersPerTimeSlot;
    // The order count must not be what limits these orders: the stations are.
    await setSetting(api, 'orders_per_time_slot', '100');
    const category = await createCategory(dataSource);
    pizza = await createMenuItem(dataSource, category, { name: 'Test Pizza', options: [{ name: '12"', price: 1000 }, { name: '14"', price: 1200 }] });
    wings = await createMenuItem(dataSource, category, { name: 'Test Wings', options: [{ name: '8 Wings', price: 600 }] });
  });

  afterAll(async () => {
    await setSetting(api, 'orders_per_time_slot', String(ordersPerSlotBefore));
    await api?.close();
  });

  it('lets an administrator add, rename and resize stations and set what items take, audited; staff may only read them', async () => {
    const admin = await signedIn('administrator', londonTime(tuesday(120), '10:00'));
    const oven = await admin.post('/api/admin/stations', { name: '  Test oven ', unitsPerSlot: 4 });
    expect(oven.status).toBe(201);
    expect(oven.body).toMatchObject({ name: 'Test oven', unitsPerSlot: 4 });
    ovenId = oven.body.id as string;
    const fryer = await admin.post('/api/admin/stations', { name: 'Test fryer', unitsPerSlot: 12 });
    fryerId = fryer.body.id as string;

    const taken = await admin.post('/api/admin/stations', { name: 'Test oven', unitsPerSlot: 2 });
    expect([taken.status, taken.body.error?.code, taken.body.error?.message]).toEqual([409, 'KITCHEN_STATION_NAME_TAKEN', 'There is already a station called "Test oven".']);
    const zero = await admin.post('/api/admin/stations', { name: 'Wok', unitsPerSlot: 0 });
    expect([zero.status, zero.body.error?.message]).toEqual([400, 'Units per slot must be a whole number from 1 to 1000.']);

    // A 12" pizza 1 oven unit, a 14" one 2; 8 wings 1 fryer unit.
    const item = await admin.patch(`/api/admin/menu/items/${pizza.id}`, { stationId: ovenId, stationUnits: 1 });
    expect(item.status).toBe(200);
    expect(item.body.kitchen).toMatchObject({ stationId: ovenId, stationUnits: 1 });
    const large = pizza.options.find((option) => option.name === '14"')!;
    const size = await admin.patch(`/api/admin/menu/options/${large.id}`, { stationUnits: 2 });
    expect((size.body.kitchen as { sizes: unknown[] }).sizes).toContainEqual({ optionId: large.id, stationUnits: 2 });
    expect((await admin.patch(`/api/admin/menu/items/${wings.id}`, { stationId: fryerId })).status).toBe(200);
    const unknown = await admin.patch(`/api/admin/menu/items/${wings.id}`, { stationId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.status, unknown.body.error?.code]).toEqual([422, 'KITCHEN_STATION_UNKNOWN']);

    const staff = await signedIn('staff', londonTime(tuesday(120), '10:00'));
    expect((await staff.get('/api/admin/stations')).body).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Test oven', unitsPerSlot: 4 })]));
    expect((await staff.post('/api/admin/stations', { name: 'Staff oven', unitsPerSlot: 4 })).status).toBe(403);

    const audit: { action: string }[] = await dataSource.query(`SELECT action FROM audit_log WHERE area = 'kitchen_station' AND entity_id = $1`, [ovenId]);
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it('hides a slot whose oven is full only from carts that need the oven, and refuses such an order there', async () => {
    const day = tuesday(121);
    const now = londonTime(day, '10:00');
    const first = await createCustomer(api, { now });
    await fillCart(first, [{ item: pizza, option: '14"', quantity: 2 }]);
    expect((await first.client.post('/api/orders', collectionOrder('12:00'))).status).toBe(201);
    expect(await ovenUnitsIn(day, '12:00')).toBe(4);

    const wantsPizza = await createCustomer(api, { now });
    await fillCart(wantsPizza, [{ item: pizza, option: '12"' }]);
    const wantsWings = await createCustomer(api, { now });
    await fillCart(wantsWings, [{ item: wings }]);
    const anonymous = new TestHttpClient(api.url, { [TEST_NOW_HEADER]: now });

    expect(slotAt(await slotsFor(wantsPizza.client), '12:00')).toMatchObject({ available: false, fullStation: 'Test oven', booked: 1 });
    expect(slotAt(await slotsFor(wantsPizza.client), '12:15')).toMatchObject({ available: true, fullStation: null });
    expect(slotAt(await slotsFor(wantsWings.client), '12:00')).toMatchObject({ available: true, fullStation: null });
    expect(slotAt(await slotsFor(anonymous), '12:00')).toMatchObject({ available: true, fullStation: null });

    const refused = await wantsPizza.client.post('/api/orders', collectionOrder('12:00'));
    expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([409, 'SLOT_FULL', "The kitchen's test oven is fully booked at 12:00. Please choose another time."]);
    expect(await dataSource.getRepository(Order).countBy({ orderDate: day, slotTime: '12:00:00' })).toBe(1);
    expect((await wantsWings.client.post('/api/orders', collectionOrder('12:00'))).status).toBe(201);
    expect((await wantsPizza.client.post('/api/orders', collectionOrder('12:15'))).status).toBe(201);

    // An abandoned order gives its units back, as it gives its place in the count.
    await dataSource.query(`UPDATE orders SET status = 'abandoned' WHERE order_date = $1 AND slot_time = '12:00:00' AND id IN (SELECT order_id FROM order_station_uses WHERE station_id = $2)`, [day, ovenId]);
    expect(slotAt(await slotsFor(wantsPizza.client), '12:00')).toMatchObject({ available: true });
  });

  it('never overfills a station: 50 concurrent checkouts of 2 oven units each into a slot of 7 make exactly 3 orders', async () => {
    const admin = await signedIn('administrator', londonTime(tuesday(122), '10:00'));
    expect((await admin.patch(`/api/admin/stations/${ovenId}`, { unitsPerSlot: 7 })).body).toMatchObject({ unitsPerSlot: 7 });
    const day = tuesday(122);
    const now = londonTime(day, '11:00');
    const customers = await Promise.all(Array.from({ length: 50 }, () => createCustomer(api, { now })));
    await Promise.all(customers.map((customer) => fillCart(customer, [{ item: pizza, option: '12"', quantity: 2 }])));

    const responses = await Promise.all(customers.map((customer) => customer.client.post('/api/orders', collectionOrder('12:30'))));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 409).map((response) => response.body.error?.code)).toEqual(Array(47).fill('SLOT_FULL'));
    expect(await ovenUnitsIn(day, '12:30')).toBe(6);
    expect(await dataSource.getRepository(Order).countBy({ orderDate: day, slotTime: '12:30:00' })).toBe(3);
  });

  it('warns staff taking a phone order into a full station, and takes it when they say so', async () => {
    const day = tuesday(123);
    const staff = await signedIn('staff', londonTime(day, '11:00'));
    const phoneOrder = (overrides: Record<string, unknown> = {}) => ({
      lines: [{ menuItemId: pizza.id, optionId: pizza.options.find((option) => option.name === '14"')!.id, quantity: 4 }],
      deliveryType: 'collection',
      slotTime: '12:00',
      payment: 'collection',
      customer: { name: 'Pat Jones', phone: '07700 900456' },
      ...overrides,
    });
    // More than the oven holds at all: the same question, never a silent refusal.
    expect(detailsOf(await staff.post('/api/admin/orders', phoneOrder()))).toMatchObject({ overridable: true, station: 'Test oven', taken: 0, capacity: 7 });
    const fits = await staff.post('/api/admin/orders', phoneOrder({ lines: [{ menuItemId: pizza.id, optionId: pizza.options[0].id, quantity: 7 }] }));
    expect(fits.status).toBe(201);
    const full = await staff.post('/api/admin/orders', phoneOrder({ lines: [{ menuItemId: pizza.id, optionId: pizza.options[0].id, quantity: 1 }] }));
    expect([full.status, full.body.error?.message, detailsOf(full).overridable]).toEqual([409, 'The test oven is full at 12:00 (7 of 7 units taken). Take the order anyway?', true]);
    const anyway = await staff.post('/api/admin/orders', phoneOrder({ lines: [{ menuItemId: pizza.id, optionId: pizza.options[0].id, quantity: 1 }], overrideFullSlot: true }));
    expect(anyway.status).toBe(201);
    expect(await ovenUnitsIn(day, '12:00')).toBe(8);
  });

  it("shows each slot's units per station on the Time tab's week and the next hour's on the kitchen screen", async () => {
    const day = tuesday(123);
    const staff = await signedIn('staff', londonTime(day, '11:50'));
    const load = await staff.get('/api/admin/kitchen/load');
    expect(load.status).toBe(200);
    expect((load.body.slots as { time: string }[]).map((slot) => slot.time)).toEqual(['11:45', '12:00', '12:15', '12:30']);
    const noon = (load.body.slots as { time: string; orders: number; stations: { stationId: string; units: number }[] }[]).find((slot) => slot.time === '12:00')!;
    expect(noon.orders).toBe(2);
    expect(noon.stations).toContainEqual({ stationId: ovenId, units: 8 });
    expect(noon.stations).toContainEqual({ stationId: fryerId, units: 0 });

    const admin = await signedIn('administrator', londonTime(day, '11:50'));
    const week = await admin.get(`/api/admin/time/schedule?date=${day}`);
    expect(week.body.stations).toEqual(expect.arrayContaining([{ id: ovenId, name: 'Test oven', unitsPerSlot: 7 }]));
    const tuesdayColumn = (week.body.days as { date: string; slots: { time: string; kitchen: { stationId: string; units: number }[] }[] }[]).find((entry) => entry.date === day)!;
    expect(tuesdayColumn.slots.find((slot) => slot.time === '12:00')!.kitchen).toEqual([{ stationId: ovenId, units: 8 }]);
  });

  it('retakes the units of a corrected order as its lines now are', async () => {
    const day = tuesday(125);
    const staff = await signedIn('staff', londonTime(day, '11:00'));
    const taken = await staff.post('/api/admin/orders', {
      lines: [{ menuItemId: pizza.id, optionId: pizza.options[0].id, quantity: 3 }, { menuItemId: wings.id, quantity: 1 }],
      deliveryType: 'collection',
      slotTime: '12:00',
      payment: 'collection',
      customer: { name: 'Pat Jones', phone: '07700 900456' },
    });
    expect(taken.status).toBe(201);
    expect(await ovenUnitsIn(day, '12:00')).toBe(3);
    const lines = taken.body.items as { id: string; name: string }[];
    const corrected = await staff.patch(`/api/admin/orders/${taken.body.id as string}`, {
      keep: [{ orderItemId: lines.find((line) => line.name === 'Test Pizza')!.id, quantity: 1 }],
      add: [],
      deliveryType: 'collection',
      slotTime: '12:00',
    });
    expect(corrected.status).toBe(200);
    expect(await ovenUnitsIn(day, '12:00')).toBe(1);
    expect(await dataSource.query('SELECT station_id AS "stationId", units FROM order_station_uses WHERE order_id = $1', [taken.body.id])).toEqual([{ stationId: ovenId, units: 1 }]);
  });

  it('leaves the items of a deleted station to no station: their orders are limited by the count only', async () => {
    const admin = await signedIn('administrator', londonTime(tuesday(124), '10:00'));
    const deleted = await admin.delete(`/api/admin/stations/${ovenId}`);
    expect(deleted.status).toBe(204);
    const [row]: { stationId: string | null }[] = await dataSource.query('SELECT station_id AS "stationId" FROM menu_items WHERE id = $1', [pizza.id]);
    expect(row.stationId).toBeNull();
    const customer = await createCustomer(api, { now: londonTime(tuesday(123), '11:00') });
    await fillCart(customer, [{ item: pizza, option: '12"' }]);
    expect(slotAt(await slotsFor(customer.client), '12:00')).toMatchObject({ available: true, fullStation: null });
    expect((await admin.delete(`/api/admin/stations/${ovenId}`)).status).toBe(404);
  });
});
