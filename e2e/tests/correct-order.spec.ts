import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { E2E_USERS, ROOT } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { tabTo } from '../support/keyboard.js';
import { placeOrderPaidOnline, signedInCustomer, standinRefunds } from '../support/online-order.js';
import { signInByApi } from '../support/sign-in.js';

// The customer's and the staff's requests pin the restaurant's clock to a Saturday morning of this
// journey's own (no other journey books its slots): the orders have a slot, and the editor lists
// that day's slots, whatever the real day. Today's Orders and the kitchen list the orders for the
// browser's today (issue 28), so the staff browser's clock starts at the same instant.
const SATURDAY_10AM = '2031-02-15T10:00:00Z';
const PASSWORD = 'correction journey passphrase';
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1920, height: 1080 };

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(ROOT, 'docs', 'screens', name), fullPage: false });

/** The order's total as the detail shows it. */
const totalOf = (detail: Locator) => detail.getByText('Total', { exact: true }).locator('..');

/** A new customer's browser and a staff tablet signed in, both on this journey's Saturday morning. */
async function customerAndStaff(browser: Browser) {
  const customer = await signedInCustomer(browser, { now: SATURDAY_10AM, name: 'Corin Correct', password: PASSWORD });
  const staff = await browser.newContext({ viewport: TABLET, extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM } });
  await staff.clock.install({ time: SATURDAY_10AM });
  const page = await staff.newPage();
  await signInByApi(page, E2E_USERS.staff);
  return { customer, staff, page };
}

