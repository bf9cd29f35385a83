import { canonicalUrl, PRIVATE_PREFIXES, type PublicPage } from './public-pages.js';

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** The sitemaps.org document listing every public page at its canonical address. */
export function sitemapXml(siteUrl: string, pages: readonly PublicPage[]): string {
  const urls = pages.map(
    (page) =>
      `  <url><loc>${xml(canonicalUrl(siteUrl, page.path))}</loc><changefreq>${page.changeFrequency}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
