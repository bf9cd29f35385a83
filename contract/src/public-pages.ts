/**
 * The public pages: one list for the sitemap, robots.txt and each page's <title>, description and
 * canonical URL (the api and the frontend import it as @walkden/contract/public-pages). A page not
 * listed here is not advertised to search engines and carries `noindex`.
 */

export interface PublicPage {
  path: string;
  /** The page's own part of the <title>; the restaurant's name follows it. Null: the home page (name first). */
  title: string | null;
  description: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** The sitemap's relative priority, 0.0 to 1.0. */
  priority: number;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: null,
    description: 'Fried chicken, stone-baked pizza and smash burgers in Walkden. Eat in, collect or order delivery online, and book a table.',
    changeFrequency: 'weekly',
    priority: 1,
  },
  {
    path: '/menu',
    title: 'Menu',
    description: 'Our full menu with prices: fried chicken, pizza, smash burgers, breakfasts, sides and drinks, with the allergens of every dish.',
    changeFrequency: 'daily',
    priority: 0.9,
  },
  {
    path: '/takeaway',
    title: 'Order Takeaway Online',
    description: 'Order online for collection or delivery: choose your dishes and a time slot, then pay by card or when you collect.',
    changeFrequency: 'daily',
    priority: 0.9,
  },
  {
    path: '/gallery',
    title: 'Gallery',
    description: 'Photos of our fried chicken, pizzas, burgers and breakfasts, straight from the kitchen.',
    changeFrequency: 'weekly',
    priority: 0.5,
  },
  {
    path: '/booking',
    title: 'Book a Table',
    description: 'Book a table for up to eight: pick a day and a time we are open, and we confirm by e-mail.',
    changeFrequency: 'weekly',
    priority: 0.8,
  },
  {
    path: '/reviews',
    title: 'Customer Reviews',
    description: 'What our customers say: our Google rating, reviews and photos.',
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  {
    path: '/socials',
    title: 'Follow Us on Facebook and Instagram',
    description: "Specials, new dishes and what is cooking this week on our Facebook and Instagram.",
    changeFrequency: 'monthly',
    priority: 0.4,
  },
  {
    path: '/contact',
    title: 'Contact, Opening Hours and Directions',
    description: 'Find us, call or e-mail us: our address, opening hours, map, parking, accessibility and private events.',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'What personal data we collect when you order, book or visit our site, why, for how long, and which cookies we use.',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'How ordering, payment, cancellations, refunds and table bookings work.',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
];

/** Areas that are private or per visitor: never crawled. */
export const PRIVATE_PREFIXES = ['/admin', '/api', '/checkout', '/order-history', '/account', '/auth', '/thank-you', '/payment-success', '/payment-cancel', '/booking/cancel', '/booking/confirm'] as const;

/** The listed page at a path ('/menu/' is '/menu'), if any. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/** 'Menu | Walkden Fried Chicken & Pizza'; the home page: 'Walkden Fried Chicken & Pizza | Fried Chicken, Pizza and Smash Burgers'. */
export function documentTitle(page: Pick<PublicPage, 'title'> | undefined, restaurantName: string, fallback?: string): string {
  if (page?.title) return `${page.title} | ${restaurantName}`;
  if (page) return `${restaurantName} | Fried Chicken, Pizza and Smash Burgers`;
  return fallback ? `${fallback} | ${restaurantName}` : restaurantName;
}

/** The page's canonical address on the public site: no query, no trailing slash (the home page is '/'). */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}
