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
  test('an administrator signs in, follows the Admin link into the staff layout, and switches sections; the admin socket connects only there', async ({ page }) => {
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
    // The staff layout: its own navigation, none of the customer site's.
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(sections.getByRole('link')).toHaveText(['Orders', 'New order', 'Menu', 'Categories', 'Time', 'Bookings', 'Visitors', 'Tips', 'Settings', 'Kitchen', 'Job queues']);
    await expect(sections.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(nav).toHaveCount(0);
    // The Orders tab itself (admin-orders.spec.ts has its journey).
    await expect(page.getByRole('main').getByRole('tab', { name: "Today's Orders" })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => namespaces.filter((namespace) => namespace !== '/storefront')).toEqual(['/admin']);

    await sections.getByRole('link', { name: 'Visitors' }).click();
    await expect(page).toHaveURL(/\/admin\/visitors$/);
    await expect(page.getByRole('main').getByRole('tab', { name: 'Users' })).toBeVisible();

    // Addressable: a reload of /admin/visitors is rendered by the server with that section open.
    await page.reload();
    await expect(sections.getByRole('link', { name: 'Visitors' })).toHaveAttribute('aria-current', 'page');

    // Keyboard (the server's HTML only answers keys once React has hydrated it): Tab to the next section and open it with Enter.
    await hydrated(page);
    await sections.getByRole('link', { name: 'Visitors' }).focus();
    await page.keyboard.press('Tab');
    await expect(sections.getByRole('link', { name: 'Tips' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/tips$/);
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
