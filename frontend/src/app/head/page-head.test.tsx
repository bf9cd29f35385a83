/**
 * @jest-environment node
 */
import { PUBLIC_PAGES } from '@walkden/contract/public-pages';
import { render } from '../../entry-server';
import type { MenuResponse } from '../../shared/menu/menu-types';
import { RESTAURANT_FIXTURE } from '../../test/restaurant-fixture';

const restaurant = RESTAURANT_FIXTURE;
const headOf = (html: string) => ({
  title: /<title data-page-head>([^<]*)<\/title>/.exec(html)?.[1],
  canonical: /<link data-page-head rel="canonical" href="([^"]+)">/.exec(html)?.[1],
  description: /<meta data-page-head name="description" content="([^"]+)">/.exec(html)?.[1],
  robots: /<meta data-page-head name="robots" content="([^"]+)">/.exec(html)?.[1],
  jsonLd: /<script data-page-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1],
});

const hostileMenu: MenuResponse = {
  categories: [
    {
      id: 'c1',
      name: 'pizza',
      displayName: 'Pizza',
      displayOrder: 1,
      items: [
        {
          id: 'i1',
          name: '</script><script>alert("x")</script>',
          description: 'Tomato & mozzarella',
          imageUrl: null,
          image: null,
          isAvailable: true,
          availableForTakeaway: true,
          displayOrder: 1,
          options: [{ id: 'o1', name: '12"', pricePence: 1099, displayOrder: 1, allergens: [], soldOut: false, soldOutUntil: null }],
          choiceGroups: [],
          halfPriceRule: 'dearer',
          lowestPricePence: 1099,
          allergens: [],
          dietaryLabels: [],
          soldOut: false,
          soldOutUntil: null,
        },
      ],
    },
  ],
};

describe('the server-rendered head', () => {
  it('gives every public page its own title, description and canonical URL, with Open Graph tags', async () => {
    // One page after another: Jest's VM modules can lose a race linking two pages' chunks imported at once.
    const heads = [];
    for (const page of PUBLIC_PAGES) {
      const rendered = await render(page.path, { restaurant });
      expect([page.path, rendered.statusCode]).toEqual([page.path, 200]);
      heads.push({ path: page.path, ...headOf(rendered.head) });
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(PUBLIC_PAGES.length);
    for (const head of heads) {
      expect(head).toMatchObject({ canonical: `https://walkden.example${head.path}`, description: expect.any(String), robots: undefined });
    }
    expect(heads.find((head) => head.path === '/contact')?.title).toBe('Contact, Opening Hours and Directions | Walkden Fried Chicken &amp; Pizza');
    const menu = await render('/menu?utm_source=flyer', { restaurant });
    expect(menu.head).toContain('<meta data-page-head property="og:url" content="https://walkden.example/menu">');
    expect(menu.head).toContain('<meta data-page-head property="og:title" content="Menu | Walkden Fried Chicken &amp; Pizza">');
  });

  it('keeps private and unknown pages out of search engines, with a title of their own', async () => {
    expect(headOf((await render('/auth', { restaurant })).head)).toMatchObject({ title: 'Sign In | Walkden Fried Chicken &amp; Pizza', canonical: undefined, robots: 'noindex' });
    expect(headOf((await render('/no-such-page', { restaurant })).head)).toMatchObject({ title: 'Page Not Found | Walkden Fried Chicken &amp; Pizza', robots: 'noindex' });
  });

  it('carries the Restaurant on the home page, and the Menu from the live menu on /menu, escaped inside its script', async () => {
    const home = JSON.parse(headOf((await render('/', { restaurant })).head).jsonLd!) as { '@graph': { '@type': string; telephone: string }[] };
    expect(home['@graph']).toEqual([expect.objectContaining({ '@type': 'Restaurant', telephone: '+441614960123' })]);

    const page = await render('/menu', { restaurant, menu: { view: 'menu', data: hostileMenu } });
    expect(page.head.match(/<\/script>/g)).toHaveLength(1);
    const data = JSON.parse(headOf(page.head).jsonLd!) as { '@graph': [unknown, { hasMenuSection: { hasMenuItem: { name: string; offers: { price: string; priceCurrency: string }[] }[] }[] }] };
    const item = data['@graph'][1].hasMenuSection[0].hasMenuItem[0];
    expect(item.name).toBe('</script><script>alert("x")</script>');
    expect(item.offers).toEqual([expect.objectContaining({ price: '10.99', priceCurrency: 'GBP' })]);
  });
});
