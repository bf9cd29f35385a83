import { canonicalUrl } from './public-pages.js';

/**
 * schema.org data (JSON-LD) for search engines: the Restaurant on the home and menu pages and the
 * Menu, built from the live menu, on /menu. Plain shapes, so the frontend's render can use them.
 */

export interface RestaurantFacts {
  name: string;
  siteUrl: string;
  address: { lines: string[]; postcode: string };
  geo: { latitude: number; longitude: number };
  phone: { international: string };
  email: string;
  socials: { url: string }[];
  trader: { legalName: string; vatNumber: string | null };
  cuisines: string[];
  priceRange: string;
  hours: { summary: { dayNames: string[]; opens: string; closes: string }[] };
}

export interface MenuFacts {
  categories: {
    displayName: string;
    items: { name: string; description: string; isAvailable: boolean; options: { name: string; pricePence: number }[] }[];
  }[];
}

type JsonLd = Record<string, unknown>;

const restaurantId = (siteUrl: string) => `${canonicalUrl(siteUrl, '/')}#restaurant`;
const menuId = (siteUrl: string) => `${canonicalUrl(siteUrl, '/menu')}#menu`;

/** 1099 pence → '10.99': schema.org prices are in the currency's unit, with a dot. */
export function poundsFromPence(pence: number): string {
  return (pence / 100).toFixed(2);
}

export function restaurantJsonLd(restaurant: RestaurantFacts, withMenu = false): JsonLd {
  const [street, ...rest] = restaurant.address.lines;
  return {
    '@type': 'Restaurant',
    '@id': restaurantId(restaurant.siteUrl),
    name: restaurant.name,
    legalName: restaurant.trader.legalName,
    ...(restaurant.trader.vatNumber ? { vatID: restaurant.trader.vatNumber } : {}),
    url: canonicalUrl(restaurant.siteUrl, '/'),
    telephone: restaurant.phone.international,
    email: restaurant.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: rest.join(', '),
      postalCode: restaurant.address.postcode,
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.geo.latitude, longitude: restaurant.geo.longitude },
    openingHoursSpecification: restaurant.hours.summary.map((session) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: session.dayNames,
      opens: session.opens,
      closes: session.closes,
    })),
    servesCuisine: restaurant.cuisines,
    priceRange: restaurant.priceRange,
    sameAs: restaurant.socials.map((social) => social.url),
    hasMenu: withMenu ? { '@id': menuId(restaurant.siteUrl) } : canonicalUrl(restaurant.siteUrl, '/menu'),
  };
}

export function menuJsonLd(menu: MenuFacts, siteUrl: string): JsonLd {
  return {
    '@type': 'Menu',
    '@id': menuId(siteUrl),
    name: 'Menu',
    url: canonicalUrl(siteUrl, '/menu'),
    inLanguage: 'en-GB',
    hasMenuSection: menu.categories
      .filter((category) => category.items.length > 0)
      .map((category) => ({
        '@type': 'MenuSection',
        name: category.displayName,
        hasMenuItem: category.items.map((item) => ({
          '@type': 'MenuItem',
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          ...(item.options.length > 0
            ? {
                offers: item.options.map((option) => ({
                  '@type': 'Offer',
                  name: option.name,
                  price: poundsFromPence(option.pricePence),
                  priceCurrency: 'GBP',
                  availability: item.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
                })),
              }
            : {}),
        })),
      })),
  };
}

/** One JSON-LD document with every node of the page ('@graph'). */
export function jsonLdGraph(nodes: JsonLd[]): JsonLd {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * JSON for inside <script type="application/ld+json">: '<' and '>' (so '</script>' or '<!--' in a
 * dish's name cannot end the element), '&' and the JavaScript line separators become \u escapes,
 * which every JSON parser reads back as the same characters.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
