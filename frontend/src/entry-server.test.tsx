/**
 * @jest-environment node
 */
import { render, renderStateScript } from './entry-server';
import { RESTAURANT_FIXTURE } from './test/restaurant-fixture';

const restaurant = RESTAURANT_FIXTURE;

describe('server render', () => {
  it('renders the home page with its styles inline', async () => {
    const result = await render('/', { restaurant });

    expect(result.statusCode).toBe(200);
    expect(result.html).toContain('Fried Chicken, Pizza and Smash Burgers for Walkden and surrounding areas');
    expect(result.html).toContain('Tues-Sun 9-2');
    expect(result.html).toContain('Bolton Road, Walkden, Manchester M28 3AX');
    // Marked as placed (data-s), so that Emotion in the browser leaves the tags where they are.
    expect(result.head).toMatch(/<style data-s="" data-emotion="wk[ -]/);
    expect(result.head).not.toMatch(/<style data-emotion=/);
    // Without the server's word on the consent cookie, the notice is left to the browser.
    expect(result.html).not.toContain('Cookie notice');
  });

  it('carries the cookie notice in the HTML unless the consent cookie says it was accepted', async () => {
    expect((await render('/menu', { cookiesAccepted: false })).html).toContain('Cookie notice');
    expect((await render('/menu', { cookiesAccepted: true })).html).not.toContain('Cookie notice');
  });

  it('renders every form that asks for personal details as a POST: a submit before the page hydrates never puts them in a URL', async () => {
    for (const path of ['/auth', '/booking']) {
      const { html } = await render(path, { restaurant, session: { user: null, twoStep: null } });
      const forms = [...html.matchAll(/<form\b[^>]*>/g)].map(([tag]) => tag);
      expect(forms.length).toBeGreaterThan(0);
      for (const tag of forms) expect({ path, tag, method: /\bmethod="post"/.test(tag) }).toEqual({ path, tag, method: true });
    }
  });

  it('renders a lazy page fully and answers 404 for an unknown path', async () => {
    const contact = await render('/contact', { restaurant });
    expect(contact.statusCode).toBe(200);
    expect(contact.html).toContain('Open in Google Maps');
    expect(contact.html).toContain('Walkden Kitchen Ltd, registered in England and Wales, company number 12345678');
    expect(contact.html).toContain('VAT registration number GB 123 4567 89');
    // The real map is a third-party request: never before the visitor asks.
    expect(contact.html).toContain('Load interactive map');
    expect(contact.html).not.toContain('openstreetmap.org');

    const missing = await render('/no-such-page', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.html).toContain('Oops! Page not found');
  });

  it('puts prefetched data into the cache it hands to the browser', async () => {
    const session = {
      user: { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: false, role: 'customer' as const, emailConfirmed: true },
      twoStep: null,
    };
    const result = await render('/', { session });

    expect(result.html).toContain('Jo Bloggs');
    const script = renderStateScript(result.state);
    expect(script).toContain('"Jo Bloggs"');
    expect(result.state.api.queries['getSession(undefined)']).toMatchObject({ status: 'fulfilled', data: session });
  });

  it('renders /reviews and the rating badge from prefetched reviews; without them, no badge', async () => {
    const reviews = {
      rating: 4.6,
      total: 187,
      mapsUrl: 'https://maps.google.com/?cid=1',
      photos: [{ url: '/api/reviews/photos/ref-1', width: 600, height: 400 }],
      reviews: [{ authorName: 'Sarah Holt', authorPhotoUrl: null, rating: 5, text: 'Best fried chicken in Walkden.', relativeTime: 'a week ago' }],
    };
    const page = await render('/reviews', { reviews });
    expect(page.statusCode).toBe(200);
    expect(page.html).toContain('What Our Customers Say');
    expect(page.html).toContain('Best fried chicken in Walkden.');
    expect(page.html).toContain('/api/reviews/photos/ref-1');
    expect(page.html).toContain('Rated 4.6 out of 5 on Google');

    expect((await render('/', { reviews })).html).toContain('Rated 4.6 out of 5 on Google');
    expect((await render('/', {})).html).not.toContain('on Google');
    expect((await render('/', { reviews: { ...reviews, rating: null, reviews: [], photos: [] } })).html).not.toContain('on Google');
  });

  it('escapes the state so it cannot close its script tag', () => {
    const script = renderStateScript({ api: { queries: { x: '</script><script>alert(1)</script>' } } } as never);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});
