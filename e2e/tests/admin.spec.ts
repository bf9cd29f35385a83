import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { signInThroughForm } from '../support/sign-in.js';


/** Records the Socket.IO namespaces the page joins (the server's "40/admin," packet on connect). */
function watchSocketNamespaces(page: Page): string[] {
  const joined: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const match = /^40(\/[a-z]+),/.exec(String(payload));
      if (match) joined.push(match[1]);
    });
  });
  return joined;
}

test.describe('admin shell', () => {
  test('an administrator signs in, follows the Admin link, and switches tabs; the admin socket connects only there', async ({ page }) => {
    const namespaces = watchSocketNamespaces(page);
    await signInThroughForm(page, E2E_USERS.admin);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: E2E_USERS.admin.name })).toBeVisible();
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Customer pages listen on /storefront only (live settings and slots), never /admin.
    expect(namespaces.filter((namespace) => namespace !== '/storefront')).toEqual([]);

    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['Orders', 'Menu', 'Categories', 'Time', 'Bookings', 'Visitors', 'Settings']);
    await expect(tabs.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    // The Orders tab itself (admin-orders.spec.ts has its journey).
    await expect(page.getByRole('tabpanel').getByRole('tab', { name: "Today's Orders" })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => namespaces.filter((namespace) => namespace !== '/storefront')).toEqual(['/admin']);

    await tabs.getByRole('tab', { name: 'Visitors' }).click();
    await expect(page).toHaveURL(/\/admin\/visitors$/);
    await expect(page.getByRole('tabpanel', { name: 'Visitors' }).getByRole('tab', { name: 'Users' })).toBeVisible();

    // Addressable: a reload of /admin/visitors is rendered by the server with that tab open.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Visitors' })).toHaveAttribute('aria-selected', 'true');

    // Keyboard (the server's HTML only answers keys once React has hydrated it): arrow to the next tab and open it with Enter.
    await hydrated(page);
    await page.getByRole('tab', { name: 'Visitors' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });

  test('a customer has no Admin link and is sent to / by the server', async ({ page }) => {
    await signInThroughForm(page, E2E_USERS.customer);
    await expect(page.getByRole('button', { name: E2E_USERS.customer.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);

    const answer = await page.request.get('/admin/orders', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/');

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guest asking for any admin page gets a 302 to /', async ({ request }) => {
    for (const path of ['/admin', '/admin/settings']) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe('/');
    }
  });
});
