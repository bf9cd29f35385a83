import { expect, test } from '@playwright/test';
import { hydrated } from '../support/hydration.js';

const STRAPLINE = 'Fried Chicken, Pizza and Smash Burgers for Walkden and surrounding areas';

test.describe('home page and the site shell', () => {
  test('the server sends the home page with its content, before any JavaScript runs', async ({ request }) => {
    const response = await request.get('/');

    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(STRAPLINE);
    expect(html).toContain('Available for Eat-In or Takeaway');
    expect(html).toContain('Tues-Sun 9-2');
  });

  test('a visitor reads the strapline and the hours, and the hero link leads to the menu', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(STRAPLINE);
    await expect(main.getByText('Available for Eat-In or Takeaway')).toBeVisible();
    await expect(main.getByText('Tues-Sun 9-2').first()).toBeVisible();
    await expect(main.getByText('Thurs-Sun 5-9').first()).toBeVisible();

    const menuLink = main.getByRole('link', { name: 'View Our Menu', exact: true });
    await expect(menuLink).toHaveAttribute('href', '/menu');
    await menuLink.click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('every link of the home page, header and footer leads to a page that exists', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/menu', '/takeaway', '/gallery', '/contact']));
    const missing: string[] = [];
    for (const href of hrefs) {
      const response = await page.request.get(href, { maxRedirects: 0 });
      if (response.status() === 404) missing.push(href);
    }
    expect(missing).toEqual([]);
  });

  test('the cart panel opens empty', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);

    await page.getByRole('button', { name: /^Open cart/ }).click();

    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.getByRole('button', { name: 'Close cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeHidden();
  });

  test('the cookie notice, once accepted, stays gone after a reload', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await hydrated(page);

    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();

    await page.reload();
    // The server leaves the notice out once its cookie says accepted; the page is also proved
    // interactive (hydrated, and the cart opens) before checking that the browser did not bring it back.
    await hydrated(page);
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('accepted');
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');

    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STRAPLINE);
  });
});
