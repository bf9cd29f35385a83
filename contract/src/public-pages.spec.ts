import { canonicalUrl, documentTitle, findPublicPage, PRIVATE_PREFIXES, PUBLIC_PAGES } from './public-pages.js';

describe('the public pages', () => {
  it('each have a distinct title and description, and none is private', () => {
    const titles = PUBLIC_PAGES.map((page) => documentTitle(page, 'Walkden Fried Chicken & Pizza'));
    expect(new Set(titles).size).toBe(PUBLIC_PAGES.length);
    expect(new Set(PUBLIC_PAGES.map((page) => page.description)).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES) expect(PRIVATE_PREFIXES.some((prefix) => page.path.startsWith(prefix))).toBe(false);
  });

  it('are found with or without a trailing slash, and nothing else is', () => {
    expect(findPublicPage('/menu/')?.path).toBe('/menu');
    expect(findPublicPage('/')?.path).toBe('/');
    expect(findPublicPage('/checkout')).toBeUndefined();
  });

  it('name the page first and the restaurant after; the home page the other way round', () => {
    expect(documentTitle(findPublicPage('/menu'), 'Walkden Fried Chicken & Pizza')).toBe('Menu | Walkden Fried Chicken & Pizza');
    expect(documentTitle(findPublicPage('/'), 'Walkden Fried Chicken & Pizza')).toBe('Walkden Fried Chicken & Pizza | Fried Chicken, Pizza and Smash Burgers');
    expect(documentTitle(undefined, 'Walkden Fried Chicken & Pizza', 'Checkout')).toBe('Checkout | Walkden Fried Chicken & Pizza');
    expect(canonicalUrl('https://order.example/', '/menu')).toBe('https://order.example/menu');
  });
});
