import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '@walkden/contract/public-pages';

interface MenuDocument {
  categories: { displayName: string; items: { name: string; options: { name: string; pricePence: number }[] }[] }[];
}
interface MenuJsonLd {
  '@graph': { '@type': string; hasMenuSection?: { name: string; hasMenuItem: { name: string; offers?: { name: string; price: string; priceCurrency: string }[] }[] }[] }[];
}

test.describe('being found', () => {
  test('every public page has its own title and a canonical URL in the server-rendered HTML', async ({ page, baseURL }) => {
    const titles = new Set<string>();
    for (const { path } of PUBLIC_PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toMatch(new RegExp(`<link data-page-head rel="canonical" href="${baseURL}${path}">`));
      const title = await page.title();
      expect(title).not.toBe('');
      titles.add(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  test('the title follows client navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^Walkden Fried Chicken & Pizza \| /);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle('Contact, Opening Hours and Directions | Walkden Fried Chicken & Pizza');
  });

  test('the JSON-LD on /menu parses and lists the menu with GBP prices', async ({ page, request }) => {
    const menu = (await (await request.get('/api/menu?view=menu')).json()) as MenuDocument;
    await page.goto('/menu');
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const graph = (JSON.parse(scripts[0]) as MenuJsonLd)['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['Restaurant', 'Menu']);
    const sections = graph[1].hasMenuSection!;

    const listed = sections.flatMap((section) => section.hasMenuItem.map((item) => ({ section: section.name, name: item.name, offers: item.offers ?? [] })));
    const expected = menu.categories.flatMap((category) =>
      category.items.map((item) => ({
        section: category.displayName,
        name: item.name,
        offers: item.options.map((option) => ({ name: option.name, price: (option.pricePence / 100).toFixed(2), priceCurrency: 'GBP' })),
      })),
    );
    expect(listed.map(({ section, name }) => `${section}: ${name}`)).toEqual(expected.map(({ section, name }) => `${section}: ${name}`));
    for (const [index, item] of expected.entries()) expect(listed[index].offers).toEqual(item.offers.map((offer) => expect.objectContaining(offer)));
    // The seeded breakfast is among them, in pounds.
    expect(listed.find((item) => item.name === 'Full English Breakfast')?.offers).toEqual([
      expect.objectContaining({ name: 'Regular', price: '9.50', priceCurrency: 'GBP' }),
      expect.objectContaining({ name: 'Large', price: '11.95', priceCurrency: 'GBP' }),
    ]);
  });

  test('robots.txt and sitemap.xml are served for the public site', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of PUBLIC_PAGES) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  });
});
