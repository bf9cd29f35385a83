import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { E2E_USERS, ROOT } from '../support/harness.js';
import { csrfHeaders, newClientAddress, newEmail, query, signInByApi } from '../support/sign-in.js';

// A Saturday morning of this journey's own on the restaurant's clock (X-Test-Now), so that slots are
// open whatever the real day and no other journey's orders share them.
const SATURDAY_10AM = '2031-02-15T10:00:00Z';
const PASSWORD = 'a long passphrase';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// Seeded items no other journey changes: one gets dearer, one sells out.
const DEARER = { item: 'Veggie Smash', option: 'Double', was: 949, now: 1049 };
const SOLD_OUT = { item: 'Buttermilk Pancakes', option: '3 Pancakes' };

interface MenuDocument {
  categories: { items: { id: string; name: string; options: { id: string; name: string }[] }[] }[];
}

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(ROOT, 'docs', 'screens', name), fullPage: false });

async function menuItem(context: BrowserContext, name: string, option: string): Promise<{ itemId: string; optionId: string }> {
  const menu = (await (await context.request.get('/api/menu?view=takeaway')).json()) as MenuDocument;
  const item = menu.categories.flatMap((category) => category.items).find((candidate) => candidate.name === name)!;
  return { itemId: item.id, optionId: item.options.find((candidate) => candidate.name === option)!.id };
}

