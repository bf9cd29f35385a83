import { expect, test } from '@playwright/test';
import { MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { harnessUrls } from '../support/harness.js';
import { csrfHeaders, newEmail, query, signedInAdmin } from '../support/sign-in.js';

// Sunday 19 January 2031, 10:00 in London: open for breakfast and lunch, slots ahead. A day of its
// own, so that closing it never touches another journey's orders.
const SUNDAY_10AM = '2031-01-19T10:00:00Z';
const SUNDAY = '2031-01-19';
const PASSWORD = 'a long passphrase';
test.use({ extraHTTPHeaders: { 'X-Test-Now': SUNDAY_10AM } });

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
    const admin = await signedInAdmin(browser, { now: SUNDAY_10AM, name: 'Sam Owner', password: PASSWORD });
    try {
      await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
      await page.goto('/menu');
      const card = page.getByRole('region', { name: 'Select Delivery Option & Time' });
      await expect(card.getByRole('radio', { name: 'Delivery', exact: true })).toBeEnabled();

      const staff = await admin.newPage();
      await staff.goto('/admin/settings');
      const deliveries = staff.getByRole('switch', { name: 'Deliveries' });
      // The switch answers once the page has hydrated.
      await expect(async () => {
        await deliveries.uncheck({ timeout: 1_000 });
        await expect(deliveries).not.toBeChecked({ timeout: 1_000 });
      }).toPass();
      await staff.getByRole('button', { name: 'Save Settings' }).click();
      await expect(staff.getByText('Settings saved')).toBeVisible();
      await expect(card.getByRole('radio', { name: 'Delivery (Currently Unavailable)' })).toBeDisabled();

      await deliveries.check();
      await staff.getByRole('button', { name: 'Save Settings' }).click();
      await expect(card.getByRole('radio', { name: 'Delivery', exact: true })).toBeEnabled();
    } finally {
      // Whatever happened above, later journeys find deliveries on.
      await admin.request.put('/api/admin/settings', { data: { values: { ...SETTINGS_FORM, deliveries: 'true' } }, headers: await csrfHeaders(admin) });
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

    const admin = await signedInAdmin(browser, { now: SUNDAY_10AM, name: 'Sam Owner', password: PASSWORD });
    const staff = await admin.newPage();
    await staff.goto('/admin/time');
    await expect(async () => {
      await staff.getByRole('tab', { name: 'Time Off' }).click({ timeout: 1_000 });
      await expect(staff.getByRole('form', { name: 'Add time off' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const form = staff.getByRole('form', { name: 'Add time off' });
    await form.getByLabel('Start date').fill(SUNDAY);
    await form.getByLabel('Reason').fill('Kitchen repairs');
    await form.getByRole('button', { name: 'Save Time Off' }).click();

    // Before anything is saved, the orders already placed for the day are shown.
    const review = staff.getByRole('dialog', { name: 'Orders and bookings on these days' });
    await expect(review.getByText(`Order ${orderNumber} · ${SUNDAY} 12:30`)).toBeVisible();
    await expect(review.getByRole('checkbox', { name: 'Notify these customers by e-mail' })).toBeChecked();
    await review.getByRole('button', { name: 'Confirm Time Off' }).click();
    await expect(staff.getByText('Time off saved')).toBeVisible();
    await admin.close();

    await expect(card.getByText('No time slots available for today')).toBeVisible();
    const notice = await inbox.waitForMessage(sentTo(customerEmail, /^We are closed on Sunday 19 January 2031/), 30_000);
    expect(notice.text).toContain(`your order ${orderNumber} at 12:30`);
    expect(notice.text).toContain('Kitchen repairs');
  });
});
