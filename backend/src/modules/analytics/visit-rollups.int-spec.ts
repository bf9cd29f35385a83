import type { TestingModule } from '@nestjs/testing';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { createTestCliContext } from '../../test/cli-context.js';
import type { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAdmin } from '../orders/admin-orders.test-factory.js';
import { VisitRollupsService } from './visit-rollups.service.js';
import { VisitsRetentionService } from './visits-retention.service.js';

/**
 * Issue 29, the Visits charts on a year of visits: each finished London day is counted once by the
 * worker's roll-up-visits job (the CLI's visits:roll-up), and the charts read those counts for the
 * days they cover, the visits themselves for the rest. March and April 2036 are this file's alone;
 * London's clocks go forward at 01:00 UTC on Sunday 30 March 2036.
 */
describe('the Visits charts from daily counts (roll-up-visits)', () => {
  let api: TestApp;
  let cli: TestingModule;
  let dataSource: DataSource;
  let admin: TestHttpClient;
  let site: string;
  // Wednesday 2 April 2036, noon BST: the days up to Tuesday 1 April are over.
  const NOW = '2036-04-02T11:00:00Z';
  const RANGE = '?range=custom&from=2036-03-27&to=2036-04-02';

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    site = api.app.get(AppConfig).publicUrl;
    // The worker's PUBLIC_URL is the api's: a referrer from the site is a move between its pages.
    cli = await createTestCliContext({ PUBLIC_URL: site });
    dataSource = api.app.get(DataSource);
    ({ client: admin } = await createAdmin(api, { now: NOW }));
  });

  afterAll(async () => {
    await cli?.close();
    await api?.close();
  });

  const visit = (at: string, ip: string | null, path: string, referrer: string | null = null, utmSource: string | null = null) =>
    dataSource.query('INSERT INTO site_visits (visited_at, path, ip_address, referrer, utm_source) VALUES ($1, $2, $3, $4, $5)', [at, path, ip, referrer, utmSource]);
  const charts = async (query = RANGE): Promise<Record<string, unknown>> => {
    const response = await admin.get(`/api/admin/visits/charts${query}`);
    expect(response.status).toBe(200);
    return response.body as Record<string, unknown>;
  };
  const rollUp = (at = NOW) => cli.get(Clock).runAt(DateTime.fromISO(at), () => cli.get(VisitRollupsService).rollUpFinishedDays());
  const rolledDays = async (): Promise<string[]> =>
    (await dataSource.query<{ day: string }[]>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM visit_days WHERE day >= '2036-03-01' ORDER BY day`)).map((row) => row.day);

  it('answer exactly as the visits themselves did, once the finished days are counted; today stays counted from its visits', async () => {
    const internal = `${site}/menu`;
    // Friday 27: a flyer's campaign ends in an order; a Google visitor leaves; a typed address.
    await visit('2036-03-27T12:00:00Z', '10.36.1.1', '/?utm_source=Flyer', null, 'Flyer');
    await visit('2036-03-27T12:05:00Z', '10.36.1.1', '/thank-you', internal);
    await visit('2036-03-27T13:00:00Z', '10.36.1.2', '/menu', 'https://www.google.com/search');
    await visit('2036-03-27T13:01:00Z', '10.36.1.2', '/contact', internal);
    await visit('2036-03-27T14:00:00Z', '10.36.1.3', '/');
    // Saturday 29, 23:50 GMT, orders at 00:20 BST on Sunday 30 (the clocks go forward at 01:00): not converted
    // on the 29th; on the 30th a visitor already on the site who ordered.
    await visit('2036-03-29T23:50:00Z', '10.36.1.4', '/menu', 'https://m.facebook.com/');
    await visit('2036-03-29T23:20:00Z', '10.36.1.5', '/book', 'https://duckduckgo.com/');
    await visit('2036-03-30T23:20:00Z', '10.36.1.4', '/thank-you', internal); // Monday 31, 00:20 BST
    await visit('2036-03-30T00:30:00Z', '10.36.1.6', '/menu', 'https://www.google.com/'); // Sunday 30, 00:30 GMT
    await visit('2036-03-30T09:00:00Z', '10.36.1.6', '/payment-success', 'https://checkout.stripe.com/');
    // No address: a visit, not a visitor.
    await visit('2036-03-31T16:00:00Z', null, '/gallery', 'https://www.bing.com/');
    // Today, Wednesday 2 April.
    await visit('2036-04-02T08:00:00Z', '10.36.1.7', '/menu', 'https://www.google.com/');

    const fromVisits = await charts();
    expect(fromVisits.totalVisits).toBe(12);

    const { days } = await rollUp();
    expect(days).toEqual(expect.arrayContaining(['2036-03-27', '2036-03-28', '2036-03-29', '2036-03-30', '2036-03-31', '2036-04-01']));
    expect(days).not.toContain('2036-04-02');
    expect(await rolledDays()).toEqual(expect.arrayContaining(['2036-03-27', '2036-03-31', '2036-04-01']));

    expect(await charts()).toEqual(fromVisits);
    // Today is read from its visits: one more shows at once.
    await visit('2036-04-02T09:00:00Z', '10.36.1.8', '/menu');
    expect((await charts()).totalVisits).toBe(13);
  });

  it('count each day once when two workers run at once, without an error', async () => {
    await visit('2036-05-10T12:00:00Z', '10.36.4.1', '/menu');
    await visit('2036-05-11T12:00:00Z', '10.36.4.2', '/menu');
    const at = '2036-05-12T12:00:00Z';
    const [first, second] = await Promise.all([rollUp(at), rollUp(at)]);
    expect([...first.days, ...second.days].filter((day) => day === '2036-05-10' || day === '2036-05-11').sort()).toEqual(['2036-05-10', '2036-05-11']);
    const pages = await dataSource.query<{ day: string; visits: number }[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, visits FROM visit_day_pages WHERE day IN ('2036-05-10', '2036-05-11') ORDER BY day`,
    );
    expect(pages).toEqual([
      { day: '2036-05-10', visits: 1 },
      { day: '2036-05-11', visits: 1 },
    ]);
  });

  it('read the counts for a counted day, not its visits', async () => {
    // Deleted by hand (no trigger on delete), a counted day's visits still count: the charts read its counts.
    await dataSource.query(`DELETE FROM site_visits WHERE visited_at >= '2036-03-27T00:00:00Z' AND visited_at < '2036-03-28T00:00:00Z'`);
    const result = await charts('?range=custom&from=2036-03-27&to=2036-03-27');
    expect(result.visitsByDay).toEqual([{ date: '2036-03-27', visits: 5 }]);
    expect(result.topPages).toEqual([
      { path: '/', visits: 2 },
      { path: '/contact', visits: 1 },
      { path: '/menu', visits: 1 },
      { path: '/thank-you', visits: 1 },
    ]);
  });

  it('count again a day for which a visit is stored after it was counted', async () => {
    await visit('2036-03-28T10:00:00Z', '10.36.2.1', '/menu', null, 'late-campaign');
    expect(await rolledDays()).not.toContain('2036-03-28');
    const result = await charts('?range=custom&from=2036-03-28&to=2036-03-28');
    expect(result.visitsByDay).toEqual([{ date: '2036-03-28', visits: 1 }]);
    expect(result.topSources).toEqual([{ source: 'late-campaign', visits: 1 }]);

    // The next run counts it again, with the visit, and only it.
    expect((await rollUp()).days).toEqual(['2036-03-28']);
    expect(await rolledDays()).toContain('2036-03-28');
    expect(await charts('?range=custom&from=2036-03-28&to=2036-03-28')).toEqual(result);
    expect((await rollUp()).days).toEqual([]);
  });

  it("go with the visits at the retention cutoff: the nightly purge deletes the days' counts before its day", async () => {
    // 13 months after Friday 27 March 2036, 10:00: the cutoff is on the 27th, whose count stays; the 26th's goes.
    await visit('2036-03-26T10:00:00Z', '10.36.3.1', '/menu');
    await rollUp('2036-03-29T12:00:00Z');
    expect(await rolledDays()).toContain('2036-03-26');
    const later = DateTime.fromISO('2037-04-27T10:00:00Z');
    const { deletedDays } = await cli.get(Clock).runAt(later, () => cli.get(VisitsRetentionService).purgeOldVisits());
    expect(deletedDays).toBeGreaterThan(0);
    const days = await rolledDays();
    expect(days).not.toContain('2036-03-26');
    expect(days).toContain('2036-03-27');
  });
});
