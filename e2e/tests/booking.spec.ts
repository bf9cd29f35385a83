import { expect, test, type Locator, type Page } from '@playwright/test';
import { linksIn, MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { harnessUrls } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { newEmail, signedInAdmin } from '../support/sign-in.js';

// Tuesday 14 January 2031, 09:00 in London. The bookings are for Saturday 25 January (open for
// lunch and the evening); Monday 27 January is closed. Every journey takes its own time.
const NOW = '2031-01-14T09:00:00Z';
const SATURDAY = '2031-01-25';
const MONDAY = '2031-01-27';
const PASSWORD = 'a long passphrase';
const RESTAURANT_INBOX = 'kitchen@walkdenfriedchicken.local';
test.use({ extraHTTPHeaders: { 'X-Test-Now': NOW } });

/**
 * Types a date into the focused date field, key by key. Chromium orders the field's parts by its
 * own UI language, not the page's locale: month first (en-US) or day first (en-GB).
 */
async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  if ((await field.inputValue()) === iso) return;
  await field.focus();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** The booking form, filled with the mouse (the keyboard journey below does it by keys). */
async function bookTable(page: Page, { email, time, partySize }: { email: string; time: string; partySize: number }): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/booking');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Book a table' });
  await expect(async () => {
    await form.getByRole('textbox', { name: 'Name' }).fill('Sam Taylor', { timeout: 1_000 });
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Taylor', { timeout: 1_000 });
  }).toPass();
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone (optional)' }).fill(`07700 9${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`); // a phone may send 3 requests a day
  await form.getByLabel('Date').fill(SATURDAY);
  await form.getByRole('combobox', { name: 'Party size' }).selectOption({ label: `${partySize} people` });
  // The browser's own select: its times arrive with the date's availability.
  const times = form.getByRole('combobox', { name: 'Time' });
  await expect(times.getByRole('option', { name: time, exact: true })).toBeEnabled();
  await times.selectOption(time);
  await form.getByRole('textbox', { name: 'Special requests (optional)' }).fill('A high chair, please');
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expect(page.getByText('Booking Request Sent!')).toBeVisible();
}

test.describe('table booking', () => {
  test('a guest books a table with the keyboard alone; the restaurant and the customer are e-mailed', async ({ page }) => {
    const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
    const email = newEmail('guest');
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    await page.goto('/booking');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'BOOK A TABLE' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' });
    // The fields answer once the page has hydrated.
    await expect(async () => {
      await name.focus();
      await page.keyboard.type('Kay', { delay: 0 });
      await expect(name).toHaveValue('Kay', { timeout: 1_000 });
    }).toPass();
    await page.keyboard.type(' Guest');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Party size: the browser's own select; the arrow keys move from 2 to 4.
    const partySize = page.getByRole('combobox', { name: 'Party size' });
    await expect(partySize).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(partySize).toHaveValue('4');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Date')).toBeFocused();
    await typeDate(page, page.getByLabel('Date'), SATURDAY);
    await expect(page.getByLabel('Date')).toHaveValue(SATURDAY);
    const time = page.getByRole('combobox', { name: 'Time' });
    await expect(time.getByRole('option', { name: '09:00', exact: true })).toBeEnabled();
    await expect(time).toBeEnabled();
    await time.focus();
    await page.keyboard.press('ArrowDown');
    await expect(time).toHaveValue('09:00');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Special requests (optional)' })).toBeFocused();
    await page.keyboard.type('Birthday');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Request Booking' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Booking Request Sent!')).toBeVisible();
    await expect(name).toHaveValue('');

    const restaurant = await inbox.waitForMessage((message) => sentTo(RESTAURANT_INBOX)(message) && (message.text ?? '').includes(email), 20_000);
    expect(restaurant.text).toContain('Party size: 4');
    expect(restaurant.text).toContain('Special requests: Birthday');
    const customer = await inbox.waitForMessage(sentTo(email), 20_000);
    expect(customer.subject).toContain('Saturday 25 January 2031 at 09:00');
  });

  test("a Monday shows 'Closed' and no times", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    await page.goto('/booking');
    const date = page.getByLabel('Date');
    await expect(async () => {
      await date.fill(MONDAY, { timeout: 1_000 });
      await expect(page.getByText('Closed on this day')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('alert').filter({ hasText: 'Closed' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Time' })).toBeDisabled();
  });

  test('an administrator confirms; the customer gets the calendar file, cancels from the link and the admin view shows it without a reload', async ({ page, browser }) => {
    const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
    const email = newEmail('diner');
    await bookTable(page, { email, time: '19:00', partySize: 3 });

    const admin = await signedInAdmin(browser, { now: NOW, name: 'Sam Host', password: PASSWORD });
    try {
      const staff = await admin.newPage();
      await staff.goto(`/admin/bookings`);
      const day = staff.getByRole('textbox', { name: 'Day' });
      await expect(async () => {
        await day.fill(SATURDAY, { timeout: 1_000 });
        await expect(staff.getByRole('row').filter({ hasText: email })).toBeVisible({ timeout: 1_000 });
      }).toPass();
      const row = staff.getByRole('row').filter({ hasText: email });
      await expect(row).toContainText('A high chair, please');
      await expect(row).toContainText('Pending');
      await row.getByRole('button', { name: /^Confirm/ }).click();
      await expect(row).toContainText('Confirmed');

      const confirmation = await inbox.waitForMessage(sentTo(email, /is confirmed/), 20_000);
      expect(confirmation.attachments).toEqual([expect.objectContaining({ contentType: expect.stringContaining('text/calendar') })]);
      const cancelLink = linksIn(confirmation).find((link) => link.includes('/booking/cancel#token='));
      expect(cancelLink).toBeDefined();

      // The customer opens the link: the page shows the booking; only the button cancels it.
      await page.goto(new URL(cancelLink!).pathname + new URL(cancelLink!).hash);
      await expect(page.getByText(/A table for 3 on Saturday, 25 January 2031|A table for 3 on Saturday 25 January 2031/)).toBeVisible();
      await expect(row).toContainText('Confirmed');
      const cancel = page.getByRole('button', { name: 'Cancel Booking' });
      await expect(cancel).toBeEnabled();
      await cancel.click();
      await expect(page.getByText('Your booking is cancelled.')).toBeVisible();

      // The staff page hears of it over its socket.
      await expect(row).toContainText('Cancelled');
      await expect(row.getByRole('button')).toHaveCount(0);
    } finally {
      await admin.close();
    }
  });
});
