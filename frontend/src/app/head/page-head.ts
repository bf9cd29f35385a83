import { canonicalUrl, documentTitle, findPublicPage } from '@walkden/contract/public-pages';
import { jsonForScript, jsonLdGraph, menuJsonLd, restaurantJsonLd } from '@walkden/contract/structured-data';
import type { MenuResponse } from '../../shared/menu/menu-types';
import type { Restaurant } from '../../shared/restaurant/restaurant';

/** What a page puts in <head>: the server renders it into the HTML, the browser updates it on navigation. */
export interface PageHead {
  title: string;
  description: string | null;
  /** Only for listed public pages; the others carry robots noindex instead. */
  canonical: string | null;
  robots: string | null;
  openGraph: { property: string; content: string }[];
  /** JSON-LD, already escaped for a <script> element. */
  jsonLd: string | null;
}

/** Pages search engines are kept out of still get a title of their own. */
const PRIVATE_TITLES: Record<string, string> = {
  '/auth': 'Sign In',
  '/checkout': 'Checkout',
  '/order-history': 'Your Orders',
  '/thank-you': 'Thank You',
  '/track': 'Your Order',
  '/payment-success': 'Payment',
  '/payment-cancel': 'Payment Cancelled',
  '/admin': 'Staff Admin',
  '/board': 'Collection Board',
};

function privateTitle(pathname: string, notFound: boolean): string | undefined {
  if (notFound) return 'Page Not Found';
  const section = Object.keys(PRIVATE_TITLES).find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return section ? PRIVATE_TITLES[section] : undefined;
}

export function pageHead(pathname: string, { restaurant, menu, notFound = false }: { restaurant?: Restaurant; menu?: MenuResponse; notFound?: boolean }): PageHead {
  const page = notFound ? undefined : findPublicPage(pathname);
  const name = restaurant?.name ?? '';
  const title = documentTitle(page, name, privateTitle(pathname, notFound)) || 'Loading...';
  if (!page || !restaurant) return { title, description: null, canonical: null, robots: 'noindex', openGraph: [], jsonLd: null };

  const canonical = canonicalUrl(restaurant.siteUrl, page.path);
  const openGraph = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: restaurant.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: 'en_GB' },
  ];
  let jsonLd: string | null = null;
  if (page.path === '/') jsonLd = jsonForScript(jsonLdGraph([restaurantJsonLd(restaurant)]));
  if (page.path === '/menu' && menu) jsonLd = jsonForScript(jsonLdGraph([restaurantJsonLd(restaurant, true), menuJsonLd(menu, restaurant.siteUrl)]));
  return { title, description: page.description, canonical, robots: null, openGraph, jsonLd };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Marks what the browser replaces on navigation. */
export const HEAD_ATTRIBUTE = 'data-page-head';

/** The tags for the server's <!--app-head-->. */
export function pageHeadHtml(head: PageHead): string {
  const mark = HEAD_ATTRIBUTE;
  return [
    `<title ${mark}>${html(head.title)}</title>`,
    head.description !== null ? `<meta ${mark} name="description" content="${html(head.description)}">` : '',
    head.canonical !== null ? `<link ${mark} rel="canonical" href="${html(head.canonical)}">` : '',
    head.robots !== null ? `<meta ${mark} name="robots" content="${html(head.robots)}">` : '',
    ...head.openGraph.map((tag) => `<meta ${mark} property="${html(tag.property)}" content="${html(tag.content)}">`),
    head.jsonLd !== null ? `<script ${mark} type="application/ld+json">${head.jsonLd}</script>` : '',
  ]
    .filter(Boolean)
    .join('');
}
