import { expect, test } from '@playwright/test';
import { hydrated } from '../support/hydration.js';

test.describe('the footer', () => {
  test("every link of the footer leads to a real page: 200, not the not-found page", async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/takeaway', '/gallery', '/reviews', '/socials', '/contact', '/privacy-policy', '/terms-of-service']));

    const broken: string[] = [];
    for (const href of hrefs) {
      const response = await page.request.get(href, { maxRedirects: 0 });
      const html = await response.text();
      if (response.status() !== 200 || html.includes('Oops! Page not found')) broken.push(`${href} (${response.status()})`);
    }
    expect(broken).toEqual([]);

    // And in the browser: each one opens its page, not the not-found page.
    for (const href of hrefs) {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('contentinfo').locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/' : href}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Page not found');
    }
  });

  test('/socials links to both networks and loads no third-party feed until asked', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (host.endsWith('facebook.com') || host.endsWith('instagram.com')) thirdParty.push(request.url());
    });
    await page.goto('/socials');
    await expect(page.getByRole('link', { name: 'Open Facebook' })).toHaveAttribute('href', /facebook\.com/);
    await expect(page.getByRole('link', { name: 'Open Instagram' })).toHaveAttribute('href', /instagram\.com/);
    await expect(page.getByRole('button', { name: 'Load Facebook feed' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });

  test('/contact shows the trader details and loads the OpenStreetMap map only when asked', async ({ page }) => {
    const osm: string[] = [];
    // No internet in the test: OpenStreetMap answers with a stub page, which still has to pass the CSP's frame-src.
    await page.route('https://www.openstreetmap.org/**', (route) => {
      osm.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>map stand-in</p>' });
    });
    await page.goto('/contact');
    await expect(page.getByText(/company number 12345678/).first()).toBeVisible();
    await expect(page.getByText(/VAT registration number GB 123 4567 89/).first()).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(osm).toEqual([]);

    await expect(async () => {
      await page.getByRole('button', { name: 'Load interactive map' }).click({ timeout: 1_000 });
      await expect(page.locator('iframe')).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await expect(page.frameLocator('iframe[title^="OpenStreetMap"]').getByText('map stand-in')).toBeVisible();
    expect(osm).toEqual([expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/)]);
  });
});
