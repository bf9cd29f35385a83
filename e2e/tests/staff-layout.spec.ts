import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { E2E_USERS, ROOT } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { signInByApi } from '../support/sign-in.js';

// The staff layout of issue 26 on the tablet it is designed for (1280×800, landscape) and on a phone
// (390×844): none of the customer site's chrome, the sections as a rail or a drawer, large targets.
// The screenshots go to docs/screens/ for people to look at.
const SCREENS = join(ROOT, 'docs/screens');
mkdirSync(SCREENS, { recursive: true });

/** Every control's box is at least 48 px tall and wide: a finger in a hurry, not a mouse. */
async function expectTouchSized(controls: Locator): Promise<void> {
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    expect(box, await control.evaluate((element) => element.outerHTML.slice(0, 120))).not.toBeNull();
    expect({ name: await control.textContent(), height: Math.round(box!.height) >= 48, width: Math.round(box!.width) >= 48 }).toEqual({
      name: await control.textContent(),
      height: true,
      width: true,
    });
  }
}

async function openOrdersAsAdministrator(page: Page): Promise<void> {
  await signInByApi(page, E2E_USERS.admin);
  // Without the consent a customer page would show the cookie notice: a staff page must not.
  await page.addInitScript(() => window.localStorage.removeItem('cookie-consent'));
  await page.context().clearCookies({ name: 'cookie_consent' });
  await page.goto('/admin/orders', { waitUntil: 'networkidle' });
  await hydrated(page);
}

test.describe('the staff layout', () => {
  test('on a 1280×800 tablet: no customer chrome, the rail works, the app bar says it is live, and axe finds nothing serious', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openOrdersAsAdministrator(page);

    const bar = page.getByRole('banner');
    await expect(bar.getByText('Walkden Fried Chicken & Pizza')).toBeVisible();
    await expect(bar.getByRole('status')).toHaveText('Live');
    await expect(bar.getByText(E2E_USERS.admin.name)).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(bar.getByRole('link', { name: /open orders? today$/ })).toHaveAttribute('href', '/admin/orders');
    await expect(bar.getByRole('link', { name: 'Customer site' })).toHaveAttribute('href', '/');

    // None of the customer site's chrome.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Open cart/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toHaveCount(0);

    // The rail: always in view beside the section, no menu button.
    const rail = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(rail).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
    await expectTouchSized(rail.getByRole('link'));
    await expectTouchSized(bar.getByRole('link'));
    await expectTouchSized(bar.getByRole('button'));
    await page.screenshot({ path: join(SCREENS, 'staff-layout-1280x800.png') });
    // The layout's own parts; the sections' content is the accessibility sweep's (accessibility.spec.ts).
    expect(await seriousViolations(page, { exclude: '#main-content' })).toEqual([]);

    await rail.getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(rail.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');

    // Keyboard, on a fresh page: the first Tab shows the skip link, which moves to the section; Tab reaches the rail's links.
    await page.reload();
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await rail.getByRole('link', { name: 'Time' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/time$/);
  });

  test('on a 390×844 phone: the sections are in a drawer behind the menu button, which Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openOrdersAsAdministrator(page);

    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Live');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENS, 'staff-layout-390x844.png') });

    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    await menu.click();
    const drawer = page.getByRole('dialog');
    const sections = drawer.getByRole('navigation', { name: 'Admin sections' });
    await expect(sections.getByRole('link')).toHaveText(['Orders', 'New order', 'Menu', 'Categories', 'Time', 'Bookings', 'Visitors', 'Reports', 'Tips', 'Settings', 'Kitchen', 'Job queues']);
    await expect(sections.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByText(E2E_USERS.admin.name)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectTouchSized(sections.getByRole('link'));
    // Let the slide-in finish before the picture.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await page.screenshot({ path: join(SCREENS, 'staff-layout-drawer-390x844.png') });
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
