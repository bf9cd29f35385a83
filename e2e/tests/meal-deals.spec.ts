import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { seriousViolations } from '../support/axe.js';
import { hydrated } from '../support/hydration.js';
import { E2E_USERS, harnessUrls, ROOT } from '../support/harness.js';
import { csrfHeaders, newClientAddress, newEmail, query, signInByApi } from '../support/sign-in.js';
import { openAddDialog } from '../support/menu.js';

// Issue 28, meal deals and half-and-half. The seed's Smash Burger Meal offers a side and a drink that
// are menu items (Onion Rings, Thick Milkshake), a required sauce and up to 2 extras; its Half & Half
// Pizza charges the dearer half. A Saturday of this journey's own: no other journey books its slots;
// the order is for the Sunday after it (issue 28, order ahead).
const SATURDAY_10AM = '2031-03-22T10:00:00Z';
const SUNDAY = '2031-03-23';
const SUNDAY_10AM = `${SUNDAY}T10:00:00Z`;
const PASSWORD = 'a long passphrase';
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1280, height: 800 };

test.describe('meal deals and half-and-half', () => {
  test('a customer builds a burger meal and a half-and-half pizza and orders them for tomorrow; the e-mail, the printed ticket and the kitchen screen show the day and every choice and allergen', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
    await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    const page = await context.newPage();
    await page.goto('/');
    const email = newEmail('meal');
    expect((await context.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName: 'Mel Deal' }, headers: await csrfHeaders(context) })).ok()).toBe(true);
    await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
    expect((await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: await csrfHeaders(context) })).ok()).toBe(true);
    await page.goto('/menu');
    await hydrated(page);

    // The burger meal: a side and a drink that are menu items, a sauce required, two extras at most.
    const meal = await openAddDialog(page, 'Smash Burger Meal');
    await meal.getByRole('radio', { name: /Double/ }).check();
    await meal.getByRole('group', { name: /Your side/ }).getByRole('radio', { name: /Onion Rings/ }).check();
    await meal.getByRole('group', { name: /Your drink/ }).getByRole('radio', { name: /Thick Milkshake/ }).check();
    await expect(meal.getByRole('group', { name: /Your drink/ })).toContainText('Contains: Milk');
    const extras = meal.getByRole('group', { name: /Extras/ });
    await extras.getByRole('checkbox', { name: /Extra cheese/ }).check();
    await extras.getByRole('checkbox', { name: /Fried egg/ }).check();
    await expect(extras.getByRole('checkbox', { name: /Streaky bacon/ })).toBeDisabled();
    await expect(extras).toContainText('limit reached');
    // Add without a sauce: nothing is sent, and the group says why.
    await meal.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(meal.getByRole('group', { name: /Your sauce/ })).toContainText('Your sauce: choose 1.');
    await meal.getByRole('group', { name: /Your sauce/ }).getByRole('radio', { name: /Burger sauce/ }).check();
    // £12.99 + rings £0.50 + shake £2.00 + cheese £0.80 + egg £0.90.
    await expect(meal.getByRole('button', { name: 'Add to Cart · £17.19' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ROOT, 'docs', 'screens', 'meal-deal-dialog-phone.png') });
    await meal.getByRole('button', { name: 'Add to Cart · £17.19' }).click();
    await expect(meal).toBeHidden();

    // The half-and-half: each half one of the pizzas, charged at the dearer half.
    const pizza = await openAddDialog(page, 'Half & Half Pizza');
    await expect(pizza).toContainText('Two halves on one base. Priced at the dearer half.');
    await pizza.getByRole('radio', { name: /12"/ }).check();
    await pizza.getByRole('group', { name: /1st half/ }).getByRole('radio', { name: /Margherita/ }).check();
    await pizza.getByRole('group', { name: /2nd half/ }).getByRole('radio', { name: /Meat Feast/ }).check();
    await expect(pizza.getByRole('button', { name: 'Add to Cart · £13.49' })).toBeVisible();
    await page.screenshot({ path: join(ROOT, 'docs', 'screens', 'half-and-half-dialog-phone.png') });
    await pizza.getByRole('button', { name: 'Add to Cart · £13.49' }).click();
    await expect(pizza).toBeHidden();

    // Placed for tomorrow through the api (the checkout screen and its day picker have their own journeys: order-ahead.spec.ts).
    const placed = await page.request.post('/api/orders', {
      data: { deliveryType: 'collection', orderDate: SUNDAY, slotTime: '12:30', paymentMethod: 'collection', customer: { name: 'Mel Deal', email, phone: '07700 900654' } },
      headers: await csrfHeaders(context),
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { orderNumber: string; totalPence: number } };
    expect(order.totalPence).toBe(1719 + 1349);
    await context.close();

    const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
    const confirmation = await inbox.waitForMessage(sentTo(email, new RegExp(`Your order ${order.orderNumber}`)), 20_000);
    for (const text of ['Sunday 23 March 2031', 'Onion Rings', 'Thick Milkshake', 'Burger sauce', 'Extra cheese', 'Fried egg', '1st half: Margherita', '2nd half: Meat Feast']) {
      expect(confirmation.text).toContain(text);
    }

    // The kitchen printer printed the ticket by itself (pay on collection prints when placed).
    const printed = async () =>
      ((await (await fetch(`${harnessUrls().printerApiBase}/tickets`)).json()) as { tickets: { text: string }[] }).tickets.filter((ticket) => ticket.text.includes(order.orderNumber));
    await expect.poll(async () => (await printed()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const ticket = (await printed())[0].text;
    for (const text of ['FOR SUN 23 MAR', '+ Onion Rings', '+ Thick Milkshake', '+ Burger sauce', '+ 1st half: Margherita', '+ 2nd half: Meat Feast', 'Eggs', 'Milk', 'Mustard']) {
      expect(ticket).toContain(text);
    }

    // The kitchen screen on Saturday counts tomorrow's orders; on Sunday it shows the order, each choice under its line.
    const saturdayContext = await browser.newContext({ viewport: TABLET, extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
    await saturdayContext.clock.install({ time: SATURDAY_10AM });
    const saturday = await saturdayContext.newPage();
    await signInByApi(saturday, E2E_USERS.staff);
    await saturday.goto('/admin/kitchen');
    await expect(saturday.getByTestId('kitchen-screen')).toContainText(/Tomorrow: \d+ orders?/);
    await expect(saturday.getByTestId('kitchen-screen').getByRole('article', { name: `Order ${order.orderNumber}` })).toHaveCount(0);
    await saturdayContext.close();

    const staffContext = await browser.newContext({ viewport: TABLET, extraHTTPHeaders: { 'X-Test-Now': SUNDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
    await staffContext.clock.install({ time: SUNDAY_10AM });
    const kitchen = await staffContext.newPage();
    await signInByApi(kitchen, E2E_USERS.staff);
    await kitchen.goto('/admin/kitchen');
    const card = kitchen.getByTestId('kitchen-screen').getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(card.getByRole('list', { name: 'Choices for Smash Burger Meal' }).getByRole('listitem')).toHaveText([
      '+ Onion Rings',
      '+ Thick Milkshake',
      '+ Burger sauce',
      '+ Extra cheese',
      '+ Fried egg',
    ]);
    await expect(card.getByRole('list', { name: 'Choices for Half & Half Pizza' }).getByRole('listitem')).toHaveText(['+ 1st half: Margherita', '+ 2nd half: Meat Feast']);
    await expect(card).toContainText('Milk');
    await card.scrollIntoViewIfNeeded();
    await kitchen.screenshot({ path: join(ROOT, 'docs', 'screens', 'meal-deal-kitchen-tablet.png') });
    await staffContext.close();
  });

  test("an administrator sees what a meal's side is and which group is which half, in the Menu tab, on a tablet and a phone", async ({ browser }) => {
    const context = await browser.newContext({ viewport: TABLET, extraHTTPHeaders: { 'X-Forwarded-For': newClientAddress() } });
    const admin = await context.newPage();
    await signInByApi(admin, E2E_USERS.admin);
    await admin.goto('/admin/menu');
    await hydrated(admin);
    await admin.getByRole('button', { name: 'Edit Smash Burger Meal' }).click();
    const editor = admin.getByRole('region', { name: 'Choices of Smash Burger Meal' });
    const fries = editor.getByRole('listitem', { name: 'Your side' }).getByRole('listitem', { name: 'Fries', exact: true });
    await expect(fries.getByRole('combobox', { name: 'Menu item (meal deal)' })).toHaveText('Fries');
    await expect(fries.getByRole('combobox', { name: 'Size' })).toHaveText('Regular');
    await expect(fries).toContainText('Allergens and sold out follow Fries (Regular).');
    await fries.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: join(ROOT, 'docs', 'screens', 'meal-deal-editor-tablet.png') });
    await admin.setViewportSize(PHONE);
    await fries.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: join(ROOT, 'docs', 'screens', 'meal-deal-editor-phone.png') });
    await admin.keyboard.press('Escape');

    await admin.setViewportSize(TABLET);
    await admin.getByRole('button', { name: 'Edit Half & Half Pizza' }).click();
    const halves = admin.getByRole('region', { name: 'Choices of Half & Half Pizza' });
    await expect(halves.getByRole('combobox', { name: 'Price the halves at' })).toHaveText('The dearer half');
    await expect(halves.getByRole('listitem', { name: '1st half' }).getByRole('combobox', { name: 'Half' })).toHaveText('1st half');
    await expect(halves.getByRole('listitem', { name: '2nd half' }).getByRole('combobox', { name: 'Half' })).toHaveText('2nd half');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.screenshot({ path: join(ROOT, 'docs', 'screens', 'half-and-half-editor-tablet.png') });
    await context.close();
  });
});
