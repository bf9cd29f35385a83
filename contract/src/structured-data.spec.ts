import { jsonForScript, jsonLdGraph, menuJsonLd, poundsFromPence, restaurantJsonLd, type MenuFacts, type RestaurantFacts } from './structured-data.js';

const restaurant: RestaurantFacts = {
  name: 'Walkden Fried Chicken & Pizza',
  siteUrl: 'https://order.example',
  address: { lines: ['Bolton Road', 'Walkden', 'Manchester'], postcode: 'M28 3AX' },
  geo: { latitude: 53.5233, longitude: -2.3997 },
  phone: { international: '+441614960123' },
  email: 'hello@example.org',
  socials: [{ url: 'https://www.facebook.com/x' }],
  trader: { legalName: 'Walkden Kitchen Ltd', vatNumber: 'GB 123 4567 89' },
  cuisines: ['Pizza'],
  priceRange: '££',
  hours: { summary: [{ dayNames: ['Thursday', 'Friday'], opens: '17:00', closes: '21:00' }] },
};

const menu: MenuFacts = {
  categories: [
    {
      displayName: 'Pizza',
      items: [
        { name: 'Margherita', description: 'Tomato and mozzarella', isAvailable: true, options: [{ name: '10"', pricePence: 899 }, { name: '12"', pricePence: 1099 }] },
        { name: 'Special', description: '', isAvailable: false, options: [{ name: 'Regular', pricePence: 1200 }] },
        { name: 'Not priced yet', description: '', isAvailable: true, options: [] },
      ],
    },
    { displayName: 'Empty', items: [] },
  ],
};

describe('structured data', () => {
  it('describes the restaurant: address, geo, telephone, hours, cuisine, price range, url', () => {
    expect(restaurantJsonLd(restaurant)).toMatchObject({
      '@type': 'Restaurant',
      name: 'Walkden Fried Chicken & Pizza',
      legalName: 'Walkden Kitchen Ltd',
      vatID: 'GB 123 4567 89',
      url: 'https://order.example/',
      telephone: '+441614960123',
      address: { '@type': 'PostalAddress', streetAddress: 'Bolton Road', addressLocality: 'Walkden, Manchester', postalCode: 'M28 3AX', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 53.5233, longitude: -2.3997 },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday', 'Friday'], opens: '17:00', closes: '21:00' }],
      servesCuisine: ['Pizza'],
      priceRange: '££',
      hasMenu: 'https://order.example/menu',
    });
    expect(restaurantJsonLd(restaurant, true).hasMenu).toEqual({ '@id': 'https://order.example/menu#menu' });
  });

  it('lists the menu by section with GBP offers in pounds, and leaves out empty sections and unpriced offers', () => {
    const data = menuJsonLd(menu, 'https://order.example') as { hasMenuSection: { name: string; hasMenuItem: Record<string, unknown>[] }[] };
    expect(data.hasMenuSection.map((section) => section.name)).toEqual(['Pizza']);
    const [margherita, special, unpriced] = data.hasMenuSection[0].hasMenuItem;
    expect(margherita).toEqual({
      '@type': 'MenuItem',
      name: 'Margherita',
      description: 'Tomato and mozzarella',
      offers: [
        { '@type': 'Offer', name: '10"', price: '8.99', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
        { '@type': 'Offer', name: '12"', price: '10.99', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
      ],
    });
    expect(special.offers).toEqual([expect.objectContaining({ price: '12.00', availability: 'https://schema.org/OutOfStock' })]);
    expect(unpriced).toEqual({ '@type': 'MenuItem', name: 'Not priced yet' });
    expect(poundsFromPence(5)).toBe('0.05');
  });

  it("cannot be broken out of its <script> element by a dish's name, and parses back to the same data", () => {
    const hostile = { categories: [{ displayName: 'Evil <!-- section', items: [{ name: '</script><script>alert(1)</script>', description: 'a & b \u2028', isAvailable: true, options: [] }] }] };
    const graph = jsonLdGraph([menuJsonLd(hostile, 'https://order.example')]);
    const text = jsonForScript(graph);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(graph);
  });
});
