import { expect, test } from '@playwright/test';
import { E2E_USERS } from '../support/harness.js';
import { signInThroughForm } from '../support/sign-in.js';

test.describe('the BullMQ dashboard', () => {
  test('an administrator opens it from the admin shell; it runs under the CSP and its actions work from the page', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()) && !/fonts\.googleapis/.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
    await signInThroughForm(page, E2E_USERS.admin);
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    if (process.env.E2E_SCREENSHOTS) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/admin-shell-${width}.png` });
      }
    }

    await page.getByRole('link', { name: 'Job queues' }).click();
    await expect(page).toHaveURL(/\/admin\/queues$/);
    await expect(page).toHaveTitle('Walkden job queues');
    // bull-board's React app ran (its scripts are allowed) and read the queues through its API.
    for (const queue of ['mail', 'payments', 'maintenance']) await expect(page.getByRole('link', { name: queue, exact: true }).first()).toBeVisible();
    if (process.env.E2E_SCREENSHOTS) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/queues-${width}.png` });
      }
    }

    // An action as the dashboard sends it (the browser adds the site's Origin): pause, then resume.
    const act = (path: string) => page.evaluate(async (url) => (await fetch(url, { method: 'PUT' })).status, `/admin/queues/api/queues/maintenance/${path}`);
    expect(await act('pause')).toBe(200);
    expect(await act('resume')).toBe(200);
    expect(refused).toEqual([]);
  });

  test('a customer gets nothing from it', async ({ page }) => {
    await signInThroughForm(page, E2E_USERS.customer);
    for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
      const answer = await page.request.get(path);
      expect({ path, status: answer.status() }).toEqual({ path, status: 404 });
    }
  });
});
