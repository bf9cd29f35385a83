import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { E2E_USERS, ROOT } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { tabTo } from '../support/keyboard.js';
import { placeOrderPaidOnline, signedInCustomer } from '../support/online-order.js';
import { csrfHeaders, newClientAddress, signInByApi } from '../support/sign-in.js';

// The owner's Reports tab (issue 29). Other journeys place orders today in the same database, so the
// figures are checked as deltas: this week's report is read first, the journey places two orders of
// known totals, and the page must show exactly that much more. The customers' requests pin the
// restaurant's clock to a Saturday morning of this journey's own so that their orders have a slot;
// the orders are still placed now (created_at is the database's clock), in the real week the
// administrator's report covers.
const SATURDAY_10AM = '2031-03-01T10:00:00Z';
const PASSWORD = 'reports journey passphrase';
/** placeOrderPaidOnline: two Classic Smash (Double) and Fries (Regular), paid on the stand-in. */
const ONLINE_TOTAL = 2197;
/** One Classic Smash (Double) at £9.49 and Fries (Regular) at £2.99, to pay on collection. */
const COLLECTION_TOTAL = 1248;
const SCREENS = join(ROOT, 'docs/screens');
mkdirSync(SCREENS, { recursive: true });

interface ReportDay {
  date: string;
  orders: number;
  grossPence: number;
  refundsPence: number;
  netPence: number;
}
interface ReportBody {
  range: { from: string; to: string };
  figures: { orders: number; grossPence: number; netPence: number };
  byDay: ReportDay[];
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const pounds = (pence: number) => money.format(pence / 100);
/** Pence as the CSV writes them: 2197 → 21.97. */
const csvPounds = (pence: number) => (pence / 100).toFixed(2);
/** Today in London, YYYY-MM-DD. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
/** '2026-11-28' as the table's day column writes it: 'Sat 28 Nov 2026'. */
function tableDay(date: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

async function thisWeek(page: Page): Promise<ReportBody> {
  const response = await page.request.get('/api/admin/reports?range=this-week');
  expect(response.status()).toBe(200);
  return (await response.json()) as ReportBody;
}

/** A new customer's collection order of one Classic Smash (Double) and Fries (Regular), to pay when collected. */
async function placeCollectionOrder(browser: Browser): Promise<void> {
  const { context, email } = await signedInCustomer(browser, { now: SATURDAY_10AM, name: 'Petra Paylater', password: PASSWORD });
  try {
    const menu = (await (await context.request.get('/api/menu?view=takeaway')).json()) as { categories: { items: { id: string; name: string; options: { id: string; name: string }[] }[] }[] };
    const items = menu.categories.flatMap((category) => category.items);
    for (const [itemName, optionName] of [['Classic Smash', 'Double'], ['Fries', 'Regular']]) {
      const item = items.find((candidate) => candidate.name === itemName)!;
      const option = item.options.find((candidate) => candidate.name === optionName)!;
      expect((await context.request.post('/api/cart/items', { data: { menuItemId: item.id, optionId: option.id }, headers: await csrfHeaders(context) })).ok()).toBe(true);
    }
    const slots = (await (await context.request.get('/api/checkout/slots?type=collection')).json()) as { slots: { time: string; available: boolean }[] };
    const placed = await context.request.post('/api/orders', {
      data: {
        deliveryType: 'collection',
        slotTime: slots.slots.find((slot) => slot.available)!.time,
        paymentMethod: 'collection',
        customer: { name: 'Petra Paylater', email, phone: '07700 900432' },
        specialInstructions: '',
      },
      headers: await csrfHeaders(context),
    });
    expect(placed.status()).toBe(201);
    expect(((await placed.json()) as { order: { totalPence: number } }).order.totalPence).toBe(COLLECTION_TOTAL);
  } finally {
    await context.close();
  }
}

/** A browser of a person's own (its own client address, so the sign-in limits count it apart), signed in. */
async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': newClientAddress() } });
  const page = await context.newPage();
  await signInByApi(page, who);
  return { context, page };
}

test.describe('reports', () => {
  test("an administrator sees this week's takings grow by two orders to the penny, reads today's row in the table and downloads the same numbers as CSV", async ({ browser }) => {
    // Two customers (one paying on the stand-in's page), three screenshots and an axe sweep: like the
    // refund journey, more than test.slow()'s 90 s on a loaded machine.
    test.setTimeout(150_000);
    const admin = await signedIn(browser, E2E_USERS.admin);
    try {
      const { page } = admin;
      const before = await thisWeek(page);
      const today = londonToday();
      const todayBefore = before.byDay.find((day) => day.date === today)!;
      expect(todayBefore).toBeDefined();

      const customer = await signedInCustomer(browser, { now: SATURDAY_10AM, name: 'Otto Online', password: PASSWORD });
      try {
        await placeOrderPaidOnline(customer.context, { email: customer.email, name: 'Otto Online' });
      } finally {
        await customer.context.close();
      }
      await placeCollectionOrder(browser);
      const added = ONLINE_TOTAL + COLLECTION_TOTAL;

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/admin/reports');
      await hydrated(page);
      await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
      // Exactly the two orders more than before, in pounds and pence.
      await expect(page.getByRole('region', { name: 'Gross', exact: true })).toContainText(pounds(before.figures.grossPence + added));
      await expect(page.getByRole('region', { name: 'Net takings', exact: true })).toContainText(pounds(before.figures.netPence + added));
      await expect(page.getByRole('region', { name: 'Orders', exact: true }).getByRole('paragraph').first()).toHaveText(String(before.figures.orders + 2));
      for (const [width, height] of [
        [390, 844],
        [1920, 1080],
        [1280, 800],
      ]) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: join(SCREENS, `reports-${width}x${height}.png`), fullPage: true });
      }

      // Today's row of the by-day chart's table, reached and switched by the keyboard.
      const byDay = page.getByRole('region', { name: 'Takings and orders by day' });
      // The Chart / Table switch is one stop of the Tab key; the arrow keys move within it.
      await tabTo(page, byDay.getByRole('button', { name: 'Chart' }), 60);
      await page.keyboard.press('ArrowRight');
      const tableView = byDay.getByRole('button', { name: 'Table' });
      await expect(tableView).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(tableView).toHaveAttribute('aria-pressed', 'true');
      const row = byDay.getByRole('row', { name: new RegExp(`^${tableDay(today)}`) });
      const expected = {
        orders: todayBefore.orders + 2,
        grossPence: todayBefore.grossPence + added,
        refundsPence: todayBefore.refundsPence,
        netPence: todayBefore.netPence + added,
      };
      await expect(row.getByRole('cell')).toHaveText([String(expected.orders), pounds(expected.grossPence), pounds(expected.refundsPence), pounds(expected.netPence)]);

      // The same day in the CSV download (the E2E administrator has no second factor, so the step-up passes without a prompt).
      const [download] = await Promise.all([page.waitForEvent('download'), byDay.getByRole('button', { name: 'Download CSV of Takings and orders by day' }).click()]);
      const after = await thisWeek(page);
      expect(download.suggestedFilename()).toBe(`report-by-day-${after.range.from}-to-${after.range.to}.csv`);
      const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
      expect(lines[0]).toBe('date,orders,gross,refunds,net');
      expect(lines.find((line) => line.startsWith(`${today},`))).toBe(
        [today, expected.orders, csvPounds(expected.grossPence), csvPounds(expected.refundsPence), csvPounds(expected.netPence)].join(','),
      );

      // The charts' view is the accessibility sweep's (accessibility.spec.ts); this is the table's.
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENS, 'reports-table-1280x800.png'), fullPage: true });

      // A custom period that ends before it starts: the server's reason, by the two dates.
      await page.getByRole('button', { name: 'Custom' }).click();
      const custom = page.getByRole('form', { name: 'Custom period' });
      await custom.getByLabel('From').fill(after.range.to);
      await custom.getByLabel('To').fill(after.range.from === after.range.to ? '2020-01-01' : after.range.from);
      await custom.getByRole('button', { name: 'Apply' }).click();
      await expect(custom.getByRole('alert')).toHaveText(/^The range ends \(\d{4}-\d{2}-\d{2}\) before it starts \(\d{4}-\d{2}-\d{2}\)\.$/);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SCREENS, 'reports-custom-390x844.png') });
    } finally {
      await admin.context.close();
    }

    // Staff run the service; the owner's numbers are the administrators'.
    const staff = await signedIn(browser, E2E_USERS.staff);
    try {
      await staff.page.goto('/admin');
      await hydrated(staff.page);
      const sections = staff.page.getByRole('navigation', { name: 'Admin sections' });
      await expect(sections.getByRole('link', { name: 'Orders' })).toBeVisible();
      await expect(sections.getByRole('link', { name: 'Reports' })).toHaveCount(0);
      expect((await staff.page.request.get('/api/admin/reports?range=this-week')).status()).toBe(403);
    } finally {
      await staff.context.close();
    }
  });
});
