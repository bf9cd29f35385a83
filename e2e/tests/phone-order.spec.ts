import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { E2E_USERS, ROOT } from '../support/harness.js';
import { newClientAddress, signInByApi } from '../support/sign-in.js';

// Staff's requests pin the restaurant's clock to a Saturday morning of this journey's own (no other
// journey books its slots), so that today has slots whatever the real day. The kitchen screen lists
// the orders for the browser's today (issue 28), so the browser's clock starts at the same instant.
const SATURDAY_10AM = '2031-02-01T10:00:00Z';
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(ROOT, 'docs', 'screens', name), fullPage: false });

/** Presses Tab until the target has the focus (it must be reachable by the keyboard), at most `most` times. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached in ${most} presses of Tab`);
}

test.describe('phone order', () => {
  test('staff take a phone order with the keyboard alone, and the kitchen screen shows it with its number', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ viewport: TABLET, extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
    await context.clock.install({ time: SATURDAY_10AM });
    try {
      const page = await context.newPage();
      await signInByApi(page, E2E_USERS.staff);
      await page.goto('/admin/new-order');
      await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'New order' })).toHaveAttribute('aria-current', 'page');

      // The search field has the focus as the screen opens: typing filters, Enter adds the highlighted item.
      const search = page.getByRole('combobox', { name: 'Search the menu' });
      await expect(search).toBeFocused();
      const results = page.getByRole('listbox', { name: 'Menu items' });
      await expect(results.getByRole('option').first()).toBeVisible();
      await page.keyboard.type('classic');
      await expect(results.getByRole('option')).toHaveText([/^Classic Smash/]);
      await page.keyboard.press('Enter');
      // Two options: it asks; the number chooses.
      const options = page.getByRole('menu', { name: 'Options of Classic Smash' });
      await expect(options.getByRole('menuitem', { name: /Single/ })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('2');
      await expect(options).toBeHidden();

      const order = page.getByRole('form', { name: 'The order' });
      const lines = order.getByRole('list', { name: 'Order lines' });
      await expect(lines.getByRole('listitem')).toHaveCount(1);
      await expect(lines.getByText('Classic Smash (Double)')).toBeVisible();

      // The arrows move the highlight; Enter adds it, and Enter chooses the option the arrows reach.
      await expect(search).toBeFocused();
      await page.keyboard.type('smash');
      await expect(results.getByRole('option')).toHaveText([/^Classic Smash/, /^Bacon Smash/, /^Veggie Smash/, /^Smash Burger Meal/]);
      await page.keyboard.press('ArrowDown');
      await expect(results.getByRole('option', { name: /Bacon Smash/ })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu', { name: 'Options of Bacon Smash' }).getByRole('menuitem', { name: /Single/ })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(lines.getByRole('listitem')).toHaveCount(2);
      await expect(lines.getByText('Bacon Smash (Double)')).toBeVisible();
      await expect(order.getByRole('heading', { name: 'Order (2 items)' })).toBeVisible();

      // The customer, by Tab from the search field.
      const name = order.getByRole('textbox', { name: 'Name' });
      await tabTo(page, name);
      await page.keyboard.type('Pat Phone');
      await page.keyboard.press('Tab');
      await expect(order.getByRole('textbox', { name: 'Phone' })).toBeFocused();
      await page.keyboard.type('07700 900777');

      // Collection is chosen already; the first slot by the arrow key; Pay on collection.
      await expect(order.getByRole('radio', { name: 'Collection', exact: true })).toBeChecked();
      const slot = order.getByRole('combobox', { name: 'Time slot' });
      await tabTo(page, slot);
      await page.keyboard.press('ArrowDown');
      await expect(slot).toHaveValue(/^\d{2}:\d{2}$/);
      const slotTime = await slot.inputValue();
      const payOnCollection = order.getByRole('radio', { name: 'Pay on collection' });
      await tabTo(page, payOnCollection);
      await page.keyboard.press('Space');
      await expect(payOnCollection).toBeChecked();
      await expect(order.getByText('Subtotal').locator('xpath=..')).toContainText('£19.98');

      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await screenshot(page, 'new-order-1280x800.png');
      await page.setViewportSize(PHONE);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await screenshot(page, 'new-order-390x844.png');
      // The order's part of the page, below the staff bar.
      await order.getByRole('heading', { name: 'Order (2 items)' }).evaluate((heading) => window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' }));
      await screenshot(page, 'new-order-lines-390x844.png');
      await page.setViewportSize(TABLET);

      // Take order, by the keyboard too.
      const take = order.getByRole('button', { name: 'Take order' });
      await tabTo(page, take);
      await page.keyboard.press('Enter');
      const taken = page.getByRole('status').filter({ hasText: /Order WK-[0-9A-Z]{6} taken/ });
      await expect(taken).toBeVisible();
      const orderNumber = /WK-[0-9A-Z]{6}/.exec((await taken.textContent()) ?? '')![0];
      await expect(taken).toContainText(`Pat Phone: £19.98, collection at ${slotTime}, pay on collection.`);
      // Ready for the next call: the form cleared, the focus back in the search field.
      await expect(search).toBeFocused();
      await expect(lines).toHaveCount(0);
      await expect(name).toHaveValue('');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await screenshot(page, 'new-order-taken-1280x800.png');

      // The kitchen screen has it, with its number and lines.
      await page.goto('/admin/kitchen');
      const card = page.getByTestId('kitchen-screen').getByRole('article', { name: `Order ${orderNumber}` });
      await expect(card).toBeVisible({ timeout: 20_000 });
      await expect(card.getByText('1 × Classic Smash (Double)')).toBeVisible();
      await expect(card.getByText('1 × Bacon Smash (Double)')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