/** A new customer, signed up, confirmed and signed in, with two of the dearer item and one of the one to sell out in the cart. */
async function customerWithCart(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/');
  const email = newEmail('again');
  expect((await context.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName: 'Alex Again' }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
  expect((await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  for (const [{ itemId, optionId }, times] of [
    [await menuItem(context, DEARER.item, DEARER.option), 2],
    [await menuItem(context, SOLD_OUT.item, SOLD_OUT.option), 1],
  ] as const) {
    for (let i = 0; i < times; i += 1) {
      expect((await context.request.post('/api/cart/items', { data: { menuItemId: itemId, optionId }, headers: await csrfHeaders(context) })).ok()).toBe(true);
    }
  }
  return page;
}

/** The customer's own way through: a slot on /takeaway, the cart, checkout, pay on collection. Returns the order number. */
async function placeCollectionOrder(page: Page): Promise<string> {
  await page.goto('/takeaway');
  const card = page.getByRole('region', { name: 'Select Delivery Option & Time' });
  await expect(card.getByRole('radio', { name: 'Collection' })).toBeChecked();
  const slot = card.getByRole('button', { name: /^\d{2}:\d{2}, [1-9]\d* left$/ }).first();
  await expect(async () => {
    await slot.click({ timeout: 1_000 });
    await expect(slot).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await page.getByRole('radio', { name: 'Pay on Collection' }).check();
  await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900654');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  return (await page.getByText(/^Order #/).textContent())!.replace('Order #', '');
}

test.describe('order again from the order history', () => {
  test("a customer orders again: the cart holds the lines at today's prices, the sold-out item is named, and the order's status moves live when staff mark it ready", async ({ browser }) => {
    test.slow();
    const customerContext = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
    const staffContext = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM } });
    await signInByApi(await staffContext.newPage(), E2E_USERS.staff);
    const dearer = await menuItem(staffContext, DEARER.item, DEARER.option);
    const soldOut = await menuItem(staffContext, SOLD_OUT.item, SOLD_OUT.option);
    try {
      const customer = await customerWithCart(customerContext);
      const orderNumber = await placeCollectionOrder(customer);

      // Since then: the kitchen sold out of pancakes, and the price of a double went up.
      expect((await staffContext.request.put(`/api/admin/menu/items/${soldOut.itemId}/sold-out`, { data: { soldOut: true }, headers: await csrfHeaders(staffContext) })).ok()).toBe(true);
      // (Written straight to the table: the cart prices from it, never from the menu's cache.)
      await query('UPDATE menu_item_options SET price = $1 WHERE id = $2', [DEARER.now, dearer.optionId]);

      await customer.goto('/order-history');
      const card = customer.getByRole('article', { name: `Order ${orderNumber}` });
      const progress = card.getByTestId('order-progress');
      await expect(progress.getByRole('status')).toHaveText('Your order: Order received');
      await expect(progress).toHaveAttribute('data-live', 'true');

      await card.getByRole('button', { name: `Order again ${orderNumber}` }).click();
      await expect(card.getByText("Added to your cart at today's prices")).toBeVisible();
      await expect(card.getByRole('list', { name: 'Added to your cart' }).getByRole('listitem')).toHaveText([`2 × ${DEARER.item} (${DEARER.option})`]);
      await expect(card.getByRole('list', { name: 'No longer available' }).getByRole('listitem')).toHaveText([`${SOLD_OUT.item} (${SOLD_OUT.option}): Sold out today`]);
      await expect(customer.getByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();
      await screenshot(customer, 'order-history-again-1280x800.png');
      expect(await seriousViolations(customer, { include: 'main' })).toEqual([]);

      // The cart: the dearer burger twice at today's price, no pancakes.
      await card.getByRole('button', { name: 'View cart' }).click();
      const panel = customer.getByRole('dialog', { name: 'Your Cart' });
      await expect(panel.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
      await expect(panel.getByRole('list', { name: 'Cart items' })).toContainText(DEARER.item);
      await expect(panel.getByTestId('cart-total')).toHaveText('£20.98');
      const cart = (await (await customerContext.request.get('/api/cart')).json()) as { lines: { itemName: string; size: string; quantity: number; unitPricePence: number }[] };
      expect(cart.lines.map((line) => [line.itemName, line.size, line.quantity, line.unitPricePence])).toEqual([[DEARER.item, DEARER.option, 2, DEARER.now]]);
      await panel.getByRole('button', { name: 'Close cart' }).click();

      // Staff move the order on; the open history follows without a reload.
      const [{ id: orderId }] = await query<{ id: string }>('SELECT id FROM orders WHERE order_number = $1', [orderNumber]);
      for (const status of ['confirmed', 'preparing', 'ready']) {
        expect((await staffContext.request.patch(`/api/admin/orders/${orderId}/status`, { data: { status }, headers: await csrfHeaders(staffContext) })).ok()).toBe(true);
      }
      await expect(progress.getByRole('status')).toHaveText('Your order: Ready for collection');
      await expect(card.getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) })).toContainText('Ready');

      await customer.setViewportSize(PHONE);
      await card.getByRole('button', { name: `Order again ${orderNumber}` }).scrollIntoViewIfNeeded();
      await screenshot(customer, 'order-history-again-390x844.png');

      // Paid at the counter and completed: nothing more to follow, so the steps (and their socket) go; Order again stays.
      expect((await staffContext.request.patch(`/api/admin/orders/${orderId}/paid`, { data: { isPaid: true }, headers: await csrfHeaders(staffContext) })).ok()).toBe(true);
      expect((await staffContext.request.patch(`/api/admin/orders/${orderId}/status`, { data: { status: 'completed' }, headers: await csrfHeaders(staffContext) })).ok()).toBe(true);
      await expect(card.getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) })).toContainText('Completed');
      await expect(progress).toHaveCount(0);
      await expect(card.getByRole('button', { name: `Order again ${orderNumber}` })).toBeVisible();
    } finally {
      await staffContext.request.put(`/api/admin/menu/items/${soldOut.itemId}/sold-out`, { data: { soldOut: false }, headers: await csrfHeaders(staffContext) }).catch(() => undefined);
      await query('UPDATE menu_item_options SET price = $1 WHERE id = $2', [DEARER.was, dearer.optionId]);
      await Promise.all([staffContext.close(), customerContext.close()]);
    }
  });
});
