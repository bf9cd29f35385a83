import { expect, test } from '@playwright/test';
import { E2E_USERS } from '../support/harness.js';
import { csrfHeaders, signInThroughForm } from '../support/sign-in.js';

// A member of staff (given the role by the CLI's user:role in global setup) runs the service and nothing else.
test.describe('staff role', () => {
  test('a member of staff signs in, sees Orders, New order, Bookings and Kitchen only, and the api refuses them the rest', async ({ page }) => {
    await signInThroughForm(page, E2E_USERS.staff);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(sections.getByRole('link')).toHaveText(['Orders', 'New order', 'Bookings', 'Kitchen']);
    await expect(sections.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('tab', { name: "Today's Orders" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Job queues' })).toHaveCount(0);

    await sections.getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);

    // Typing an administrator's address shows a plain refusal, not a crash.
    await page.goto('/admin/settings');
    await expect(page.getByText("You don't have access to Settings")).toBeVisible();

    // The server decides: staff routes answer, administrator routes refuse with 403.
    expect((await page.request.get('/api/admin/badges')).status()).toBe(200);
    expect((await page.request.get('/api/admin/orders/day')).status()).toBe(200);
    for (const path of ['/api/admin/settings', '/api/admin/users', '/api/admin/audit', '/api/admin/menu']) {
      expect({ path, status: (await page.request.get(path)).status() }).toEqual({ path, status: 403 });
    }
    const deleted = await page.request.delete('/api/admin/orders/00000000-0000-4000-8000-000000000000', { headers: await csrfHeaders(page.context()) });
    expect(deleted.status()).toBe(403);
  });
});
