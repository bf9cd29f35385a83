import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { createAdmin } from '../orders/admin-orders.test-factory.js';
import { siteHost, visitSource } from './domain/visit-charts.js';

interface Charts {
  range: { preset: string; from: string; to: string; days: number };
  totalVisits: number;
  visitsByDay: { date: string; visits: number }[];
  topPages: { path: string; visits: number }[];
  topSources: { source: string; visits: number }[];
  internalVisits: number;
  conversionBySource: { source: string; visitors: number; convertedVisitors: number; share: number }[];
  conversion: { visitors: number; convertedVisitors: number; share: number };
}

/**
 * Issue 29: the Visits tab's charts, against visits inserted at known instants of October 2035,
 * which no other test uses (the tests share a database and never truncate it here). London's clocks
 * go back at 02:00 BST (01:00 UTC) on Sunday 28 October 2035.
 */
describe('Visits charts (/api/admin/visits/charts)', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let admin: TestHttpClient;
  let site: string;
  // Wednesday 31 October 2035, noon: "last week" is Monday 22 to Sunday 28 October.
  const NOW = '2035-10-31T12:00:00Z';

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    site = api.app.get(AppConfig).publicUrl;
    ({ client: admin } = await createAdmin(api, { now: NOW }));
  });

  afterAll(async () => {
    await api?.close();
  });

  async function visit(at: string, ip: string | null, path: string, referrer: string | null = null, utmSource: string | null = null): Promise<void> {
    await dataSource.query('INSERT INTO site_visits (visited_at, path, ip_address, referrer, utm_source) VALUES ($1, $2, $3, $4, $5)', [at, path, ip, referrer, utmSource]);
  }
  const charts = async (query: string): Promise<Charts> => {
    const response = await admin.get(`/api/admin/visits/charts${query}`);
    expect(response.status).toBe(200);
    return response.body as unknown as Charts;
  };

  it('counts the visits of each London day of the range, zeros included, across the October clock change', async () => {
    await visit('2035-10-21T22:59:59Z', '10.35.1.1', '/before'); // Sunday 21, 23:59:59 BST: the week before
    await visit('2035-10-21T23:00:00Z', '10.35.1.1', '/menu'); // Monday 22, 00:00 BST: the first instant of the week
    await visit('2035-10-27T22:30:00Z', '10.35.1.2', '/menu'); // Saturday 27, 23:30 BST
    await visit('2035-10-27T23:30:00Z', '10.35.1.3', '/menu'); // Sunday 28, 00:30 BST
    await visit('2035-10-28T01:30:00Z', '10.35.1.3', '/menu'); // Sunday 28, 01:30 GMT (after the clocks went back)
    await visit('2035-10-28T23:30:00Z', '10.35.1.4', '/menu'); // Sunday 28, 23:30 GMT
    await visit('2035-10-29T00:00:00Z', '10.35.1.4', '/after'); // Monday 29, 00:00 GMT: this week

    const lastWeek = await charts('?range=last-week');
    expect(lastWeek.range).toEqual({ preset: 'last-week', from: '2035-10-22', to: '2035-10-28', days: 7 });
    expect(lastWeek.visitsByDay).toEqual([
      { date: '2035-10-22', visits: 1 },
      { date: '2035-10-23', visits: 0 },
      { date: '2035-10-24', visits: 0 },
      { date: '2035-10-25', visits: 0 },
      { date: '2035-10-26', visits: 0 },
      { date: '2035-10-27', visits: 1 },
      { date: '2035-10-28', visits: 3 },
    ]);
    expect(lastWeek.totalVisits).toBe(5);
    expect(lastWeek.topPages).toEqual([{ path: '/menu', visits: 5 }]);

    const thisWeek = await charts('?range=this-week');
    expect(thisWeek.visitsByDay).toEqual([
      { date: '2035-10-29', visits: 1 },
      { date: '2035-10-30', visits: 0 },
      { date: '2035-10-31', visits: 0 },
    ]);
  });

  it('ranks pages and sources, and gives per source the share of visitors who reached an order confirmation that day', async () => {
    const internal = `${site}/menu`;
    // A: a flyer's campaign, the menu, then an order to pay later.
    await visit('2035-10-10T09:00:00Z', '10.35.2.1', '/?utm_source=Flyer', null, 'Flyer');
    await visit('2035-10-10T09:01:00Z', '10.35.2.1', '/menu', `${site}/?utm_source=Flyer`);
    await visit('2035-10-10T09:05:00Z', '10.35.2.1', '/thank-you', internal);
    // B: from Google, looks, leaves.
    await visit('2035-10-10T10:00:00Z', '10.35.2.2', '/menu', 'https://www.google.com/search');
    await visit('2035-10-10T10:01:00Z', '10.35.2.2', '/contact', internal);
    // C: from Google, pays online and comes back from Stripe's page (not a source).
    await visit('2035-10-10T11:00:00Z', '10.35.2.3', '/menu', 'https://google.com/');
    await visit('2035-10-10T11:02:00Z', '10.35.2.3', '/checkout', internal);
    await visit('2035-10-10T11:05:00Z', '10.35.2.3', '/payment-success', 'https://checkout.stripe.com/');
    // D: types the address.
    await visit('2035-10-10T12:00:00Z', '10.35.2.4', '/');
    // E: from Facebook, later from Google: one visitor, whose first arrival was Facebook.
    await visit('2035-10-10T13:00:00Z', '10.35.2.5', '/book', 'https://m.facebook.com/');
    await visit('2035-10-10T15:00:00Z', '10.35.2.5', '/gallery', 'https://www.google.co.uk/');
    // No address: a visit, not a visitor.
    await visit('2035-10-10T16:00:00Z', null, '/gallery', 'https://www.bing.com/');
    // H: arrives at 23:50 BST, orders at 00:10 BST the next day, comes back from Google that morning:
    // not converted on the 10th; on the 11th a visitor from Google (the first arrival, not the first visit) who ordered.
    await visit('2035-10-10T22:50:00Z', '10.35.2.8', '/menu', 'https://duckduckgo.com/');
    await visit('2035-10-10T23:10:00Z', '10.35.2.8', '/thank-you', internal);
    await visit('2035-10-11T10:00:00Z', '10.35.2.8', '/menu', 'https://www.google.com/');
    // J: on the 11th only after midnight, still browsing: a visitor already on the site.
    await visit('2035-10-10T23:20:00Z', '10.35.2.9', '/contact', internal);
    // A again the next day: a visitor of that day, who did not order that day.
    await visit('2035-10-11T09:00:00Z', '10.35.2.1', '/');

    const result = await charts('?range=custom&from=2035-10-10&to=2035-10-11');
    expect(result.visitsByDay).toEqual([
      { date: '2035-10-10', visits: 13 },
      { date: '2035-10-11', visits: 4 },
    ]);
    expect(result.topPages).toEqual([
      { path: '/menu', visits: 5 },
      { path: '/', visits: 3 },
      { path: '/contact', visits: 2 },
      { path: '/gallery', visits: 2 },
      { path: '/thank-you', visits: 2 },
      { path: '/book', visits: 1 },
      { path: '/checkout', visits: 1 },
      { path: '/payment-success', visits: 1 },
    ]);
    expect(result.topSources).toEqual([
      { source: 'google.com', visits: 3 },
      { source: 'Direct', visits: 2 },
      { source: 'bing.com', visits: 1 },
      { source: 'duckduckgo.com', visits: 1 },
      { source: 'flyer', visits: 1 },
      { source: 'google.co.uk', visits: 1 },
      { source: 'm.facebook.com', visits: 1 },
    ]);
    expect(result.internalVisits).toBe(7);
    expect(result.conversionBySource).toEqual([
      { source: 'google.com', visitors: 3, convertedVisitors: 2, share: 0.667 },
      { source: 'Direct', visitors: 2, convertedVisitors: 0, share: 0 },
      { source: 'duckduckgo.com', visitors: 1, convertedVisitors: 0, share: 0 },
      { source: 'flyer', visitors: 1, convertedVisitors: 1, share: 1 },
      { source: 'm.facebook.com', visitors: 1, convertedVisitors: 0, share: 0 },
      { source: 'Already on the site', visitors: 1, convertedVisitors: 0, share: 0 },
    ]);
    expect(result.conversion).toEqual({ visitors: 9, convertedVisitors: 3, share: 0.333 });
  });

  it('puts each visit under the source domain/visit-charts.ts gives it', async () => {
    const host = new URL(site).host;
    const cases: [path: string, referrer: string | null, utmSource: string | null][] = [
      ['/a', 'https://WWW.Example.org/x?y=1', null],
      ['/a', 'https://example.org:8443/', null],
      ['/a', 'http://user@news.example.org/', null],
      ['/a', 'http://[2001:db8::1]:8080/', null],
      ['/a', 'android-app://com.google.android.gm/', null],
      ['/a', 'https://www.wwwexample.net/', null],
      ['/a', 'file:///C:/page.html', null],
      ['/a', '/relative', null],
      ['/a', 'https://query.example?x=1', null],
      ['/a', 'https:/one-slash.example/', null],
      ['/a', '//no-scheme.example/', null],
      ['/a', null, null],
      ['/a?utm_source=NewsLetter', 'https://example.org/', 'NewsLetter'],
      ['/a', `http://${host}/menu`, null],
      ['/a', `http://www.${host}/menu`, null],
      ['/thank-you', 'https://checkout.stripe.com/', null],
      ['/payment-success?utm_source=mail', null, 'mail'],
    ];
    for (const [index, [path, referrer, utmSource]] of cases.entries()) await visit(`2035-09-05T10:${String(index).padStart(2, '0')}:00Z`, `10.35.3.${index}`, path, referrer, utmSource);

    const expected = new Map<string, number>();
    let internal = 0;
    for (const [path, referrer, utmSource] of cases) {
      const source = visitSource({ path, referrer, utmSource }, siteHost(site));
      if (source === null) internal += 1;
      else expected.set(source, (expected.get(source) ?? 0) + 1);
    }
    const result = await charts('?range=custom&from=2035-09-05&to=2035-09-05');
    expect(Object.fromEntries(result.topSources.map((row) => [row.source, row.visits]))).toEqual(Object.fromEntries(expected));
    expect(result.internalVisits).toBe(internal);
    // What the rule says, written out once, so that the two cannot agree on something wrong.
    expect(Object.fromEntries(expected)).toEqual({ 'example.org': 2, 'news.example.org': 1, '[2001:db8::1]': 1, 'com.google.android.gm': 1, 'wwwexample.net': 1, 'query.example': 1, Direct: 5, newsletter: 1 });
    expect(internal).toBe(4);
  });

  it('answers every day as zero for a range without visits', async () => {
    const result = await charts('?range=custom&from=2035-08-01&to=2035-08-03');
    expect(result).toMatchObject({ totalVisits: 0, topPages: [], topSources: [], internalVisits: 0, conversionBySource: [], conversion: { visitors: 0, convertedVisitors: 0, share: 0 } });
    expect(result.visitsByDay.map((day) => day.visits)).toEqual([0, 0, 0]);
  });

  it("refuses a bad range with report-range's reason, and staff with 403", async () => {
    const backwards = await admin.get('/api/admin/visits/charts?range=custom&from=2035-10-02&to=2035-10-01');
    expect([backwards.status, backwards.body.error?.code, backwards.body.error?.message]).toEqual([422, 'VISITS_RANGE_INVALID', 'The range ends (2035-10-01) before it starts (2035-10-02).']);
    const halfOpen = await admin.get('/api/admin/visits/charts?range=custom&from=2035-10-02');
    expect([halfOpen.status, halfOpen.body.error?.message]).toEqual([422, 'Choose both dates of a custom range: from and to.']);
    const tooLong = await admin.get('/api/admin/visits/charts?range=custom&from=2034-01-01&to=2035-10-01');
    expect([tooLong.status, tooLong.body.error?.message]).toEqual([422, 'A report covers at most 366 days; this range has 639.']);
    expect((await admin.get('/api/admin/visits/charts?range=yesterday')).status).toBe(400);

    const user = await api.app.get(UsersService).createUser({ email: `staff-${randomUUID().slice(0, 8)}@visit-charts.test`, emailConfirmed: true, role: 'staff' });
    const { token } = await api.app.get(SessionsService).startSession(user.id);
    const staff = new TestHttpClient(api.url, { [TEST_NOW_HEADER]: NOW });
    staff.cookies.set(SESSION_COOKIE, token);
    expect((await staff.get('/api/admin/visits/charts')).status).toBe(403);
    expect((await new TestHttpClient(api.url).get('/api/admin/visits/charts')).status).toBe(401);
  });
});
