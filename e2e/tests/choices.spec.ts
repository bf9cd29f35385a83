import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { hydrated } from '../support/hydration.js';
import { E2E_USERS, harnessUrls, ROOT } from '../support/harness.js';
import { run } from '../support/processes.js';
import { csrfHeaders, newClientAddress, newEmail, signInByApi, signInThroughForm } from '../support/sign-in.js';
import { openAddDialog } from '../support/menu.js';

// Issue 28, choices on an item. The seed gives Hot Wings a required sauce (1 or 2) and an optional
// dip, and Walkden Stack optional extras. A Saturday of this journey's own: no other journey books its slots.
const SATURDAY_10AM = '2031-02-15T10:00:00Z';
const PASSWORD = 'a long passphrase';
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1280, height: 800 };

async function customerPage(browser: Browser, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  return context.newPage();
}

test.describe('choices on an item', () => {
  test('a customer builds their wings (a sauce required, two at most, a dip), orders them, and staff see every choice and allergen on the order, the ticket and the bag labels', async ({ browser }) => {
    test.slow();
    const email = newEmail('wings');
    await run(process.execPath, ['cli/dist/main.js', 'user:create', '--email', email, '--name', 'Wendy Wings'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: harnessUrls().databaseUrl },
      input: `${PASSWORD}\n`,
    });
    const page = await customerPage(browser);
    await signInThroughForm(page, { email, password: PASSWORD });
    await page.goto('/menu');
    await hydrated(page);

    const dialog = await openAddDialog(page, 'Hot Wings');
    await dialog.getByRole('radio', { name: /10 Wings/ }).check();
    const sauces = dialog.getByRole('group', { name: /Choose your sauce/ });
    await expect(sauces).toContainText('Choose 1 to 2');
    // Add without a sauce: nothing is sent, and the group says why.
    await dialog.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(sauces).toContainText('Choose your sauce: choose at least 1.');
    await expect(dialog).toBeVisible();

    await sauces.getByRole('checkbox', { name: /Buffalo/ }).check();
    await sauces.getByRole('checkbox', { name: /Garlic mayo/ }).check();
    await expect(sauces.getByRole('checkbox', { name: /BBQ/ })).toBeDisabled();
    await dialog.getByRole('group', { name: /Dip/ }).getByRole('radio', { name: /Blue cheese dip/ }).check();
    await expect(dialog.getByRole('button', { name: 'Add to Cart · £9.29' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ROOT, 'docs', 'screens', 'choices-add-dialog-phone.png') });
    await dialog.getByRole('button', { name: 'Add to Cart · £9.29' }).click();
    await expect(dialog).toBeHidden();

    const cart = (await (await page.request.get('/api/cart')).json()) as { lines: { itemName: string; unitPricePence: number; choices: { name: string }[] }[] };
    expect(cart.lines).toEqual([expect.objectContaining({ itemName: 'Hot Wings', unitPricePence: 929, choices: [{ name: 'Buffalo' }, { name: 'Garlic mayo' }, { name: 'Blue cheese dip' }].map(expect.objectContaining) })]);

    // Placed through the api (the checkout screen has its own journeys).
    const placed = await page.request.post('/api/orders', {
      data: { deliveryType: 'collection', slotTime: '12:00', paymentMethod: 'collection', customer: { name: 'Wendy Wings', email, phone: '07700 900321' } },
      headers: await csrfHeaders(page.context()),
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; orderNumber: string; totalPence: number } };
    expect(order.totalPence).toBe(929);
    await page.context().close();

    const staffContext = await browser.newContext({ viewport: TABLET, extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
    // Today's Orders lists the orders for the browser's today (issue 28): the same Saturday.
    await staffContext.clock.install({ time: SATURDAY_10AM });
    const staff = await staffContext.newPage();
    await signInByApi(staff, E2E_USERS.staff);
    await staff.goto('/admin/orders');
    await hydrated(staff);
    await staff.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
    const detail = staff.getByRole('dialog', { name: `Order ${order.orderNumber}` });
    const choices = detail.getByRole('list', { name: 'Choices for Hot Wings' });
    await expect(choices.getByRole('listitem')).toHaveText(['+ Buffalo', '+ Garlic mayo', '+ Blue cheese dip']);

    await detail.getByRole('button', { name: 'Kitchen ticket' }).click();
    const ticket = staff.getByRole('dialog', { name: 'Kitchen ticket' });
    await expect(ticket).toContainText('+ Buffalo');
    await expect(ticket).toContainText('Allergens: Celery, Eggs, Milk, Mustard');
    await ticket.getByRole('button', { name: 'Close' }).click();

    await detail.getByRole('button', { name: 'Allergen labels' }).click();
    const labels = staff.getByRole('dialog', { name: 'Allergen labels' });
    await expect(labels).toContainText('1 label');
    await expect(labels).toContainText('Buffalo, Garlic mayo, Blue cheese dip');
    await expect(labels.getByText('Celery, Eggs, Milk, Mustard')).toHaveCSS('font-weight', '700');
    await staff.screenshot({ path: join(ROOT, 'docs', 'screens', 'choices-allergen-labels-tablet.png') });
    await staffContext.close();
  });

  test('an administrator adds an extra to an item in the Menu tab, and customers can pick it at once', async ({ page, browser }) => {
    test.slow();
    const extra = `Onion rings ${Date.now().toString(36)}`;
    await page.setViewportSize(TABLET);
    await signInThroughForm(page, E2E_USERS.admin);
    await page.goto('/admin/menu');
    await hydrated(page);
    await page.getByRole('button', { name: 'Edit Walkden Stack' }).click();
    const editor = page.getByRole('region', { name: 'Choices of Walkden Stack' });
    const extras = editor.getByRole('listitem', { name: 'Extras' });
    await extras.getByRole('button', { name: 'Add a choice to Extras' }).click();
    await extras.getByRole('listitem', { name: 'New choice' }).getByLabel('Choice name').fill(extra);
    // Named, the row is called by its name.
    await extras.getByRole('listitem', { name: extra }).getByLabel('Price (£)').fill('1.20');
    await editor.getByRole('button', { name: 'Save choices' }).click();
    await expect(page.getByText('Choices saved')).toBeVisible();

    const customer = await customerPage(browser);
    await customer.goto('/menu');
    await hydrated(customer);
    const dialog = await openAddDialog(customer, 'Walkden Stack');
    await dialog.getByRole('checkbox', { name: new RegExp(extra) }).check();
    await expect(dialog.getByRole('group', { name: /Extras/ })).toContainText('+£1.20');
    await expect(dialog.getByRole('button', { name: 'Add to Cart · £14.19' })).toBeVisible();
    await customer.context().close();
  });
});
