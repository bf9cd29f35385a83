import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { Secret, TOTP } from 'otpauth';
import { Clock, TEST_NOW_HEADER } from '../infra/clock/clock.js';
import { restaurantDate } from '../infra/clock/restaurant-time.js';
import { SsrPrefetchService } from '../infra/ssr/ssr-prefetch.service.js';
import type { Role } from '../modules/accounts/domain/roles.js';
import { UsersService } from '../modules/accounts/users.service.js';
import { insertOrder } from '../modules/orders/admin-orders.test-factory.js';
import { TestHttpClient } from '../test/http-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { PageDataDto } from './page-data.dto.js';

const PASSWORD = 'a long passphrase';

describe("the server render's data for the staff pages (issue 30)", () => {
  let api: TestApp;
  let prefetch: SsrPrefetchService<PageDataDto>;
  let today: string;
  let orderNumber: string;
  let nextIp = 1;

  /** A new account of `role` (or `email`'s again), signed in with its password from an address of its own. */
  async function signedIn(role: Role, email = `${role}-${nextIp}@prefetch.test`, on: TestApp = api, headers: Record<string, string> = {}): Promise<TestHttpClient> {
    if (!(await on.app.get(UsersService).findByEmail(email))) await on.app.get(UsersService).createUser({ email, password: PASSWORD, emailConfirmed: true, role });
    const client = new TestHttpClient(on.url, { 'x-forwarded-for': `10.9.0.${nextIp++}`, ...headers });
    expect((await client.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    return client;
  }

  const as = (visitor: TestHttpClient) => ({ cookies: Object.fromEntries(visitor.cookies) }) as unknown as Request;
  const dayOf = async (url: string, visitor: TestHttpClient) => (await prefetch.forUrl(url, as(visitor))).dayOrders;

  beforeAll(async () => {
    api = await createTestApp();
    prefetch = api.app.get(SsrPrefetchService);
    today = restaurantDate(api.app.get(Clock).now());
    ({ orderNumber } = await insertOrder(api.app.get(DataSource), { orderDate: today, status: 'confirmed' }));
  });

  afterAll(async () => {
    await api?.close();
  });

  it("hands Today's Orders and the kitchen screen the day's orders and the render's instant, for staff and administrators", async () => {
    for (const role of ['staff', 'administrator'] as const) {
      const visitor = await signedIn(role);
      for (const url of ['/admin', '/admin/orders', '/admin/kitchen', '/admin/kitchen/']) {
        const page = await prefetch.forUrl(url, as(visitor));
        expect(page.dayOrders?.date).toBe(today);
        expect(page.dayOrders?.active.map((order) => order.orderNumber)).toContain(orderNumber);
        // The same answer as the api's own (the browser keeps it as the fetched day).
        expect(page.dayOrders).toEqual((await visitor.get(`/api/admin/orders/day?date=${today}`)).body);
        expect(Date.parse(page.now!)).toBeGreaterThan(Date.now() - 60_000);
      }
      // Another staff page carries the instant but no orders; a customer page neither.
      const menuTab = await prefetch.forUrl('/admin/menu', as(visitor));
      expect(menuTab.dayOrders).toBeUndefined();
      expect(menuTab.now).toEqual(expect.any(String));
      const customerPage = await prefetch.forUrl('/menu', as(visitor));
      expect({ now: customerPage.now, dayOrders: customerPage.dayOrders }).toEqual({ now: undefined, dayOrders: undefined });
    }
  });

  it('hands no orders to a guest, a customer, or staff whose second step of the sign-in is still to come', async () => {
    // A guest (sent to sign in) gets neither the day nor an instant: its page stays one the server can keep.
    expect(await prefetch.forUrl('/admin/kitchen', as(new TestHttpClient(api.url)))).not.toHaveProperty('now');
    expect(await dayOf('/admin/kitchen', new TestHttpClient(api.url))).toBeUndefined();
    expect(await dayOf('/admin/kitchen', await signedIn('customer'))).toBeUndefined();

    // Staff with an authenticator app, signed in again with the password alone: the api refuses them the day.
    const email = `staff-two-step-${nextIp}@prefetch.test`;
    const enrolled = await signedIn('staff', email);
    const begun = await enrolled.post('/api/account/two-step/totp', {});
    const code = TOTP.generate({ secret: Secret.fromBase32(String(begun.body.secret)) });
    expect((await enrolled.post('/api/account/two-step/totp/confirm', { code })).status).toBe(200);
    const waiting = await signedIn('staff', email);
    expect((await waiting.get('/api/admin/orders/day')).status).toBe(401);
    expect(await dayOf('/admin/kitchen', waiting)).toBeUndefined();
  });

  it("renders a page at the instant a test's X-Test-Now pins, as the api answers at it (TEST_CLOCK_ENABLED)", async () => {
    // A stand-in for frontend/dist whose render shows the instant it was given.
    const dist = mkdtempSync(join(tmpdir(), 'walkden-render-clock-'));
    mkdirSync(join(dist, 'client'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'client', 'index.html'), '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>');
    writeFileSync(join(dist, 'server', 'entry-server.js'), `export async function render(url, prefetched) { return { html: '<p>' + prefetched.now + '</p>', head: '', state: {}, statusCode: 200 }; }`);
    const pinned = await createTestApp({ FRONTEND_DIST_DIR: dist, TEST_CLOCK_ENABLED: 'true' });
    try {
      const customer = await signedIn('customer', undefined, pinned, { [TEST_NOW_HEADER]: '2031-01-14T18:30:00Z' });
      const page = await customer.get('/admin/kitchen');
      expect(page.text).toContain('<p>2031-01-14T18:30:00.000Z</p>');
    } finally {
      await pinned.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
