import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { linksIn, MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { harnessUrls } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { csrfHeaders, newEmail, signedInAdmin } from '../support/sign-in.js';

// Friday 17 January 2031, 10:00 in London (GMT): open, slots ahead. A pause for 30 minutes set now
// ends at 10:30 on the restaurant's clock.
const FRIDAY_10AM = '2031-01-17T10:00:00Z';
const PAUSED_MESSAGE = "We're not taking online orders right now, back at 10:30";
const PASSWORD = 'a long passphrase';
const SOLD_OUT_ITEM = 'Walkden Stack';
test.use({ extraHTTPHeaders: { 'X-Test-Now': FRIDAY_10AM } });

async function signUpAndConfirm(page: Page, fullName: string): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
  const email = newEmail(fullName.split(' ')[0].toLowerCase());
  await page.goto('/');
  expect((await page.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName }, headers: await csrfHeaders(page.context()) })).ok()).toBe(true);
  const confirmation = await inbox.waitForMessage(sentTo(email, /^Confirm your e-mail/), 20_000);
  await page.goto(linksIn(confirmation).find((link) => new URL(link).pathname === '/auth/confirm')!);
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('button', { name: fullName })).toBeVisible();
}

async function addToCart(page: Page, itemName: string, optionName: string): Promise<void> {
  const menu = (await (await page.request.get('/api/menu?view=takeaway')).json()) as { categories: { items: { id: string; name: string; options: { id: string; name: string }[] }[] }[] };
  const item = menu.categories.flatMap((category) => category.items).find((candidate) => candidate.name === itemName)!;
  const option = item.options.find((candidate) => candidate.name === optionName)!;
  expect((await page.request.post('/api/cart/items', { data: { menuItemId: item.id, optionId: option.id }, headers: await csrfHeaders(page.context()) })).ok()).toBe(true);
}

test.describe('busy mode and sold out on a Friday night', () => {
  test('staff pause online orders and mark an item sold out: the open customer menu changes without a reload, and Place Order is refused with the message', async ({ page, browser }) => {
    test.slow();
    let admin: BrowserContext | null = null;
    try {
      await signUpAndConfirm(page, 'Frankie Friday');
      await addToCart(page, 'Classic Smash', 'Double');
      await page.goto('/takeaway');
      const card = page.getByRole('region', { name: 'Select Delivery Option & Time' });
      const slot = card.getByRole('button', { name: /^\d{2}:\d{2}, [1-9]\d* left$/ }).first();
      await expect(async () => {
        await slot.click({ timeout: 1_000 });
        await expect(slot).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
      }).toPass();
      const stack = page.getByRole('article', { name: SOLD_OUT_ITEM });
      await expect(stack.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      await expect(page.getByText(PAUSED_MESSAGE)).toHaveCount(0);

      admin = await signedInAdmin(browser, { now: FRIDAY_10AM, name: 'Sam Owner', password: PASSWORD });
      const staff = await admin.newPage();
      await staff.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
      await staff.setViewportSize({ width: 1280, height: 800 });
      await staff.goto('/admin/orders');
      const dialog = staff.getByRole('dialog', { name: 'Busy mode' });
      // The button answers once the tab has loaded and hydrated.
      await expect(async () => {
        if (!(await dialog.isVisible())) await staff.getByRole('button', { name: 'Busy mode' }).click({ timeout: 2_000 });
        await expect(dialog).toBeVisible({ timeout: 3_000 });
      }).toPass();
      await dialog.getByRole('button', { name: '30 min', exact: true }).click();
      await expect(dialog.getByText('Collection orders paused until 10:30')).toBeVisible();
      await expect(dialog.getByText('Delivery orders paused until 10:30')).toBeVisible();

      // The customer's open page: no reload.
      await expect(page.getByText(PAUSED_MESSAGE)).toBeVisible();

      await staff.screenshot({ path: '../docs/screens/busy-mode-1280x800.png' });
      await staff.setViewportSize({ width: 390, height: 844 });
      await expect(dialog.getByText('Collection orders paused until 10:30')).toBeVisible();
      await staff.screenshot({ path: '../docs/screens/busy-mode-390x844.png' });
      await staff.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();

      await staff.goto('/admin/menu');
      const soldOut = staff.getByRole('button', { name: `${SOLD_OUT_ITEM} sold out today` });
      // Clicked until it holds (the tab may still be hydrating); a repeat asks for the same state.
      await expect(async () => {
        if ((await soldOut.getAttribute('aria-pressed')) !== 'true') await soldOut.click({ timeout: 2_000 });
        await expect(soldOut).toHaveAttribute('aria-pressed', 'true', { timeout: 3_000 });
      }).toPass();
      await expect(stack.getByRole('button', { name: 'Sold out' })).toBeDisabled();
      await expect(stack.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

      // At checkout the pause is said, and Place Order is refused with the same message.
      await page.getByRole('button', { name: /^Open cart/ }).click();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await page.getByRole('radio', { name: 'Pay on Collection' }).check();
      await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900123');
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Place Order' }).click();
      const refused = await answer;
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'ORDERS_PAUSED', message: PAUSED_MESSAGE });
      await expect(page.getByText(PAUSED_MESSAGE).first()).toBeVisible();
    } finally {
      if (admin) {
        const headers = await csrfHeaders(admin);
        await admin.request.put('/api/admin/busy-mode/reopen', { data: { types: 'both' }, headers });
        const menu = (await (await admin.request.get('/api/admin/menu')).json()) as { items: { id: string; name: string }[] };
        const item = menu.items.find((candidate) => candidate.name === SOLD_OUT_ITEM);
        if (item) await admin.request.put(`/api/admin/menu/items/${item.id}/sold-out`, { data: { soldOut: false }, headers });
        await admin.close();
      }
    }
  });
});
