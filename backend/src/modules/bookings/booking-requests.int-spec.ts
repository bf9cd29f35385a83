import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { linksIn, MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, createTestWorker, type TestApp } from '../../test/test-app.js';
import { createAdmin } from '../orders/admin-orders.test-factory.js';
import { createCustomer, londonTime, seedRestaurant, uniqueClientIp } from '../orders/orders.test-factory.js';
import { Booking, type BookingStatus } from './entities/booking.entity.js';

/** Tuesday 14 January 2031, 09:00 in London: the restaurant's clock of every request here. */
const NOW = londonTime('2031-01-14', '09:00');
/** Days no other test file books (Thursday to Sunday of the week after bookings.int-spec's). */
const DAY = { thursday: '2031-01-30', friday: '2031-01-31', saturday: '2031-02-01', sunday: '2031-02-02' };

const guest = (api: TestApp) => new TestHttpClient(api.url, { 'x-forwarded-for': uniqueClientIp(), [TEST_NOW_HEADER]: NOW });
const requestBody = (date: string, time: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Robin Hoarder',
  email: `req-${randomUUID().slice(0, 8)}@bookings.test`,
  phone: `07${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
  date,
  time,
  partySize: 2,
  ...overrides,
});

/** Issue 24, booking hoarding: unconfirmed guest requests lapse, staff decline in bulk, busy hours come as a digest. */
describe('booking requests: lapsing, bulk decline and the restaurant digest', () => {
  let mail: RunningMailCatcher;
  let api: TestApp;
  let worker: { close(): Promise<void> };
  let inbox: MailInboxClient;
  let dataSource: DataSource;
  let admin: TestHttpClient;

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    // Every hour is busy here (one request an hour is e-mailed on its own), so the digest can be seen.
    api = await createTestApp({ SMTP_URL: mail.smtpUrl, TEST_CLOCK_ENABLED: 'true', BOOKING_EMAILS_PER_HOUR: '1' });
    worker = await createTestWorker(api.config);
    inbox = new MailInboxClient(mail.url);
    dataSource = api.app.get(DataSource);
    await seedRestaurant(api);
    ({ client: admin } = await createAdmin(api, { now: NOW }));
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await mail?.close();
  }, 60_000);

  const statusOf = async (id: string) => (await dataSource.getRepository(Booking).findOneByOrFail({ id })).status;
  const backdate = (id: string, minutes: number) => dataSource.query(`UPDATE bookings SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [id, minutes]);
  const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;

  async function request(date: string, time: string, client = guest(api), overrides: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
    const body = requestBody(date, time, overrides);
    const response = await client.post('/api/bookings', body);
    expect([response.status, response.body.error?.code]).toEqual([201, undefined]);
    return { id: String(response.body.id), email: body.email };
  }

  /** Runs a job through the worker (as its schedule would) and waits until `done` holds. */
  async function runJobUntil(job: JobName, done: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 15_000;
    await api.app.get(QueueService).enqueue(job, {});
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`${job} did not finish in time`);
      await sleep(100);
    }
  }

  it("a guest's request nobody confirms lapses after two hours: its place is free again and the guest is told", async () => {
    const unconfirmed = await request(DAY.thursday, '12:00');
    const byGuest = await request(DAY.thursday, '12:30');
    const byStaff = await request(DAY.thursday, '13:00');
    const customer = await createCustomer(api, { now: NOW });
    const customers = await request(DAY.thursday, '17:00', customer.client, { email: customer.email });
    const recent = await request(DAY.thursday, '17:30');

    // The acknowledgement asks the guest to confirm; a signed-in customer's request never lapses, so theirs does not.
    const acknowledgement = await inbox.waitForMessage(sentTo(byGuest.email));
    expect(acknowledgement.text).toContain('Please confirm your request within 2 hours, or its table is given back:');
    const confirmLink = linksIn(acknowledgement).find((link) => link.startsWith(`${api.url}/booking/confirm#token=`))!;
    expect(confirmLink).toBeDefined();
    expect(linksIn(await inbox.waitForMessage(sentTo(customer.email))).some((link) => link.includes('/booking/confirm'))).toBe(false);

    // Showing the link confirms nothing; the button does, once, and again is harmless.
    const shown = await guest(api).post('/api/bookings/confirm/view', { token: tokenOf(confirmLink) });
    expect(shown.body).toMatchObject({ id: byGuest.id, status: 'pending' });
    expect((await dataSource.getRepository(Booking).findOneByOrFail({ id: byGuest.id })).guestConfirmedAt).toBeNull();
    for (let click = 0; click < 2; click++) expect((await guest(api).post('/api/bookings/confirm', { token: tokenOf(confirmLink) })).status).toBe(200);
    const forged = await guest(api).post('/api/bookings/confirm', { token: `${byGuest.id}.${'A'.repeat(43)}` });
    expect([forged.status, forged.body.error?.code]).toEqual([404, 'INVALID_CONFIRM_LINK']);
    expect((await admin.patch(`/api/admin/bookings/${byStaff.id}/status`, { status: 'confirmed' })).status).toBe(200);

    const day = await admin.get(`/api/admin/bookings?date=${DAY.thursday}`);
    const listed = (id: string) => (day.body.bookings as { id: string; lapsesAt: string | null; guestConfirmed: boolean }[]).find((booking) => booking.id === id);
    expect(listed(unconfirmed.id)?.lapsesAt).toEqual(expect.any(String));
    expect(listed(byGuest.id)).toMatchObject({ guestConfirmed: true, lapsesAt: null });
    expect(listed(customers.id)?.lapsesAt).toBeNull();

    for (const booking of [unconfirmed, byGuest, byStaff, customers]) await backdate(booking.id, 121);
    await backdate(recent.id, 100);
    const taken = await guest(api).post('/api/bookings', requestBody(DAY.thursday, '12:00'));
    expect([taken.status, taken.body.error?.code]).toEqual([409, 'SLOT_UNAVAILABLE']);

    await runJobUntil(JobName.LapseBookingRequests, async () => (await statusOf(unconfirmed.id)) === 'lapsed');
    const statuses: Record<string, BookingStatus> = {};
    for (const [name, booking] of Object.entries({ byGuest, byStaff, customers, recent })) statuses[name] = await statusOf(booking.id);
    expect(statuses).toEqual({ byGuest: 'pending', byStaff: 'confirmed', customers: 'pending', recent: 'pending' });

    const told = await inbox.waitForMessage(sentTo(unconfirmed.email, /has lapsed/));
    expect(told.text).toContain('was not confirmed within 2 hours, so its table has been given back');
    const availability = await guest(api).get(`/api/bookings/availability?date=${DAY.thursday}`);
    expect((availability.body.times as { time: string; available: boolean }[]).find((entry) => entry.time === '12:00')).toEqual({ time: '12:00', available: true });
    await request(DAY.thursday, '12:00');

    // A lapsed request's links say so.
    const lapsedAck = await inbox.waitForMessage(sentTo(unconfirmed.email, /request/i));
    const lapsedConfirm = linksIn(lapsedAck).find((link) => link.includes('/booking/confirm#token='))!;
    const tooLate = await guest(api).post('/api/bookings/confirm', { token: tokenOf(lapsedConfirm) });
    expect([tooLate.status, tooLate.body.error?.code]).toEqual([409, 'BOOKING_LAPSED']);
    const cancelLink = linksIn(lapsedAck).find((link) => link.includes('/booking/cancel#token='))!;
    expect((await guest(api).post('/api/bookings/cancel', { token: tokenOf(cancelLink) })).body.error?.code).toBe('BOOKING_LAPSED');
  });

  it('refuses a confirmation that comes after the two hours, even before the worker has lapsed the request', async () => {
    const late = await request(DAY.friday, '12:00');
    const ack = await inbox.waitForMessage(sentTo(late.email));
    await backdate(late.id, 121);
    const response = await guest(api).post('/api/bookings/confirm', { token: tokenOf(linksIn(ack).find((link) => link.includes('/booking/confirm#token='))!) });
    expect([response.status, response.body.error?.code]).toEqual([409, 'BOOKING_LAPSED']);
    expect(response.body.error?.message).toBe('This request was not confirmed within two hours, so its table was given back. Please book again, or call us.');
  });

  it('lets staff decline several requests at once: each customer is told, one already answered is reported and left alone', async () => {
    const requests = [await request(DAY.saturday, '12:00'), await request(DAY.saturday, '12:30'), await request(DAY.saturday, '13:00')];
    const answered = await request(DAY.saturday, '17:00');
    expect((await admin.patch(`/api/admin/bookings/${answered.id}/status`, { status: 'confirmed' })).status).toBe(200);

    const response = await admin.post('/api/admin/bookings/decline', { ids: [...requests.map((booking) => booking.id), answered.id] });
    expect(response.status).toBe(200);
    expect((response.body.declined as { id: string; status: string }[]).map((booking) => [booking.id, booking.status])).toEqual(requests.map((booking) => [booking.id, 'declined']));
    expect(response.body.notDeclined).toEqual([{ id: answered.id, code: 'INVALID_STATUS_CHANGE', message: 'A confirmed booking cannot be marked declined.' }]);
    for (const booking of requests) await inbox.waitForMessage(sentTo(booking.email, /We cannot take your booking/));
    expect(await statusOf(answered.id)).toBe('confirmed');

    for (const ids of [[], [requests[0].id, requests[0].id], ['not-an-id']]) expect((await admin.post('/api/admin/bookings/decline', { ids })).status).toBe(400);
    const customer = await createCustomer(api, { now: NOW });
    expect((await customer.client.post('/api/admin/bookings/decline', { ids: [answered.id] })).status).toBe(403);
  });

  it('in a busy hour the restaurant gets one digest of the requests instead of an e-mail each', async () => {
    // The hour already holds a request (BOOKING_EMAILS_PER_HOUR is 1 here), so these three wait for the digest.
    await dataSource.query(`INSERT INTO bookings (name, email, booking_date, slot_time, party_size, restaurant_notified_at) VALUES ('Earlier', 'earlier@bookings.test', $1, '09:00', 2, now())`, [DAY.sunday]);
    const waiting = [await request(DAY.sunday, '12:00'), await request(DAY.sunday, '12:30'), await request(DAY.sunday, '13:00')];
    for (const booking of waiting) await inbox.waitForMessage(sentTo(booking.email));

    await runJobUntil(JobName.SendBookingDigest, async () =>
      (await inbox.listMessages()).some((message) => sentTo(api.config.restaurantNotificationEmail)(message) && waiting.every((booking) => (message.text ?? '').includes(booking.email))),
    );
    const toRestaurant = (await inbox.listMessages()).filter(sentTo(api.config.restaurantNotificationEmail));
    const digest = toRestaurant.filter((message) => waiting.some((booking) => (message.text ?? '').includes(booking.email)));
    expect(digest).toHaveLength(1);
    expect(digest[0].subject).toMatch(/^\d+ new table booking requests - /);
    expect(digest[0].text).toContain(`${api.url}/admin/bookings`);
    const notified = await dataSource.getRepository(Booking).findBy(waiting.map((booking) => ({ id: booking.id })));
    expect(notified.every((booking) => booking.restaurantNotifiedAt !== null)).toBe(true);

    // Nothing is left for the next run: it sends no second digest of them.
    await api.app.get(QueueService).enqueue(JobName.SendBookingDigest, {});
    const marker = await request(DAY.sunday, '17:00');
    await runJobUntil(JobName.SendBookingDigest, async () => (await inbox.listMessages()).some((message) => sentTo(api.config.restaurantNotificationEmail)(message) && (message.text ?? '').includes(marker.email)));
    const again = (await inbox.listMessages()).filter(sentTo(api.config.restaurantNotificationEmail)).filter((message) => waiting.some((booking) => (message.text ?? '').includes(booking.email)));
    expect(again).toHaveLength(1);
  });
});
