import { DateTime } from 'luxon';
import { io } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { startPostcodeStandin } from '../../dev/postcode-standin.js';
import type { RunningStandin } from '../../dev/http-server.js';
import { startStripeStandin, type RunningStripeStandin } from '../../dev/stripe-standin.js';
import { TestHttpClient } from '../../test/http-client.js';
import { truncateAll } from '../../test/test-database.js';
import { createTestApp, createTestWorker, type TestApp } from '../../test/test-app.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { DayOff } from '../scheduling/entities/day-off.entity.js';
import { CartItem } from './entities/cart-item.entity.js';
import { Order } from './entities/order.entity.js';
import { ORDER_NUMBER_PATTERN } from './domain/order-number.js';
import {
  collectionOrder,
  createCustomer,
  deliveryOrder,
  fillCart,
  londonTime,
  ordersOn,
  type PricedItem,
  seedRestaurant,
  setSetting,
  uniqueClientIp,
  thursday,
  tuesday,
} from './orders.test-factory.js';

interface SlotBody {
  date: string;
  slots: { time: string; capacity: number; booked: number; left: number; available: boolean }[];
  closedReason: string | null;
}

describe('checkout: slots, postcodes and placing orders', () => {
  let mail: RunningMailCatcher;
  let postcodes: RunningStandin;
  let stripe: RunningStripeStandin;
  let api: TestApp;
  let unpinned: TestApp;
  let worker: { close(): Promise<void> };
  let inbox: MailInboxClient;
  let dataSource: DataSource;
  let burger: PricedItem;
  let fries: PricedItem;

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    postcodes = await startPostcodeStandin({ port: 0 });
    stripe = await startStripeStandin({ port: 0, log: () => undefined });
    // Created before `api`: Passport's strategies are process-wide and the last app's win, so the
    // app whose sessions the tests use must be created last (and both live until afterAll).
    unpinned = await createTestApp({ POSTCODE_API_BASE: postcodes.url, STRIPE_API_BASE: stripe.url });
    api = await createTestApp({ SMTP_URL: mail.smtpUrl, POSTCODE_API_BASE: postcodes.url, STRIPE_API_BASE: stripe.url, TEST_CLOCK_ENABLED: 'true' });
    stripe.setWebhookTarget(`${api.url}/api/payments/webhook`);
    worker = await createTestWorker(api.config);
    inbox = new MailInboxClient(mail.url);
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    ({ burger, fries } = await seedRestaurant(api));
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await unpinned?.close();
    await stripe?.close();
    await postcodes?.close();
    await mail?.close();
  });

  describe('GET /api/checkout/slots', () => {
    const slotsAt = async (now: string) => {
      const response = await new TestHttpClient(api.url, { 'x-test-now': now }).get('/api/checkout/slots?type=collection');
      expect(response.status).toBe(200);
      return response.body as unknown as SlotBody;
    };

    it("lists today's active slots after now plus the buffer, with what is left in each; no evening on a Tuesday", async () => {
      const day = tuesday(0);
      const body = await slotsAt(londonTime(day, '11:50'));
      expect(body.date).toBe(day);
      expect(body.closedReason).toBeNull();
      expect(body.slots[0]).toEqual({ time: '12:15', capacity: 3, booked: 0, left: 3, available: true, fullStation: null });
      const times = body.slots.map((slot) => slot.time);
      expect(times.at(-1)).toBe('13:45');
      expect(times).not.toContain('14:00');
      expect(times).not.toContain('17:00');
    });

    it('offers the evening from Thursday to Sunday only, and refuses an order for a Tuesday evening', async () => {
      const times = (await slotsAt(londonTime(thursday(0), '11:50'))).slots.map((slot) => slot.time);
      expect(times).toContain('13:45');
      expect(times).toContain('17:00');
      expect(times.at(-1)).toBe('20:45');
      expect((await slotsAt(londonTime(tuesday(0), '15:00'))).slots).toEqual([]);

      const customer = await createCustomer(api, { now: londonTime(tuesday(0), '15:00') });
      await fillCart(customer, [{ item: fries }]);
      const refused = await customer.client.post('/api/orders', collectionOrder('18:00'));
      expect([refused.status, refused.body.error?.code]).toEqual([409, 'SLOT_UNAVAILABLE']);
    });

    it('applies the type: a type switched off lists no slot, the other still does', async () => {
      const now = londonTime(tuesday(0), '11:50');
      const listFor = async (type: string) => (await new TestHttpClient(api.url, { 'x-test-now': now }).get(`/api/checkout/slots?type=${type}`)).body as unknown as SlotBody;
      await setSetting(api, 'deliveries', 'false');
      try {
        expect(await listFor('delivery')).toEqual({ date: tuesday(0), slots: [], closedReason: 'service_off' });
        expect((await listFor('collection')).slots.length).toBeGreaterThan(0);
      } finally {
        await setSetting(api, 'deliveries', 'true');
      }
      await setSetting(api, 'collections', 'false');
      try {
        expect(await listFor('collection')).toEqual({ date: tuesday(0), slots: [], closedReason: 'service_off' });
        expect((await listFor('delivery')).slots.length).toBeGreaterThan(0);
      } finally {
        await setSetting(api, 'collections', 'true');
      }
    });

    it('follows the buffer setting', async () => {
      await setSetting(api, 'time_slot_buffer', '45');
      try {
        expect((await slotsAt(londonTime(tuesday(0), '11:50'))).slots[0].time).toBe('12:45');
      } finally {
        await setSetting(api, 'time_slot_buffer', '10');
      }
    });

    it('is empty on a closed weekday and on a day off, saying which', async () => {
      const monday = DateTime.fromISO(tuesday(1)).minus({ days: 1 }).toISODate()!;
      expect(await slotsAt(londonTime(monday, '10:00'))).toEqual({ date: monday, slots: [], closedReason: 'closed_day' });
      const day = tuesday(2);
      await dataSource.getRepository(DayOff).save({ date: day, startDate: day, endDate: day, type: 'maintenance', allDay: true, reason: 'New fryer' });
      expect(await slotsAt(londonTime(day, '10:00'))).toEqual({ date: day, slots: [], closedReason: 'day_off' });
    });

    it('uses the London date and wall clock whatever the instant is written in', async () => {
      // 23:30 UTC on Saturday 25 October 2031 is 00:30 BST on Sunday 26 October.
      expect((await slotsAt('2031-10-25T23:30:00Z')).date).toBe('2031-10-26');
    });

    it('ignores X-Test-Now unless the test clock is enabled', async () => {
      const londonToday = () => DateTime.now().setZone('Europe/London').toISODate();
      const before = londonToday();
      const response = await new TestHttpClient(unpinned.url, { 'x-test-now': '2031-01-14T11:50:00Z' }).get('/api/checkout/slots?type=collection');
      // The real London date when the api answered: the day before or after, should midnight fall in between.
      expect([before, londonToday()]).toContain(response.body.date);
      expect(response.body.date).not.toBe('2031-01-14');
    });

    it('refuses an unknown type', async () => {
      expect((await new TestHttpClient(api.url).get('/api/checkout/slots?type=takeaway')).status).toBe(400);
    });
  });

  describe('POST /api/checkout/postcode', () => {
    const check = (postcode: string) => new TestHttpClient(api.url).post('/api/checkout/postcode', { postcode });

    it('delivers near the restaurant and says so', async () => {
      const response = await check('m28 3bx');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ postcode: 'M283BX', valid: true, distanceMiles: expect.any(Number), message: 'Delivery available' });
      expect(response.body.distanceMiles as number).toBeLessThan(0.2);
    });

    it('refuses beyond the radius, an unknown postcode and one too short to look up', async () => {
      expect((await check('M1 1AE')).body).toMatchObject({ postcode: 'M11AE', valid: false, message: 'Delivery not available to this postcode' });
      expect((await check('ZZ9 9ZZ')).body).toEqual({ postcode: 'ZZ99ZZ', valid: false, distanceMiles: null, message: 'Delivery not available to this postcode' });
      expect((await check('M28')).body).toEqual({ postcode: 'M28', valid: false, distanceMiles: null, message: 'Delivery not available to this postcode' });
    });

    it('applies a new radius at once (coordinates are cached, verdicts are not)', async () => {
      await setSetting(api, 'max_distance', '8');
      try {
        expect((await check('M1 1AE')).body).toMatchObject({ valid: true, message: 'Delivery available' });
      } finally {
        await setSetting(api, 'max_distance', '2');
      }
    });
  });

  describe('POST /api/orders', () => {
    it('places a pay-on-collection order: pending, cart cleared, thank-you, both e-mails sent', async () => {
      const day = tuesday(3);
      const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
      await fillCart(customer, [
        { item: burger, option: 'Double', quantity: 2 },
        { item: fries, quantity: 1 },
      ]);

      const response = await customer.client.post('/api/orders', collectionOrder('12:00', { specialInstructions: 'Extra napkins' }));
      expect(response.status).toBe(201);
      const order = response.body.order as Record<string, unknown>;
      expect(response.body.next).toEqual({ kind: 'thank-you' });
      expect(order).toMatchObject({
        orderDate: day,
        slotTime: '12:00',
        deliveryType: 'collection',
        status: 'pending',
        paymentMethod: 'collection',
        isPaid: false,
        subtotalPence: 2 * 895 + 300,
        deliveryFeePence: 0,
        driverTipPence: 0,
        taxPence: 0,
        totalPence: 2090,
      });
      expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
      // Items are listed by name: Fries before Smash Burger.
      expect(order.items).toEqual([
        expect.objectContaining({ name: fries.name, size: 'Regular', quantity: 1, unitPricePence: 300, totalPricePence: 300 }),
        expect.objectContaining({ name: burger.name, size: 'Double', quantity: 2, unitPricePence: 895, totalPricePence: 1790 }),
      ]);
      expect((await customer.client.get('/api/cart')).body.lines).toEqual([]);

      const confirmation = await inbox.waitForMessage(sentTo('sam.taylor@orders.test', `Your order ${order.orderNumber as string} at Walkden Fried Chicken & Pizza`));
      expect(confirmation.text).toContain('Please have your payment ready when you collect.');
      expect(confirmation.text).toContain('£20.90');
      const notification = await inbox.waitForMessage(sentTo(api.config.restaurantNotificationEmail, new RegExp(`New Collection order ${order.orderNumber as string}`)));
      expect(notification.text).toContain('Instructions: Extra napkins');
      expect(notification.text).toContain('Payment: Pay on collection - Unpaid');

      const history = await customer.client.get('/api/orders');
      expect(history.status).toBe(200);
      expect((history.body as unknown as { orderNumber: string }[]).map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    });

    it('prices from the database: a price the client sent is refused, a tampered cart price ignored', async () => {
      const day = tuesday(4);
      const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
      await fillCart(customer, [{ item: burger, option: 'Single' }]);

      const withPrice = await customer.client.post('/api/orders', collectionOrder('12:00', { totalPence: 1, items: [{ unitPricePence: 1 }] }));
      expect(withPrice.status).toBe(400);
      expect(await ordersOn(dataSource, day)).toEqual([]);

      await dataSource.getRepository(CartItem).update({ userId: customer.userId }, { unitPrice: 1 });
      const placed = await customer.client.post('/api/orders', collectionOrder('12:00'));
      expect(placed.status).toBe(201);
      expect(placed.body.order).toMatchObject({ subtotalPence: 650, totalPence: 650, items: [expect.objectContaining({ unitPricePence: 650 })] });

      await fillCart(customer, [{ item: fries }]);
      const second = await customer.client.post('/api/orders', collectionOrder('12:15'));
      expect(second.status).toBe(201);
      const history = (await customer.client.get('/api/orders')).body as unknown as { orderNumber: string; totalPence: number; items: { name: string }[] }[];
      expect(history.map((o) => [o.orderNumber, o.totalPence, o.items.map((item) => item.name)])).toEqual([
        [(second.body.order as { orderNumber: string }).orderNumber, 300, [fries.name]],
        [(placed.body.order as { orderNumber: string }).orderNumber, 650, [burger.name]],
      ]);
    });

    it('answers the SPEC checks in order with their titles and messages, and changes nothing', async () => {
      const day = tuesday(5);
      const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
      await fillCart(customer, [{ item: fries }]);
      const problemOf = async (body: Record<string, unknown>) => {
        const response = await customer.client.post('/api/orders', body);
        expect(response.status).toBe(422);
        const error = response.body.error as { code: string; message: string; details: { title: string } };
        return [error.details.title, error.message];
      };

      expect(await problemOf(deliveryOrder('', { paymentMethod: '', address: {}, customer: {} }))).toEqual(['Time Slot Required', 'Please select a collection/delivery time slot.']);
      expect(await problemOf(deliveryOrder('12:00', { paymentMethod: '', address: {}, customer: {} }))).toEqual(['Payment Method Required', 'Please select how you would like to pay.']);
      expect(await problemOf(deliveryOrder('12:00', { address: { line: '1 High St', postcode: 'M1 1AE' }, customer: {} }))).toEqual([
        'Delivery Information Required',
        'Please provide a valid delivery address within our delivery area.',
      ]);
      expect(await problemOf(deliveryOrder('12:00', { customer: {} }))).toEqual(['Minimum Order Not Met', 'Delivery orders require a minimum of £15.']);
      expect(await problemOf(collectionOrder('12:00', { customer: { name: 'Sam', email: '', phone: '1' } }))).toEqual([
        'Missing Information',
        'Please fill in all required customer information.',
      ]);
      expect(await ordersOn(dataSource, day)).toEqual([]);
      expect((await customer.client.get('/api/cart')).body.lines).toHaveLength(1);
    });

    it('refuses a slot that has passed, pay on collection for a delivery, a tip off the list, and a disabled service', async () => {
      const day = tuesday(6);
      const customer = await createCustomer(api, { now: londonTime(day, '12:00') });
      await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);

      const passed = await customer.client.post('/api/orders', collectionOrder('12:00'));
      expect([passed.status, passed.body.error?.code]).toEqual([409, 'SLOT_UNAVAILABLE']);
      const payLaterDelivery = await customer.client.post('/api/orders', deliveryOrder('13:00', { paymentMethod: 'collection' }));
      expect([payLaterDelivery.status, payLaterDelivery.body.error?.code]).toEqual([422, 'PAYMENT_METHOD_NOT_ALLOWED']);
      const oddTip = await customer.client.post('/api/orders', deliveryOrder('13:00', { tipPence: 150 }));
      expect([oddTip.status, oddTip.body.error?.code]).toEqual([422, 'INVALID_TIP']);
      const collectionTip = await customer.client.post('/api/orders', collectionOrder('13:00', { tipPence: 100 }));
      expect([collectionTip.status, collectionTip.body.error?.code]).toEqual([422, 'INVALID_TIP']);

      await setSetting(api, 'collections', 'false');
      try {
        const disabled = await customer.client.post('/api/orders', collectionOrder('13:00'));
        expect([disabled.status, disabled.body.error?.code, disabled.body.error?.message]).toEqual([409, 'DELIVERY_TYPE_UNAVAILABLE', 'Collection is currently unavailable.']);
      } finally {
        await setSetting(api, 'collections', 'true');
      }
      expect(await ordersOn(dataSource, day)).toEqual([]);
    });

    it('needs a signed-in customer with a confirmed e-mail and a cart', async () => {
      const now = londonTime(tuesday(7), '11:00');
      expect((await new TestHttpClient(api.url, { 'x-test-now': now }).post('/api/orders', collectionOrder('12:00'))).status).toBe(401);

      const unconfirmed = await createCustomer(api, { now, emailConfirmed: false });
      await fillCart(unconfirmed, [{ item: fries }]);
      const refused = await unconfirmed.client.post('/api/orders', collectionOrder('12:00'));
      expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([403, 'EMAIL_NOT_CONFIRMED', 'Please confirm your e-mail address before placing an order.']);

      const emptyCart = await createCustomer(api, { now });
      const empty = await emptyCart.client.post('/api/orders', collectionOrder('12:00'));
      expect([empty.status, empty.body.error?.code]).toEqual([422, 'CART_EMPTY']);
    });

    it('never overfills a slot: 50 concurrent checkouts for a slot of capacity 3 create exactly 3 orders', async () => {
      const day = tuesday(8);
      const now = londonTime(day, '11:00');
      const customers = await Promise.all(Array.from({ length: 50 }, () => createCustomer(api, { now })));
      await Promise.all(customers.map((customer) => fillCart(customer, [{ item: fries }])));

      const responses = await Promise.all(customers.map((customer) => customer.client.post('/api/orders', collectionOrder('12:30'))));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(responses.filter((response) => response.status === 409).map((response) => response.body.error?.code)).toEqual(Array(47).fill('SLOT_FULL'));

      const placed = await dataSource.getRepository(Order).find({ where: { orderDate: day, slotTime: '12:30:00' } });
      expect(placed).toHaveLength(3);
      expect(new Set(placed.map((order) => order.orderNumber)).size).toBe(3);
      const slots = (await new TestHttpClient(api.url, { 'x-test-now': now }).get('/api/checkout/slots?type=delivery')).body as unknown as SlotBody;
      expect(slots.slots.find((slot) => slot.time === '12:30')).toEqual({ time: '12:30', capacity: 3, booked: 3, left: 0, available: false, fullStation: null });
    });

    it('tells connected staff that the orders changed', async () => {
      const admin = await api.app.get(UsersService).createUser({ email: 'staff@orders.test', fullName: 'Staff', isAdmin: true, emailConfirmed: true });
      const { token } = await api.app.get(SessionsService).startSession(admin.id);
      const socket = io(`${api.url}/admin`, { transports: ['websocket'], extraHeaders: { cookie: `${SESSION_COOKIE}=${token}`, origin: api.url }, reconnection: false });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.on('connect', () => resolve());
          socket.on('connect_error', reject);
        });
        const changed = new Promise<Record<string, unknown>>((resolve) => socket.on('orders.changed', resolve));
        const customer = await createCustomer(api, { now: londonTime(tuesday(10), '11:00') });
        await fillCart(customer, [{ item: fries }]);
        const placed = await customer.client.post('/api/orders', collectionOrder('12:00'));
        expect(placed.status).toBe(201);
        await expect(changed).resolves.toEqual({
          event: 'OrderPlaced',
          orderId: (placed.body.order as { id: string }).id,
          orderNumber: (placed.body.order as { orderNumber: string }).orderNumber,
          status: 'pending',
          isPaid: false,
        });
      } finally {
        socket.close();
      }
    });

    it('places a delivery order with the fee and the tip, priced by the server, and sends the browser to Stripe', async () => {
      const day = thursday(9);
      const customer = await createCustomer(api, { now: londonTime(day, '17:00') });
      await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);

      const response = await customer.client.post('/api/orders', deliveryOrder('18:00'));
      expect(response.status).toBe(201);
      expect(response.body.order).toMatchObject({
        deliveryType: 'delivery',
        deliveryAddress: '12 Bolton Road, M28 3BX, Blue door',
        status: 'pending',
        paymentMethod: 'online',
        isPaid: false,
        subtotalPence: 1790,
        deliveryFeePence: 250,
        driverTipPence: 200,
        totalPence: 2240,
      });
      const next = response.body.next as { kind: string; url: string };
      expect(next.kind).toBe('redirect');
      expect(next.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
      // Online: the cart stays until Stripe says the order is paid.
      expect((await customer.client.get('/api/cart')).body.lines).toHaveLength(1);
    });
  });

  describe('POST /api/orders: slot hoarding and double submits', () => {
    it('rate-limits placing per account: the 11th attempt within the hour answers 429 with a clear message', async () => {
      const customer = await createCustomer(api, { now: londonTime(tuesday(11), '11:00') });
      await fillCart(customer, [{ item: fries }]);
      for (let attempt = 0; attempt < 10; attempt++) expect((await customer.client.post('/api/orders', collectionOrder(''))).status).toBe(422);
      const limited = await customer.client.post('/api/orders', collectionOrder('12:00'));
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatchObject({ code: 'TOO_MANY_ORDERS', details: { title: 'Too Many Orders' } });
      expect(limited.body.error?.message).toMatch(/^Too many orders have been placed from your account or network\. Please try again in \d+ minutes?, or call us to order\.$/);
      expect(await ordersOn(dataSource, tuesday(11))).toEqual([]);
    });

    it('rate-limits placing per IP across accounts: the 31st attempt from one address answers 429', async () => {
      const now = londonTime(tuesday(12), '11:00');
      const ip = uniqueClientIp();
      const customers = await Promise.all(Array.from({ length: 4 }, () => createCustomer(api, { now, ip })));
      for (let attempt = 0; attempt < 30; attempt++) expect((await customers[attempt % 4].client.post('/api/orders', collectionOrder(''))).status).toBe(422);
      const limited = await customers[0].client.post('/api/orders', collectionOrder('12:00'));
      expect([limited.status, limited.body.error?.code]).toEqual([429, 'TOO_MANY_ORDERS']);
      const elsewhere = await createCustomer(api, { now });
      expect((await elsewhere.client.post('/api/orders', collectionOrder(''))).status).toBe(422);
    });

    it('lets one account hold at most two unpaid pay-on-collection orders a day, so it cannot take a whole slot', async () => {
      const day = tuesday(13);
      const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
      for (let placed = 0; placed < 2; placed++) {
        await fillCart(customer, [{ item: fries }]);
        expect((await customer.client.post('/api/orders', collectionOrder('12:00'))).status).toBe(201);
      }
      await fillCart(customer, [{ item: fries }]);
      const third = await customer.client.post('/api/orders', collectionOrder('12:00'));
      expect([third.status, third.body.error?.code]).toEqual([409, 'TOO_MANY_OPEN_ORDERS']);
      expect(third.body.error?.message).toBe('You already have 2 orders to pay on collection today. Please collect them, or pay this one online.');
      const slots = (await new TestHttpClient(api.url, { 'x-test-now': londonTime(day, '11:00') }).get('/api/checkout/slots?type=collection')).body as unknown as SlotBody;
      expect(slots.slots.find((slot) => slot.time === '12:00')?.left).toBe(1);
    });

    it('cancels the account\'s online order still awaiting payment when it places a new one: its session expires and its slot is free', async () => {
      const day = tuesday(14);
      const now = londonTime(day, '11:00');
      const customer = await createCustomer(api, { now });
      await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);
      const first = await customer.client.post('/api/orders', deliveryOrder('12:00'));
      expect(first.status).toBe(201);
      const firstSession = (first.body.next as { url: string }).url.split('/pay/')[1];
      const second = await customer.client.post('/api/orders', deliveryOrder('12:15'));
      expect(second.status).toBe(201);

      const orders = await ordersOn(dataSource, day);
      expect(orders.map((order) => [order.slotTime, order.status]).sort()).toEqual([
        ['12:00:00', 'abandoned'],
        ['12:15:00', 'pending'],
      ]);
      expect(stripe.getSession(firstSession)?.status).toBe('expired');
      const slots = (await new TestHttpClient(api.url, { 'x-test-now': now }).get('/api/checkout/slots?type=delivery')).body as unknown as SlotBody;
      expect(slots.slots.find((slot) => slot.time === '12:00')?.left).toBe(3);
    });

    it('answers a repeated Idempotency-Key with the first result and never places a second order', async () => {
      const day = tuesday(15);
      const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
      await fillCart(customer, [{ item: fries }]);
      const key = { 'idempotency-key': 'b0d2a3c4-0000-4000-8000-000000000001' };

      const responses = await Promise.all(Array.from({ length: 4 }, () => customer.client.post('/api/orders', collectionOrder('12:00'), key)));
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
      for (const response of responses) expect(response.body).toEqual(responses[0].body);
      // The cart is empty now: only a replay can still answer 201.
      const later = await customer.client.post('/api/orders', collectionOrder('12:00'), key);
      expect(later.status).toBe(201);
      expect(later.body).toEqual(responses[0].body);
      expect(await ordersOn(dataSource, day)).toHaveLength(1);
      expect(await inbox.waitForMessage(sentTo('sam.taylor@orders.test', `Your order ${(later.body.order as { orderNumber: string }).orderNumber} at Walkden Fried Chicken & Pizza`))).toBeTruthy();

      const otherBody = await customer.client.post('/api/orders', collectionOrder('12:15'), key);
      expect([otherBody.status, otherBody.body.error?.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
      const badKey = await customer.client.post('/api/orders', collectionOrder('12:00'), { 'idempotency-key': 'a'.repeat(256) });
      expect([badKey.status, badKey.body.error?.code]).toEqual([400, 'INVALID_IDEMPOTENCY_KEY']);
    });

    it('replays an online order\'s redirect for the same key, and places anew with that key after a day', async () => {
      const day = tuesday(16);
      const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
      await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);
      const key = { 'idempotency-key': 'b0d2a3c4-0000-4000-8000-000000000002' };
      const first = await customer.client.post('/api/orders', deliveryOrder('12:00'), key);
      const again = await customer.client.post('/api/orders', deliveryOrder('12:00'), key);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect((await ordersOn(dataSource, day)).map((order) => order.status)).toEqual(['pending']);

      const nextDay = DateTime.fromISO(day).plus({ days: 1 }).toISODate()!;
      const tomorrow = await customer.client.post('/api/orders', deliveryOrder('12:00'), { ...key, 'x-test-now': londonTime(nextDay, '11:05') });
      expect(tomorrow.status).toBe(201);
      expect((tomorrow.body.order as { id: string }).id).not.toBe((first.body.order as { id: string }).id);
      expect(await ordersOn(dataSource, nextDay)).toHaveLength(1);
    });
  });
});