test.describe('correcting an order', () => {
  test('staff take a burger off a paid online order by the keyboard: the new total and a refund of the difference, made at the stand-in', async ({ browser }) => {
    // A payment on the stand-in, a refund through Stripe and an axe sweep: more than test.slow()'s 90 s on a loaded machine.
    test.setTimeout(150_000);
    const { customer, staff, page } = await customerAndStaff(browser);
    try {
      const cheaper = await placeOrderPaidOnline(customer.context, { email: customer.email, name: 'Corin Correct' });
      await page.goto('/admin/orders');
      await hydrated(page);
      await page.getByRole('button', { name: `View order ${cheaper}` }).click();
      const detail = page.getByRole('dialog', { name: `Order ${cheaper}` });
      await expect(totalOf(detail)).toContainText('£21.97');

      // By the keyboard alone from here: Change order, one burger fewer, save.
      await tabTo(page, detail.getByRole('button', { name: 'Change order' }));
      await page.keyboard.press('Enter');
      const editor = page.getByRole('dialog', { name: `Change order ${cheaper}` });
      await expect(editor).toBeVisible();
      await expect(editor.getByRole('combobox', { name: 'Time slot' })).toHaveValue(/^\d{2}:\d{2}$/);
      await tabTo(page, editor.getByRole('button', { name: 'One fewer Classic Smash (Double)' }));
      await page.keyboard.press('Enter');
      await expect(editor.getByRole('textbox', { name: 'Quantity of Classic Smash (Double)' })).toHaveValue('1');
      await expect(editor.getByText('New total').locator('..')).toContainText('£12.48 (was £21.97)');
      await expect(editor.getByRole('status')).toHaveText('£9.49 will be refunded to the card.');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'correct-order-1280x800.png');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'correct-order-390x844.png');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'correct-order-1920x1080.png');
      await page.setViewportSize(TABLET);

      await tabTo(page, editor.getByRole('button', { name: 'Save changes' }));
      await page.keyboard.press('Enter');
      await expect(editor).toBeHidden();
      // The detail shows the order the server answered: one burger, the new total, the refund it made.
      await expect(detail.getByRole('list', { name: 'Items' })).toContainText('1 × Classic Smash (Double)');
      await expect(totalOf(detail)).toContainText('£12.48');
      const refunds = detail.getByRole('region', { name: 'Refunds' });
      await expect(refunds).toContainText('Refunded £9.49 of £21.97');
      await expect(refunds.getByRole('listitem')).toHaveCount(1);
      await expect(refunds.getByRole('listitem').first()).toContainText('£9.49 to the card');
      await expect(detail.getByRole('button', { name: 'Change order' })).toBeFocused();
      // Stripe was asked for exactly the difference.
      expect(await standinRefunds(page, cheaper)).toEqual([expect.objectContaining({ amount: 949, status: 'succeeded' })]);
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();
    } finally {
      await Promise.all([customer.context.close(), staff.close()]);
    }
  });

  test('an order made dearer says what is to collect on the kitchen screen, the ticket and the detail until Collected', async ({ browser }) => {
    // A payment on the stand-in and two staff screens: more than test.slow()'s 90 s on a loaded machine.
    test.setTimeout(150_000);
    const { customer, staff, page } = await customerAndStaff(browser);
    try {
      // Another order, made dearer by an item from the menu: what it owes shows until it is collected.
      const dearer = await placeOrderPaidOnline(customer.context, { email: customer.email, name: 'Corin Correct' });
      await page.goto('/admin/orders');
      await hydrated(page);
      await page.getByRole('button', { name: `View order ${dearer}` }).click();
      const second = page.getByRole('dialog', { name: `Order ${dearer}` });
      await second.getByRole('button', { name: 'Change order' }).click();
      const secondEditor = page.getByRole('dialog', { name: `Change order ${dearer}` });
      await secondEditor.getByRole('button', { name: 'Add items' }).click();
      const search = secondEditor.getByRole('combobox', { name: 'Search the menu' });
      await expect(search).toBeFocused();
      await expect(secondEditor.getByRole('option', { name: /Onion Rings/ })).toBeVisible();
      await page.keyboard.type('onion rings');
      await page.keyboard.press('Enter');
      await expect(secondEditor.getByRole('group', { name: 'Added items' })).toContainText('Onion Rings');
      // The menu's own status says what was added; the editor's says what happens to the money.
      await expect(secondEditor.getByRole('status').filter({ hasText: 'collect' })).toHaveText('£3.49 more to collect.');
      await screenshot(page, 'correct-order-add-1280x800.png');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'correct-order-add-390x844.png');
      await page.setViewportSize(TABLET);
      await secondEditor.getByRole('button', { name: 'Save changes' }).click();
      await expect(secondEditor).toBeHidden();

      const owed = second.getByRole('alert').filter({ hasText: 'to collect' });
      await expect(owed).toContainText('£3.49 to collect');
      await expect(totalOf(second)).toContainText('£25.46');
      // The row, behind the detail (hidden from assistive technology meanwhile).
      const row = page.locator(`tr[data-order-number="${dearer}"]`);
      await expect(row.getByText('£3.49 to collect')).toBeVisible();
      await screenshot(page, 'to-collect-detail-1280x800.png');
      await page.setViewportSize(PHONE);
      await owed.scrollIntoViewIfNeeded();
      await screenshot(page, 'to-collect-detail-390x844.png');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'to-collect-detail-1920x1080.png');
      await page.setViewportSize(TABLET);

      // The browser's kitchen ticket says it under the payment line, as the printed one does.
      await second.getByRole('button', { name: 'Kitchen ticket' }).click();
      const ticket = page.getByRole('dialog', { name: 'Kitchen ticket' });
      await expect(ticket.getByText('£3.49 TO COLLECT')).toBeVisible();
      await screenshot(page, 'to-collect-ticket-1280x800.png');
      await ticket.getByRole('button', { name: 'Close' }).click();
      await expect(ticket).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(second).toBeHidden();
      await expect(row.getByText('£3.49 to collect')).toBeVisible();
      await screenshot(page, 'to-collect-orders-1280x800.png');
      await page.setViewportSize(PHONE);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, 'to-collect-orders-390x844.png');
      await page.setViewportSize(TABLET);

      // The kitchen screen says it on the order's card, and records it collected there.
      const kitchen = await staff.newPage();
      await kitchen.goto('/admin/kitchen');
      const card = kitchen.getByTestId('kitchen-screen').getByRole('article', { name: `Order ${dearer}` });
      const toCollect = card.getByRole('group', { name: '£3.49 to collect' });
      // A new page checks the session and connects before it asks for the list: slow on a loaded machine.
      await expect(toCollect).toContainText('£3.49 TO COLLECT', { timeout: 20_000 });
      await card.scrollIntoViewIfNeeded();
      await screenshot(kitchen, 'to-collect-kitchen-1280x800.png');
      await kitchen.setViewportSize(PHONE);
      await card.scrollIntoViewIfNeeded();
      await screenshot(kitchen, 'to-collect-kitchen-390x844.png');
      await toCollect.getByRole('button', { name: `Collected £3.49 on ${dearer}` }).click();
      await expect(toCollect).toHaveCount(0);

      // Collected: gone from the row too (the socket told Today's Orders), and from the detail.
      await expect(row.getByText('£3.49 to collect')).toHaveCount(0);
      await page.getByRole('button', { name: `View order ${dearer}` }).click();
      await expect(totalOf(second)).toContainText('£25.46');
      await expect(second.getByText('to collect')).toHaveCount(0);
    } finally {
      await Promise.all([customer.context.close(), staff.close()]);
    }
  });
});
