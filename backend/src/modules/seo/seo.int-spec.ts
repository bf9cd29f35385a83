import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PUBLIC_PAGES } from './domain/public-pages.js';

describe('robots.txt and sitemap.xml', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves robots.txt at the root, keeping crawlers out of the private areas and naming the sitemap on PUBLIC_URL', async () => {
    const response = await fetch(`${api.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    for (const line of ['Disallow: /admin', 'Disallow: /api', 'Disallow: /checkout', 'Disallow: /order-history', 'Disallow: /auth']) expect(text).toContain(line);
    expect(text).toContain(`Sitemap: ${api.config.publicUrl}/sitemap.xml`);
  });

  it('serves sitemap.xml with every public page at its canonical address', async () => {
    const response = await fetch(`${api.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(PUBLIC_PAGES.map((page) => `${api.config.publicUrl}${page.path}`));
  });

  it('keeps them out of the API', async () => {
    expect((await fetch(`${api.url}/api/robots.txt`)).status).toBe(404);
  });
});
