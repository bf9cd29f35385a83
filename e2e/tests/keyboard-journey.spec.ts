import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_USERS } from '../support/harness.js';
import { csrfHeaders, signInByApi } from '../support/sign-in.js';

// An order placed with the keyboard alone: Tab, Shift+Tab, arrows, Enter and Space, no pointer.
// Every control reached shows a visible focus ring; the add-to-cart dialog and the cart panel keep
// focus inside while open and give it back to the button that opened them; toasts are announced;
// the slot grid is one Tab stop whose slots are reached with the arrow keys.
const SATURDAY_10AM = '2031-01-18T10:00:00Z';
test.use({ extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM } });

async function signIn(page: Page): Promise<void> {
  await signInByApi(page, E2E_USERS.customer);
  // An empty cart, whatever another journey left in it.
  const cart = (await (await page.request.get('/api/cart')).json()) as { items?: { id: string }[] };
  for (const line of cart.items ?? []) await page.request.delete(`/api/cart/items/${line.id}`, { headers: await csrfHeaders(page.context()) });
}

/** The focused element draws an outline a keyboard user can see. */
async function expectFocusVisible(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    // A text field shows focus with its own 2 px primary-coloured border (MUI's .Mui-focused).
    const ringed = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || Boolean(element.closest('.MuiInputBase-root.Mui-focused'));
    return { element: element.outerHTML.slice(0, 120), visible: element.matches(':focus-visible'), ringed };
  });
  expect(ring).not.toBeNull();
  expect(ring, `focus ring on ${ring?.element}`).toMatchObject({ visible: true, ringed: true });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus ring at each stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 150 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a customer places an order with the keyboard alone', async ({ page }) => {
  // About a hundred key presses, each followed by a look at the focus ring.
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/takeaway', { waitUntil: 'networkidle' });

  // The add-to-cart dialog: focus moves in, stays in, and comes back to the button that opened it.
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  // A dish with sizes waits for one: Space chooses the focused radio.
  const firstOption = dialog.getByRole('radio').first();
  if (await firstOption.count()) {
    await tabTo(page, firstOption);
    await page.keyboard.press('Space');
    await expect(firstOption).toBeChecked();
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The toast is an alert: screen readers announce it without focus moving to it.
  await expect(page.getByRole('alert').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(add).toBeFocused();

  // The cart panel: opened from its button, left with Escape (focus returns), then to checkout.
  const cartButton = page.getByRole('button', { name: /^Open cart, 1 item/ });
  await tabTo(page, cartButton, { backwards: true });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await tabTo(page, panel.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();

  // The slot grid: one Tab stop; the arrow keys move between slots, Space chooses one.
  const card = page.getByRole('region', { name: 'Select Delivery Option & Time' });
  const slots = card.getByRole('button', { name: /^\d{2}:\d{2}, [1-9]\d* left$/ });
  await expect(slots.nth(1)).toBeVisible();
  await tabTo(page, slots.first());
  await page.keyboard.press('ArrowRight');
  await expect(slots.nth(1)).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(slots.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  expect(await slots.evaluateAll((buttons) => buttons.includes(document.activeElement as HTMLElement))).toBe(false);

  // Details and payment, typed and chosen from the keyboard.
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await tabTo(page, phone);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('07700 900123');
  // A radio group is one Tab stop (its checked radio); the arrow keys change the choice.
  const payOnCollection = page.getByRole('radio', { name: 'Pay on Collection' });
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    const onPaymentChoice = await page.evaluate(() => {
      const element = document.activeElement;
      return element instanceof HTMLInputElement && element.type === 'radio' && /^Pay /.test(element.closest('label')?.textContent ?? '');
    });
    if (onPaymentChoice) break;
  }
  for (let presses = 0; presses < 3 && !(await payOnCollection.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(payOnCollection).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/thank-you\?/);
  await expect(page.getByText('Your order has been placed successfully')).toBeVisible();
});
