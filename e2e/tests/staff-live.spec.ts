import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import pg from 'pg';
import { MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { harnessUrls } from '../support/harness.js';

// Sunday 19 January 2031, 10:00 in London: open for breakfast and lunch, slots ahead. A day of its
// own, so that closing it never touches another journey's orders.
const SUNDAY_10AM = '2031-01-19T10:00:00Z';
const SUNDAY = '2031-01-19';
const PASSWORD = 'a long passphrase';
test.use({ extraHTTPHeaders: { 'X-Test-Now': SUNDAY_10AM } });

function newEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: harnessUrls().databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function csrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
  if (!token) throw new Error('no csrf_token cookie: open a page first');
  return { 'x-csrf-token': token };
}

/**
 * An administrator's browser, signed in. The staff screens call exactly these endpoints
 * (PUT /api/admin/settings, POST /api/admin/time/days-off...).
 */
async function signedInAdmin(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Now': SUNDAY_10AM } });
  const page = await context.newPage();
  await page.goto('/');
  const email = newEmail('owner');
  expect((await context.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName: 'Sam Owner' }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
  await query('UPDATE profiles SET is_admin = true WHERE email = $1', [email]);
  expect((await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  return context;
}

const SETTINGS_FORM = {
  collections: 'true',
  max_distance: '2',
  delivery_fee: '250',
  time_slot_buffer: '10',
  minimum_order_value: '1500',
  orders_per_time_slot: '3',
};

test.describe('staff changes reach customers’ open pages without a reload', () => {
  test("an administrator turns deliveries off and a customer's open menu shows delivery '(Currently Unavailable)', then back on", async ({ page, browser }) => {
    const admin = await signedInAdmin(browser);
    const saveDeliveries = async (on: boolean) => {
      const response = await admin.request.put('/api/admin/settings', { data: { values: { ...SETTINGS_FORM, deliveries: String(on) } }, headers: await csrfHeaders(admin) });
      expect(response.status()).toBe(200);
    };
    try {
      await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
      await page.goto('/menu');
      const card = page.getByRole('region', { name: 'Select Delivery Option & Time' });
      await expect(card.getByRole('radio', { name: 'Delivery', exact: true })).toBeEnabled();
      // The page opens its live connection once React runs.
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');

      await saveDeliveries(false);
      await expect(card.getByRole('radio', { name: 'Delivery (Currently Unavailable)' })).toBeDisabled();

      await saveDeliveries(true);
      await expect(card.getByRole('radio', { name: 'Delivery', exact: true })).toBeEnabled();
    } finally {
      await saveDeliveries(true);
      await admin.close();
    }
  });

  test("an administrator marks today a day off, sees the orders already placed, notifies them, and a customer's open slot picker empties", async ({ page, browser }) => {
    test.slow();
    const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
    const customerEmail = newEmail('ann');
    const orderNumber = `WK-E2E-${Date.now()}`;
    await query(
      `INSERT INTO orders (order_number, order_date, slot_time, customer_name, customer_email, customer_phone, delivery_type, subtotal, total, payment_method)
       VALUES ($1, $2, '12:30', 'Ann Smith', $3, '07700 900000', 'collection', 1000, 1000, 'collection')`,
      [orderNumber, SUNDAY, customerEmail],
    );

    // The customer's menu is open on today's slots.
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    await page.goto('/menu');
    const card = page.getByRole('region', { name: 'Select Delivery Option & Time' });
    await expect(card.getByRole('button', { name: /^12:30, \d left$/ })).toBeVisible();

    const admin = await signedInAdmin(browser);
    const timeOff = { type: 'ad-hoc', startDate: SUNDAY, allDay: true, reason: 'Kitchen repairs' };
    const preview = await admin.request.post('/api/admin/time/days-off/preview', { data: timeOff, headers: await csrfHeaders(admin) });
    expect(preview.status()).toBe(200);
    const affected = (await preview.json()) as { orders: { orderNumber: string; customerEmail: string }[] };
    expect(affected.orders).toEqual(expect.arrayContaining([expect.objectContaining({ orderNumber, customerEmail })]));

    const saved = await admin.request.post('/api/admin/time/days-off', { data: { ...timeOff, notifyCustomers: true }, headers: await csrfHeaders(admin) });
    expect(saved.status()).toBe(201);
    await admin.close();

    await expect(card.getByText('No time slots available for today')).toBeVisible();
    const notice = await inbox.waitForMessage(sentTo(customerEmail, /^We are closed on Sunday 19 January 2031/), 30_000);
    expect(notice.text).toContain(`your order ${orderNumber} at 12:30`);
    expect(notice.text).toContain('Kitchen repairs');
  });
});
