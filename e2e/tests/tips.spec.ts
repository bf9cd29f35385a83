import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { ROOT } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { tabTo } from '../support/keyboard.js';
import { placeOrderPaidOnline, signedInCustomer } from '../support/online-order.js';
import { csrfHeaders, newClientAddress, newEmail, query, signedInAdmin } from '../support/sign-in.js';

// A Saturday morning of this journey's own on the restaurant's clock (X-Test-Now): the order has a
// delivery slot, and its date puts its tip in March 2031, a month no other journey orders in, so
// the Tips tab's March is this journey's alone. (Today's Orders lists it under its day, the staff browser's today.)
const SATURDAY_10AM = '2031-03-15T10:00:00Z';
const PASSWORD = 'tips journey passphrase';
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1920, height: 1080 };

const screenshot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: join(ROOT, 'docs', 'screens', name), fullPage });

/** A new member of staff on a tablet that takes touches, signed in, the clock pinned; named uniquely, so the ledger's line is theirs alone. */
async function signedInStaff(browser: Browser, name: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: TABLET, hasTouch: true, extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
  // Today's Orders lists the orders for the browser's today (issue 28): the same Saturday.
  await context.clock.install({ time: SATURDAY_10AM });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/');
  const email = newEmail('driver');
  expect((await context.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName: name }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
  await query(`UPDATE profiles SET role = 'staff' WHERE email = $1`, [email]);
  expect((await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  await page.close();
  return context;
}

test.describe('the tips ledger', () => {
  test("a delivery's tip reaches the driver staff set on it: the administrator sees it under them in March's Tips, marks it paid, and £0.00 is outstanding", async ({ browser }) => {
    // A payment on the stand-in, two staff screens, three widths and two axe sweeps: more than test.slow()'s 90 s on a loaded machine.
    test.setTimeout(180_000);
    const driverName = `Tess Driver ${Math.floor(Math.random() * 1e6)}`;
    const customer = await signedInCustomer(browser, { now: SATURDAY_10AM, name: 'Tia Tipper', password: PASSWORD });
    const staff = await signedInStaff(browser, driverName);
    const admin = await signedInAdmin(browser, { now: SATURDAY_10AM, name: 'Tam Tipsowner', password: PASSWORD });
    try {
      const orderNumber = await placeOrderPaidOnline(customer.context, { email: customer.email, name: 'Tia Tipper', delivery: { line: '12 Bolton Road', postcode: 'M28 3BX', tipPence: 300 } });

      // Staff on the tablet: the row asks for a driver; the detail's Driver field takes a typed name by the keyboard...
      const page = await staff.newPage();
      await page.goto('/admin/orders');
      await hydrated(page);
      const row = page.locator(`tr[data-order-number="${orderNumber}"]`);
      await expect(row).toContainText('No driver yet');
      await row.getByRole('button', { name: `View order ${orderNumber}` }).tap();
      const detail = page.getByRole('dialog', { name: `Order ${orderNumber}` });
      const field = detail.getByRole('combobox', { name: 'Driver' });
      await tabTo(page, field);
      await page.keyboard.type('Night Courier');
      await page.keyboard.press('Enter');
      await expect(row).toContainText('Driver: Night Courier');

      // ...and a member of staff from the list with a finger.
      await field.tap();
      await field.fill(driverName.split(' ').slice(0, 2).join(' '));
      const option = page.getByRole('option', { name: driverName });
      await expect(option).toBeVisible();
      const optionBox = (await option.boundingBox())!;
      expect(optionBox.height).toBeGreaterThanOrEqual(44);
      await option.tap();
      await expect(row).toContainText(`Driver: ${driverName}`);
      await expect(field).toHaveValue(driverName);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'tips-driver-1280x800.png');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'tips-driver-390x844.png');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'tips-driver-1920x1080.png');
      // The row behind the dialog, at a phone's width.
      await page.keyboard.press('Escape');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'tips-orders-row-390x844.png', true);

      // The administrator: March 2031, the driver's line.
      const owner = await admin.newPage();
      await owner.setViewportSize(TABLET);
      await owner.goto('/admin/tips');
      await hydrated(owner);
      const march = owner.getByRole('region', { name: 'March 2031' });
      await expect(march).toContainText('To pay');
      await expect(march).toContainText('Due by 30 April 2031');
      const line = march.locator(`tr[data-driver="${driverName}"]`);
      await expect(line.locator('th, td')).toHaveText([driverName, '1', '£3.00', '£0.00', '£3.00', 'Mark paid']);
      // The typed driver it had first owes nothing: the order is the staff member's.
      await expect(march.locator('tr[data-driver="Night Courier"]')).toHaveCount(0);
      expect(await seriousViolations(owner)).toEqual([]);
      await screenshot(owner, 'tips-1280x800.png');
      await owner.setViewportSize(PHONE);
      await screenshot(owner, 'tips-390x844.png', true);
      await owner.setViewportSize(DESKTOP);
      await screenshot(owner, 'tips-1920x1080.png');
      await owner.setViewportSize(TABLET);

      await line.getByRole('button', { name: `Mark paid: ${driverName}, March 2031` }).click();
      const confirm = owner.getByRole('dialog', { name: 'Mark tips paid?' });
      await expect(confirm).toContainText(`Record that ${driverName} has been paid £3.00 in tips for March 2031.`);
      await screenshot(owner, 'tips-confirm-1280x800.png');
      await confirm.getByRole('button', { name: 'Mark £3.00 paid' }).click();
      await expect(confirm).toBeHidden();
      await expect(line.locator('th, td')).toHaveText([driverName, '1', '£3.00', '£3.00', '£0.00', '']);

      // The payroll CSV says the same.
      const downloading = owner.waitForEvent('download');
      await march.getByRole('button', { name: 'Download CSV for March 2031' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('tips-2031-03.csv');
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('Driver,Orders,Tips,Paid,Outstanding');
      expect(csv.split('\r\n')).toContain(`${driverName},1,3.00,3.00,0.00`);
    } finally {
      await Promise.all([customer.context.close(), staff.close(), admin.close()]);
    }
  });
});
