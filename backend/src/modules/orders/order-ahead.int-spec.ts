import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { truncateAll } from '../../test/test-database.js';
import { BusyModeService } from '../scheduling/busy-mode.service.js';
import { DayOff } from '../scheduling/entities/day-off.entity.js';
import { createAdmin } from './admin-orders.test-factory.js';
import { Order } from './entities/order.entity.js';
import { collectionOrder, createCustomer, fillCart, londonTime, ordersOn, type PricedItem, seedRestaurant, setSetting, tuesday } from './orders.test-factory.js';

interface DaysBody {
  days: { date: string; open: boolean; closedReason: string | null }[];
}
interface SlotBody {
  date: string;
  slots: { time: string; booked: number; left: number }[];
  closedReason: string | null;
}

const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

/** Issue 28, order ahead: the days a customer may order for, each day's slots, and Place Order for a later day. */
describe('order ahead', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let burger: PricedItem;
  // A Saturday: Sunday is open, Monday closed (the seed's hours); the seed allows 6 days ahead.
  const saturday = plusDays(tuesday(8), 4);
  const sunday = plusDays(saturday, 1);
  const monday = plusDays(saturday, 2);
  const now = londonTime(saturday, '10:00');
  const anonymous = () => new TestHttpClient(api.url, { 'x-test-now': now });

  const customerWithBurger = async () => {
    const customer = await createCustomer(api, { now });
    await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);
    return customer;
  };

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    ({ burger } = await seedRestaurant(api));
  });

  afterAll(async () => {
    await api?.close();
  });

  it('lists today and the 6 days ahead, each open or why not: Monday closed, a day off named', async () => {
    const dayOff = plusDays(saturday, 4);
    await dataSource.getRepository(DayOff).save({ date: dayOff, startDate: dayOff, endDate: dayOff, type: 'maintenance', allDay: true, reason: 'Staff training' });
    const response = await anonymous().get('/api/checkout/days?type=collection');
    expect(response.status).toBe(200);
    expect((response.body as unknown as DaysBody).days).toEqual([
      { date: saturday, open: true, closedReason: null },
      { date: sunday, open: true, closedReason: null },
      { date: monday, open: false, closedReason: 'closed_day' },
      { date: plusDays(saturday, 3), open: true, closedReason: null },
      { date: plusDays(saturday, 4), open: false, closedReason: 'day_off' },
      { date: plusDays(saturday, 5), open: true, closedReason: null },
      { date: plusDays(saturday, 6), open: true, closedReason: null },
    ]);
    expect((await anonymous().get('/api/checkout/days?type=sideways')).status).toBe(400);
  });

  it("places an order for tomorrow: it keeps its day, and its slot is counted on that day only, from the day's first slot", async () => {
    const customer = await customerWithBurger();
    const placed = await customer.client.post('/api/orders', collectionOrder('09:00', { orderDate: sunday }));
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ orderDate: sunday, slotTime: '09:00', totalPence: 1790 });
    expect(await ordersOn(dataSource, sunday)).toHaveLength(1);

    const tomorrow = (await anonymous().get(`/api/checkout/slots?type=collection&date=${sunday}`)).body as unknown as SlotBody;
    expect(tomorrow).toMatchObject({ date: sunday, closedReason: null });
    // Tomorrow's buffer does not apply: its first slot is offered.
    expect(tomorrow.slots[0]).toMatchObject({ time: '09:00', booked: 1, left: 2 });
    const today = (await anonymous().get('/api/checkout/slots?type=collection')).body as unknown as SlotBody;
    expect(today.date).toBe(saturday);
    expect(today.slots.every((slot) => slot.booked === 0)).toBe(true);
  });

  it('refuses a day beyond the days ahead, a day before today and a slot the day does not offer; nothing is written', async () => {
    const customer = await customerWithBurger();
    const before = await dataSource.getRepository(Order).count();
    const tooFar = await customer.client.post('/api/orders', collectionOrder('12:00', { orderDate: plusDays(saturday, 7) }));
    expect([tooFar.status, tooFar.body.error?.code, tooFar.body.error?.message]).toEqual([409, 'ORDER_DATE_UNAVAILABLE', 'We take orders up to 6 days ahead. Please choose another day.']);
    const yesterday = await customer.client.post('/api/orders', collectionOrder('12:00', { orderDate: plusDays(saturday, -1) }));
    expect(yesterday.body.error?.code).toBe('ORDER_DATE_UNAVAILABLE');
    const closed = await customer.client.post('/api/orders', collectionOrder('12:00', { orderDate: monday }));
    expect([closed.status, closed.body.error?.code]).toEqual([409, 'SLOT_UNAVAILABLE']);
    const malformed = await customer.client.post('/api/orders', collectionOrder('12:00', { orderDate: '22/03/2031' }));
    expect(malformed.status).toBe(400);
    // Written as a date, but not one of the calendar's: refused before it reaches a query.
    const notInCalendar = await customer.client.post('/api/orders', collectionOrder('12:00', { orderDate: '2031-02-30' }));
    expect([notInCalendar.status, notInCalendar.body.error?.code]).toEqual([409, 'ORDER_DATE_UNAVAILABLE']);
    expect(await dataSource.getRepository(Order).count()).toBe(before);
    expect((await anonymous().get(`/api/checkout/slots?type=collection&date=${plusDays(saturday, 7)}`)).body).toMatchObject({ slots: [], closedReason: 'out_of_range' });
  });

  it("closes today at the same-day cut-off and leaves tomorrow open; with 0 days ahead only today is taken (the spec's default)", async () => {
    try {
      await setSetting(api, 'same_day_cutoff', '09:30');
      const days = ((await anonymous().get('/api/checkout/days?type=collection')).body as unknown as DaysBody).days;
      expect(days[0]).toEqual({ date: saturday, open: false, closedReason: 'cut_off' });
      expect((await anonymous().get('/api/checkout/slots?type=collection')).body).toMatchObject({ slots: [], closedReason: 'cut_off' });
      const customer = await customerWithBurger();
      const refused = await customer.client.post('/api/orders', collectionOrder('12:00'));
      expect([refused.status, refused.body.error?.message]).toEqual([409, 'We have stopped taking orders for today (orders close at 09:30). Please choose another day.']);
      expect((await customer.client.post('/api/orders', collectionOrder('12:00', { orderDate: sunday }))).status).toBe(201);

      await setSetting(api, 'order_ahead_days_collection', '0');
      await setSetting(api, 'same_day_cutoff', '');
      expect(((await anonymous().get('/api/checkout/days?type=collection')).body as unknown as DaysBody).days.map((day) => day.date)).toEqual([saturday]);
      const again = await customerWithBurger();
      const tomorrow = await again.client.post('/api/orders', collectionOrder('12:00', { orderDate: sunday }));
      expect([tomorrow.status, tomorrow.body.error?.message]).toEqual([409, 'We take orders for today only. Please choose a time today.']);
      // Delivery has its own number of days.
      expect(((await anonymous().get('/api/checkout/days?type=delivery')).body as unknown as DaysBody).days).toHaveLength(7);
    } finally {
      await setSetting(api, 'same_day_cutoff', '');
      await setSetting(api, 'order_ahead_days_collection', '6');
    }
  });

  it("a pause stops today's orders, not a later day's", async () => {
    const admin = await createAdmin(api, { now });
    const staff = { id: admin.userId, email: 'admin@orders.test' } as Parameters<BusyModeService['pauseOrders']>[0];
    await api.app.get(BusyModeService).pauseOrders(staff, 'collection', null);
    try {
      const customer = await customerWithBurger();
      const today = await customer.client.post('/api/orders', collectionOrder('12:30'));
      expect([today.status, today.body.error?.code]).toEqual([409, 'ORDERS_PAUSED']);
      const later = await customer.client.post('/api/orders', collectionOrder('12:30', { orderDate: sunday }));
      expect(later.status).toBe(201);
    } finally {
      await api.app.get(BusyModeService).reopenOrders(staff, 'collection');
    }
  });

  it("never overfills a later day's slot: 12 concurrent checkouts for tomorrow's 13:00 of capacity 3 create exactly 3 orders", async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => customerWithBurger()));
    const answers = await Promise.all(customers.map((customer) => customer.client.post('/api/orders', collectionOrder('13:00', { orderDate: sunday }))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.body.error?.code === 'SLOT_FULL')).toBe(true);
    expect((await ordersOn(dataSource, sunday)).filter((order) => order.slotTime.startsWith('13:00'))).toHaveLength(3);
  });

  it("a day off for a day ahead shows the orders already placed for it, and tells their customers", async () => {
    const tuesdayAhead = plusDays(saturday, 3);
    const customer = await customerWithBurger();
    const email = 'pat.ahead@orders.test';
    const placed = await customer.client.post('/api/orders', collectionOrder('12:00', { orderDate: tuesdayAhead, customer: { name: 'Pat Ahead', email, phone: '07700 900777' } }));
    expect(placed.status).toBe(201);
    const admin = (await createAdmin(api, { now })).client;
    const preview = await admin.post('/api/admin/time/days-off/preview', { type: 'ad-hoc', startDate: tuesdayAhead, allDay: true });
    expect(preview.body).toMatchObject({ dates: [tuesdayAhead], orders: [{ id: (placed.body.order as { id: string }).id, customerEmail: email }] });
    const saved = await admin.post('/api/admin/time/days-off', { type: 'ad-hoc', startDate: tuesdayAhead, allDay: true, reason: 'Burst pipe', notifyCustomers: true });
    expect(saved).toMatchObject({ status: 201, body: { notified: 1 } });
    const notices: { to: string }[] = await dataSource.query(`SELECT payload->>'to' AS "to" FROM email_outbox WHERE kind = 'closed-day-notice'`);
    expect(notices).toEqual([{ to: email }]);
    // And the day no longer takes orders.
    expect(((await anonymous().get('/api/checkout/days?type=collection')).body as unknown as DaysBody).days[3]).toEqual({ date: tuesdayAhead, open: false, closedReason: 'day_off' });
  });
});

