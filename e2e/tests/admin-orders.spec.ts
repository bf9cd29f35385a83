import { expect, test, type Page } from '@playwright/test';
import { MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { harnessUrls, ROOT } from '../support/harness.js';
import { run } from '../support/processes.js';
import { csrfHeaders, signInByApi } from '../support/sign-in.js';

/** How the staff layout's app bar names today's open-order count. */
const openOrdersToday = (count: number) => `${count} open order${count === 1 ? '' : 's'} today`;

const PASSWORD = 'a long passphrase';
// The customer's requests pin the restaurant's clock to a Saturday morning so that slots are open
// whatever the day; the administrator's too, and the administrator's browser runs from the same
// instant: Today's Orders and the badge are about the day an order is for (issue 28), which is the
// restaurant's today, the pinned Saturday, or a later day the customer chose.
const SATURDAY_10AM = '2031-01-18T10:00:00Z';
const SUNDAY = '2031-01-19';

interface MenuDocument {
  categories: { items: { id: string; name: string; options: { id: string; name: string }[] }[] }[];
}

function newEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function createUser(email: string, name: string, admin: boolean): Promise<void> {
  await run(process.execPath, ['cli/dist/main.js', 'user:create', '--email', email, '--name', name, ...(admin ? ['--admin'] : [])], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: harnessUrls().databaseUrl },
    input: `${PASSWORD}\n`,
  });
}

/** Places a collection order, paid on collection, for the first slot still free today or on `orderDate`. */
async function placeOrder(page: Page, email: string, orderDate?: string): Promise<{ orderNumber: string; slotTime: string }> {
  const menu = (await (await page.request.get('/api/menu?view=takeaway')).json()) as MenuDocument;
  const item = menu.categories.flatMap((category) => category.items).find((candidate) => candidate.name === 'Classic Smash')!;
  const option = item.options.find((candidate) => candidate.name === 'Double')!;
  expect((await page.request.post('/api/cart/items', { data: { menuItemId: item.id, optionId: option.id }, headers: await csrfHeaders(page.context()) })).ok()).toBe(true);
  const slots = (await (await page.request.get(`/api/checkout/slots?type=collection${orderDate ? `&date=${orderDate}` : ''}`)).json()) as { slots: { time: string; available: boolean }[] };
  const slotTime = slots.slots.find((slot) => slot.available)!.time;
  const placed = await page.request.post('/api/orders', {
    data: { deliveryType: 'collection', slotTime, paymentMethod: 'collection', customer: { name: 'Kit Chen', email, phone: '07700 900321' }, specialInstructions: '', ...(orderDate && { orderDate }) },
    headers: await csrfHeaders(page.context()),
  });
  expect(placed.status()).toBe(201);
  return { orderNumber: ((await placed.json()) as { order: { orderNumber: string } }).order.orderNumber, slotTime };
}

test.describe("staff: Today's Orders", () => {
  test('an order placed by a customer appears live, is counted on the badge, moved through its statuses, paid and completed; the customer hears it is ready', async ({ browser }) => {
    test.slow();
    const adminEmail = newEmail('kitchen');
    const customerEmail = newEmail('kit');
    await createUser(adminEmail, 'Kitchen Staff', true);
    await createUser(customerEmail, 'Kit Chen', false);

    const adminContext = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM } });
    await adminContext.clock.install({ time: SATURDAY_10AM });
    const customerContext = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM } });
    try {
      const admin = await adminContext.newPage();
      await signInByApi(admin, { email: adminEmail, password: PASSWORD });
      const openBefore = ((await (await admin.request.get('/api/admin/badges')).json()) as { openOrders: number }).openOrders;
      await admin.goto('/admin/orders');
      await expect(admin.getByRole('tab', { name: "Today's Orders" })).toBeVisible();
      await expect(admin.getByText(/^Last refreshed at .* • Next refresh in \d+s$/)).toBeVisible();
      // The admin socket is up (the page says so while it is not).
      await expect(admin.getByText(/^Connecting live updates|^Live updates are reconnecting/)).toBeHidden();

      const customer = await customerContext.newPage();
      await signInByApi(customer, { email: customerEmail, password: PASSWORD });
      const { orderNumber, slotTime } = await placeOrder(customer, customerEmail);

      // No reload: the admin socket brings it, and the badge counts it.
      const active = admin.getByRole('table', { name: 'Active Orders' });
      const row = active.getByRole('row').filter({ hasText: orderNumber });
      await expect(row).toBeVisible({ timeout: 5_000 });
      await expect(row).toContainText('Kit Chen');
      await expect(row).toContainText(slotTime);
      await expect(row).toContainText('Unpaid');
      await expect(admin.getByText(`Order ${orderNumber} has just been placed.`)).toBeVisible();
      // The staff layout's app bar counts it.
      const openOrders = admin.getByRole('banner').getByRole('link', { name: /open orders? today$/ });
      await expect(openOrders).toHaveAccessibleName(openOrdersToday(openBefore + 1));

      const status = row.getByRole('combobox', { name: `Status of order ${orderNumber}` });
      await status.selectOption('Confirmed');
      await expect(status).toHaveValue('confirmed');
      // By the keyboard: an arrow key opens the list and chooses nothing by itself (Up would be Pending); Enter chooses.
      await status.press('ArrowUp');
      await admin.keyboard.press('ArrowDown');
      await admin.keyboard.press('Enter');
      await expect(status).toHaveValue('preparing');
      await status.selectOption('Ready');
      await expect(status).toHaveValue('ready');
      // Completed stays out of reach until the order is paid.
      const completedOption = status.getByRole('option', { name: 'Completed' });
      await expect(completedOption).toBeDisabled();

      await row.getByRole('switch', { name: 'Mark Paid' }).click();
      await expect(admin.getByText('Order marked as paid.')).toBeVisible();
      await expect(row).toContainText('Paid');

      await expect(completedOption).toBeEnabled();
      await status.selectOption('Completed');
      const completed = admin.getByRole('table', { name: 'Completed Orders' });
      await expect(completed.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();
      await expect(active.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);
      await expect(openOrders).toHaveAccessibleName(openOrdersToday(openBefore));

      // The customer was told at 'ready', through the outbox and the worker.
      const ready = await new MailInboxClient(harnessUrls().mailInboxUrl).waitForMessage(sentTo(customerEmail, new RegExp(`Your order ${orderNumber} is ready to collect`)), 20_000);
      expect(ready.text).toContain('Please collect it at the counter.');

      // And the customer's order history shows where the order is now.
      await customer.goto('/order-history');
      await expect(customer.getByRole('button', { name: new RegExp(`Order #${orderNumber}`) })).toContainText('Completed');

      // Issue 28: an order for tomorrow is tomorrow's, not today's: today's list, fetched again live, counts it and leads to it.
      const ahead = await placeOrder(customer, customerEmail, SUNDAY);
      const tomorrow = admin.getByRole('navigation', { name: 'Orders for later days' }).getByRole('button', { name: /^Tomorrow: [1-9]\d* orders?$/ });
      await expect(tomorrow).toBeVisible();
      await expect(active.getByRole('row').filter({ hasText: ahead.orderNumber })).toHaveCount(0);
      await tomorrow.click();
      await expect(admin.getByLabel('Date')).toHaveValue(SUNDAY);
      await expect(active.getByRole('row').filter({ hasText: ahead.orderNumber })).toContainText(ahead.slotTime);
    } finally {
      await adminContext.close();
      await customerContext.close();
    }
  });
});
