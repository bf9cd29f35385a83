import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { seriousViolations } from '../support/axe.js';
import { hydrated } from '../support/hydration.js';
import { harnessUrls, ROOT } from '../support/harness.js';
import { openAddDialog } from '../support/menu.js';
import { csrfHeaders, newClientAddress, newEmail, query } from '../support/sign-in.js';

// Issue 28, order ahead: the seed takes orders up to 6 days ahead. A Saturday of this journey's own
// (11:00 in London, summer time) so that no other journey books its slots; tomorrow is Sunday 6 April.
const SATURDAY_11AM = '2031-04-05T10:00:00Z';
const PASSWORD = 'a long passphrase';
const PHONE = { width: 390, height: 844 };

test.describe('order ahead', () => {
  test('on a phone, a customer orders for tomorrow: the day, then its slot, paid on collection; the thank-you page and the e-mail name the day', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'X-Test-Now': SATURDAY_11AM, 'X-Forwarded-For': newClientAddress() } });
    await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    const page = await context.newPage();
    await page.goto('/');
    const email = newEmail('ahead');
    expect((await context.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName: 'Avery Ahead' }, headers: await csrfHeaders(context) })).ok()).toBe(true);
    await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
    expect((await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: await csrfHeaders(context) })).ok()).toBe(true);

    await page.goto('/menu');
    await hydrated(page);
    const smash = await openAddDialog(page, 'Classic Smash');
    await smash.getByRole('radio', { name: /Double/ }).check();
    await smash.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(smash).toBeHidden();

    await page.getByRole('button', { name: /^Open cart/ }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const card = page.getByRole('region', { name: 'Select Delivery Option & Time' });
    const days = card.getByRole('group', { name: 'Day' });
    await expect(days.getByRole('button', { name: 'Today, Saturday 5 April' })).toHaveAttribute('aria-pressed', 'true');
    // The seed closes on Mondays.
    await expect(days.getByRole('button', { name: 'Monday 7 April, closed' })).toBeDisabled();

    // Chosen from the keyboard: the arrow keys move between the days, Enter presses one.
    await days.getByRole('button', { name: 'Today, Saturday 5 April' }).focus();
    await page.keyboard.press('ArrowRight');
    const tomorrow = days.getByRole('button', { name: 'Tomorrow, Sunday 6 April' });
    await expect(tomorrow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('heading', { name: 'Collection Time · Sunday 6 April' })).toBeVisible();
    await expect(card.getByText('Choose a 15-minute slot for Sunday 6 April.')).toBeVisible();
    const slot = card.getByRole('button', { name: /^\d{2}:\d{2}, [1-9]\d* left$/ }).first();
    const slotTime = (await slot.getAttribute('aria-label'))!.slice(0, 5);
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    const box = await tomorrow.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);

    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('heading', { name: 'Select Delivery Option & Time' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -16));
    await page.screenshot({ path: join(ROOT, 'docs', 'screens', 'order-ahead-phone.png') });

    await page.getByRole('radio', { name: 'Pay on Collection' }).check();
    await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900246');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/thank-you\?.*date=2031-04-06/);
    const next = page.getByRole('list', { name: "What's Next?" });
    await expect(next).toContainText(`at ${slotTime} on Sunday 6 April to collect your order.`);
    const orderNumber = (await page.getByText(/^Order #/).textContent())!.replace('Order #', '');

    const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
    const confirmation = await inbox.waitForMessage(sentTo(email, new RegExp(`Your order ${orderNumber}`)), 20_000);
    expect(confirmation.text).toContain(`When: Sunday 6 April 2031 at ${slotTime}`);
    await context.close();
  });
});
