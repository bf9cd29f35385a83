import { randomInt, randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { linksIn, MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { EmailOutboxMessage } from '../../infra/mail/entities/email-outbox-message.entity.js';
import { ADMIN_NAMESPACE, type AdminServerToClientEvents, type BookingsChangedMessage, type ClientToServerEvents } from '../../infra/realtime/socket-events.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, createTestWorker, type TestApp } from '../../test/test-app.js';
import { createAdmin } from '../orders/admin-orders.test-factory.js';
import { createCustomer, londonTime, seedRestaurant, uniqueClientIp } from '../orders/orders.test-factory.js';
import { signCancelToken } from './domain/cancel-token.js';
import { Booking } from './entities/booking.entity.js';

/** Tuesday 14 January 2031, 09:00 in London: the clock of every request here. */
const NOW = londonTime('2031-01-14', '09:00');
const SATURDAY = '2031-01-18';
const MONDAY = '2031-01-20';

function guest(api: TestApp, ip = uniqueClientIp()): TestHttpClient {
  return new TestHttpClient(api.url, { 'x-forwarded-for': ip, [TEST_NOW_HEADER]: NOW });
}

/** A mobile number no other request of the run uses (a phone may send DAILY_BOOKING_REQUESTS.perPhone a day). */
const uniquePhone = (): string => `07${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** The phone of the Saturday 12:30 booking, which the staff tests read back. */
const SATURDAY_PHONE = uniquePhone();

function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Sam Taylor', email: `guest-${randomUUID().slice(0, 8)}@bookings.test`, phone: uniquePhone(), date: SATURDAY, time: '12:00', partySize: 4, specialRequests: 'Window seat please', ...overrides };
}

describe('table booking', () => {
  let mail: RunningMailCatcher;
  let api: TestApp;
  let worker: { close(): Promise<void> };
  let dataSource: DataSource;
  let inbox: MailInboxClient;
  let admin: TestHttpClient;
  let adminCookie: string;

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    // Every request here e-mails the restaurant on its own: whatever else the run booked this hour, it is never a digest hour.
    api = await createTestApp({ SMTP_URL: mail.smtpUrl, TEST_CLOCK_ENABLED: 'true', BOOKING_EMAILS_PER_HOUR: '1000' });
    worker = await createTestWorker(api.config);
    inbox = new MailInboxClient(mail.url);
    dataSource = api.app.get(DataSource);
    await seedRestaurant(api);
    ({ client: admin, cookie: adminCookie } = await createAdmin(api, { now: NOW }));
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await mail?.close();
  }, 60_000);

  const bookingsAt = (date: string, time: string) => dataSource.getRepository(Booking).findBy({ bookingDate: date, slotTime: `${time}:00` });
  const outboxCount = () => dataSource.getRepository(EmailOutboxMessage).count();

  it('lists the half-hour times of an open day, the last an hour before closing', async () => {
    const response = await guest(api).get(`/api/bookings/availability?date=${SATURDAY}&partySize=2`);
    expect(response.status).toBe(200);
    const times = (response.body.times as { time: string }[]).map((entry) => entry.time);
    expect(times.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(times).toContain('13:00');
    expect(times).not.toContain('13:30');
    expect(times.at(-1)).toBe('20:00');
    expect(response.body.closed).toBe(false);
  });

  it('books a table for a guest and e-mails the restaurant and the customer, each once', async () => {
    const body = bookingBody({ time: '12:30', phone: SATURDAY_PHONE });
    const response = await guest(api).post('/api/bookings', body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ date: SATURDAY, time: '12:30', partySize: 4, status: 'pending' });
    const [stored] = await bookingsAt(SATURDAY, '12:30');
    expect(stored).toMatchObject({ name: 'Sam Taylor', email: body.email, userId: null, status: 'pending', specialRequests: 'Window seat please' });

    const restaurant = await inbox.waitForMessage((message) => sentTo(api.config.restaurantNotificationEmail)(message) && (message.text ?? '').includes(String(body.email)));
    expect(restaurant.text).toContain('Party size: 4');
    expect(restaurant.text).toContain(String(body.phone));
    const customer = await inbox.waitForMessage(sentTo(String(body.email)));
    expect(customer.subject).toContain('Saturday 18 January 2031 at 12:30');
    expect(linksIn(customer).some((link) => link.startsWith(`${api.url}/booking/cancel#token=`))).toBe(true);
  });

  it('records the signed-in customer and lists the booking as theirs', async () => {
    const customer = await createCustomer(api, { now: NOW });
    const response = await customer.client.post('/api/bookings', bookingBody({ time: '11:00', email: customer.email }));
    expect(response.status).toBe(201);
    const mine = await customer.client.get('/api/bookings/mine');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: response.body.id, time: '11:00', status: 'pending' })]);
    expect((await guest(api).get('/api/bookings/mine')).status).toBe(401);
  });

  it.each([
    ['party size 0', { partySize: 0 }, 400, 'Party size must be 1 to 8.'],
    ['party size 9', { partySize: 9 }, 400, 'Party size must be 1 to 8.'],
    ['a missing name', { name: '  ' }, 400, 'Please fill in all required fields.'],
    ['a missing time', { time: '' }, 400, 'Please fill in all required fields.'],
    ['an e-mail that is not one', { email: 'sam-at-example' }, 400, 'Please enter a valid e-mail address.'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 400, 'Name must be at most 100 characters.'],
    ['requests over 500 characters', { specialRequests: 'x'.repeat(501) }, 400, 'Special requests must be at most 500 characters.'],
    ['a date in the past', { date: '2031-01-13' }, 400, 'Please choose today or a later date.'],
    ['a time the restaurant is closed', { time: '15:00' }, 422, 'We do not take bookings for 15:00 on that day. Please choose another time.'],
    ['a time off the half-hour grid', { time: '12:15' }, 422, 'We do not take bookings for 12:15 on that day. Please choose another time.'],
  ])('refuses %s with the message, storing nothing and owing no e-mail', async (_case, overrides, status, message) => {
    const before = { bookings: await dataSource.getRepository(Booking).count(), outbox: await outboxCount() };
    const response = await guest(api).post('/api/bookings', bookingBody(overrides));
    expect(response.status).toBe(status);
    expect(response.body.error?.message).toContain(message);
    await expect(dataSource.getRepository(Booking).count()).resolves.toBe(before.bookings);
    await expect(outboxCount()).resolves.toBe(before.outbox);
  });

  it("answers 'Closed' for a Monday: no times, and a request is refused", async () => {
    const availability = await guest(api).get(`/api/bookings/availability?date=${MONDAY}`);
    expect(availability.body).toEqual({ date: MONDAY, closed: true, times: [] });
    const refused = await guest(api).post('/api/bookings', bookingBody({ date: MONDAY }));
    expect([refused.status, refused.body.error?.code, (refused.body.error as { details?: { title?: string } }).details?.title]).toEqual([422, 'BOOKING_CLOSED', 'Closed']);
  });

  it('gives the last place of a time to exactly one of 20 concurrent requests', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => guest(api).post('/api/bookings', bookingBody({ time: '17:30', partySize: 2 }))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(responses.find((response) => response.status === 409)?.body.error).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'This time slot has already been booked.' });
    await expect(bookingsAt(SATURDAY, '17:30')).resolves.toHaveLength(1);
    const availability = await guest(api).get(`/api/bookings/availability?date=${SATURDAY}`);
    expect((availability.body.times as { time: string; available: boolean }[]).find((entry) => entry.time === '17:30')).toEqual({ time: '17:30', available: false });
  });

  it('caps the covers of a time with booking_covers_capacity', async () => {
    await dataSource.query(`INSERT INTO global_settings (key, value) VALUES ('default_capacity', '5'), ('booking_covers_capacity', '10') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    try {
      expect((await guest(api).post('/api/bookings', bookingBody({ time: '18:00', partySize: 8 }))).status).toBe(201);
      const tooMany = await guest(api).post('/api/bookings', bookingBody({ time: '18:00', partySize: 3 }));
      expect([tooMany.status, tooMany.body.error?.code]).toEqual([409, 'SLOT_UNAVAILABLE']);
      expect((await guest(api).post('/api/bookings', bookingBody({ time: '18:00', partySize: 2 }))).status).toBe(201);
    } finally {
      await dataSource.query(`DELETE FROM global_settings WHERE key = 'booking_covers_capacity'`);
      await dataSource.query(`UPDATE global_settings SET value = '1' WHERE key = 'default_capacity'`);
    }
  });

  it('limits requests to 3 an hour per e-mail and 10 an hour per IP', async () => {
    // Every request here would be accepted but for the limits: each asks for a free time (the file's
    // other tests book other days), each guest has an address no other test uses (uniqueClientIp),
    // and each e-mail is new. So the only 429s are the limits', at exactly the request they name.
    const email = `limited-${randomUUID().slice(0, 8)}@bookings.test`;
    const sunday = '2031-01-19';
    const sameEmail = [];
    for (const time of ['09:00', '09:30', '10:00', '10:30']) sameEmail.push(await guest(api).post('/api/bookings', bookingBody({ email, date: sunday, time })));
    expect(sameEmail.map((response) => [response.status, response.body.error?.code])).toEqual([[201, undefined], [201, undefined], [201, undefined], [429, 'TOO_MANY_BOOKINGS']]);
    await expect(bookingsAt(sunday, '10:30')).resolves.toHaveLength(0);

    const client = guest(api);
    const times = ['11:00', '11:30', '12:00', '12:30', '13:00', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30'];
    const sameIp = [];
    for (const time of times) sameIp.push(await client.post('/api/bookings', bookingBody({ date: sunday, time, partySize: 2 })));
    expect(sameIp.map((response) => [response.status, response.body.error?.code])).toEqual([...times.slice(0, 10).map(() => [201, undefined]), [429, 'TOO_MANY_BOOKINGS']]);
    await expect(bookingsAt(sunday, '19:30')).resolves.toHaveLength(0);
  });

  it('counts per-IP limits by the IPv6 /64: ten requests from one /64 are all it may send in an hour', async () => {
    const prefix = uniqueClientIp().split(':').slice(0, 4).join(':');
    const thursday = '2031-01-23';
    const times = ['11:00', '11:30', '12:00', '12:30', '13:00', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30'];
    const answers = [];
    for (const [n, time] of times.entries()) answers.push(await guest(api, `${prefix}:${(n + 1).toString(16)}::${n + 7}`).post('/api/bookings', bookingBody({ date: thursday, time, partySize: 2 })));
    expect(answers.map((response) => [response.status, response.body.error?.code])).toEqual([...times.slice(0, 10).map(() => [201, undefined]), [429, 'TOO_MANY_BOOKINGS']]);
    expect((await guest(api).post('/api/bookings', bookingBody({ date: thursday, time: '19:30', partySize: 2 }))).status).toBe(201);
  });

  it('takes at most 3 requests a day per e-mail address and per phone number, however they are written, even without Redis counting', async () => {
    const friday = '2031-01-24';
    const email = `daily-${randomUUID().slice(0, 8)}@bookings.test`;
    // Spread over hours: the hourly per-e-mail limit is not what refuses the fourth.
    await dataSource.query(`INSERT INTO bookings (name, email, phone, booking_date, slot_time, party_size, created_at) VALUES
      ('Earlier', $1, '', $2, '11:00', 2, now() - interval '20 hours'), ('Earlier', upper($1), '', $2, '11:30', 2, now() - interval '10 hours'),
      ('Long ago', $1, '', $2, '12:00', 2, now() - interval '25 hours')`, [email, friday]);
    expect((await guest(api).post('/api/bookings', bookingBody({ email, date: friday, time: '12:30' }))).status).toBe(201);
    const fourth = await guest(api).post('/api/bookings', bookingBody({ email: email.toUpperCase(), date: friday, time: '13:00' }));
    expect([fourth.status, fourth.body.error?.code]).toEqual([429, 'TOO_MANY_BOOKINGS']);
    expect(fourth.body.error?.message).toBe('This e-mail address or phone number has already sent 3 booking requests today. Please call us to book another table.');
    await expect(bookingsAt(friday, '13:00')).resolves.toHaveLength(0);

    const phone = uniquePhone();
    const international = `+44 ${phone.slice(1, 5)} ${phone.slice(5)}`;
    for (const [time, written] of [['17:00', phone], ['17:30', international], ['18:00', phone.replace(/(\d{5})/, '$1 ')]] as const) {
      expect((await guest(api).post('/api/bookings', bookingBody({ phone: written, date: friday, time }))).status).toBe(201);
    }
    const byPhone = await guest(api).post('/api/bookings', bookingBody({ phone: international, date: friday, time: '18:30' }));
    expect([byPhone.status, byPhone.body.error?.code]).toEqual([429, 'TOO_MANY_BOOKINGS']);
    expect((await guest(api).post('/api/bookings', bookingBody({ date: friday, time: '18:30' }))).status).toBe(201);
  });

  it('cancels from the e-mail link once: showing it never cancels, a second use says so, a forged token is refused', async () => {
    const body = bookingBody({ time: '13:00' });
    const created = await guest(api).post('/api/bookings', body);
    const id = String(created.body.id);
    const token = signCancelToken(id, api.config.sessionSecret);
    const customer = guest(api);

    const shown = await customer.post('/api/bookings/cancel/view', { token });
    expect(shown.body).toMatchObject({ id, status: 'pending' });
    await expect(dataSource.getRepository(Booking).findOneByOrFail({ id })).resolves.toMatchObject({ status: 'pending' });

    const forged = await customer.post('/api/bookings/cancel', { token: `${id}.${'A'.repeat(43)}` });
    expect([forged.status, forged.body.error?.code]).toEqual([404, 'INVALID_CANCEL_LINK']);
    const otherSecret = await customer.post('/api/bookings/cancel', { token: signCancelToken(id, 'not-the-session-secret-not-the-session-secret') });
    expect(otherSecret.status).toBe(404);
    await expect(dataSource.getRepository(Booking).findOneByOrFail({ id })).resolves.toMatchObject({ status: 'pending' });

    const cancelled = await customer.post('/api/bookings/cancel', { token });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    const again = await customer.post('/api/bookings/cancel', { token });
    expect([again.status, again.body.error?.code, again.body.error?.message]).toEqual([409, 'BOOKING_NOT_CANCELLABLE', 'This booking is already cancelled.']);
    await expect(dataSource.getRepository(Booking).findOneByOrFail({ id })).resolves.toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) });
    const email = await inbox.waitForMessage(sentTo(String(body.email), /is cancelled/));
    expect(email.text).not.toContain('/booking/cancel');
  });

  describe('staff', () => {
    it("lists a day's bookings with contact and requests, and counts the pending ones", async () => {
      const day = await admin.get(`/api/admin/bookings?date=${SATURDAY}`);
      expect(day.status).toBe(200);
      expect((day.body.bookings as { time: string; email: string; phone: string }[]).find((booking) => booking.time === '12:30')).toMatchObject({ phone: SATURDAY_PHONE, specialRequests: 'Window seat please' });
      const badges = await admin.get('/api/admin/badges');
      expect(badges.body.pendingBookings).toBeGreaterThan(0);
    });

    it('confirms a booking: the customer gets the confirmation with the calendar file, the admin sockets hear it, the audit log records it', async () => {
      const heard: BookingsChangedMessage[] = [];
      const socket: Socket<AdminServerToClientEvents, ClientToServerEvents> = io(`${api.url}${ADMIN_NAMESPACE}`, { transports: ['websocket'], extraHeaders: { cookie: adminCookie, origin: api.url }, reconnection: false });
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      socket.on('bookings.changed', (message) => heard.push(message));
      try {
        const body = bookingBody({ time: '19:30', date: '2031-01-25' });
        const created = await guest(api).post('/api/bookings', body);
        const id = String(created.body.id);
        const confirmed = await admin.patch(`/api/admin/bookings/${id}/status`, { status: 'confirmed' });
        expect([confirmed.status, confirmed.body.status]).toEqual([200, 'confirmed']);

        const email = await inbox.waitForMessage(sentTo(String(body.email), /is confirmed/));
        expect(email.attachments).toEqual([expect.objectContaining({ contentType: expect.stringContaining('text/calendar') })]);
        expect(linksIn(email).some((link) => link.includes('/booking/cancel#token='))).toBe(true);

        // Only this booking's messages: the suite's worker may lapse other guests' requests meanwhile.
        const aboutThis = () => heard.filter((message) => message.bookingId === id);
        const deadline = Date.now() + 5000;
        while (aboutThis().length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(aboutThis().map((message) => [message.event, message.bookingId, message.status])).toEqual([
          ['BookingRequested', id, 'pending'],
          ['BookingStatusChanged', id, 'confirmed'],
        ]);
        const [audit] = await dataSource.query(`SELECT area, action, after FROM audit_log WHERE entity_id = $1`, [id]);
        expect(audit).toMatchObject({ area: 'booking', action: 'set_status', after: expect.objectContaining({ status: 'confirmed' }) });
      } finally {
        socket.close();
      }
    });

    it('follows the transition table: declined is final, a confirmed booking cannot be declined', async () => {
      const declinedBody = bookingBody({ time: '20:00', date: '2031-01-25' });
      const declined = String((await guest(api).post('/api/bookings', declinedBody)).body.id);
      expect((await admin.patch(`/api/admin/bookings/${declined}/status`, { status: 'declined' })).body.status).toBe('declined');
      await inbox.waitForMessage(sentTo(String(declinedBody.email), /cannot take your booking/));
      const revived = await admin.patch(`/api/admin/bookings/${declined}/status`, { status: 'confirmed' });
      expect([revived.status, revived.body.error?.code]).toEqual([409, 'INVALID_STATUS_CHANGE']);

      const confirmed = String((await guest(api).post('/api/bookings', bookingBody({ time: '17:00', date: '2031-01-25' }))).body.id);
      await admin.patch(`/api/admin/bookings/${confirmed}/status`, { status: 'confirmed' });
      expect((await admin.patch(`/api/admin/bookings/${confirmed}/status`, { status: 'declined' })).status).toBe(409);
      expect((await admin.patch(`/api/admin/bookings/${confirmed}/status`, { status: 'pending' })).status).toBe(400);
      expect((await admin.patch('/api/admin/bookings/00000000-0000-4000-8000-000000000000/status', { status: 'confirmed' })).status).toBe(404);
    });

    it('refuses anonymous callers (401) and customers (403)', async () => {
      const customer = await createCustomer(api, { now: NOW });
      for (const [method, path] of [
        ['GET', '/api/admin/bookings'],
        ['GET', '/api/admin/badges'],
        ['PATCH', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/status'],
      ]) {
        expect((await guest(api).request(method, path, method === 'GET' ? undefined : { status: 'confirmed' })).status).toBe(401);
        expect((await customer.client.request(method, path, method === 'GET' ? undefined : { status: 'confirmed' })).status).toBe(403);
      }
    });
  });
});
