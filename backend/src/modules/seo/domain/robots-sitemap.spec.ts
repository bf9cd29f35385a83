import { PUBLIC_PAGES } from './public-pages.js';
import { robotsTxt, sitemapXml } from './robots-sitemap.js';

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the private areas and names the sitemap', () => {
    const lines = robotsTxt('https://order.example').split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /checkout', 'Disallow: /order-history', 'Disallow: /auth', 'Disallow: /booking/cancel']));
    expect(lines).toContain('Sitemap: https://order.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page at its canonical address, and only those', () => {
    const xml = sitemapXml('https://order.example', PUBLIC_PAGES);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(PUBLIC_PAGES.map((page) => `https://order.example${page.path}`));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('https://order.example/?a=1&b=<2>', [PUBLIC_PAGES[0]])).toContain('<loc>https://order.example/?a=1&amp;b=&lt;2&gt;/</loc>');
  });
});
