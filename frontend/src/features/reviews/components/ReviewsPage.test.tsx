import { jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { answerApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import type { Reviews } from '../reviews-api';

const REVIEWS: Reviews = {
  rating: 4.63,
  total: 187,
  mapsUrl: 'https://maps.google.com/?cid=42',
  photos: [
    { url: '/api/reviews/photos/ref-1', width: 600, height: 400 },
    { url: '/api/reviews/photos/ref-2', width: 600, height: 400 },
  ],
  reviews: [
    { authorName: 'Sarah Holt', authorPhotoUrl: '/api/reviews/author-photos/AAAAAAAAAAAAAAAAAAAAAA', rating: 5, text: 'Best fried chicken in Walkden.', relativeTime: 'a week ago' },
    { authorName: 'Priya Shah', authorPhotoUrl: null, rating: 4, text: 'Really tasty pizza.', relativeTime: '3 weeks ago' },
  ],
};
const EMPTY: Reviews = { rating: null, total: 0, mapsUrl: null, photos: [], reviews: [] };

describe('the reviews page', () => {
  it("shows the rating to 1 decimal, the photo strip and each review's author, stars, text and time", async () => {
    answerApi('GET', '/api/reviews', { body: REVIEWS });
    await renderApp({ path: '/reviews' });

    expect(screen.getByRole('heading', { level: 1, name: 'What Our Customers Say' })).toBeInTheDocument();
    expect(await screen.findByText('187 Google reviews')).toBeInTheDocument();
    expect(screen.getAllByText('4.6').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'See us on Google Maps' })).toHaveAttribute('href', 'https://maps.google.com/?cid=42');

    const photos = within(screen.getByRole('list', { name: 'Photos of the restaurant' })).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual(['/api/reviews/photos/ref-1', '/api/reviews/photos/ref-2']);

    const sarah = screen.getByRole('article', { name: 'Review by Sarah Holt' });
    expect(within(sarah).getByText('Best fried chicken in Walkden.')).toBeInTheDocument();
    expect(within(sarah).getByText('a week ago')).toBeInTheDocument();
    expect(within(sarah).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Review by Priya Shah' })).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it('says the reviews cannot be shown, and still links to the maps listing, when the answer is empty', async () => {
    answerApi('GET', '/api/reviews', { body: EMPTY });
    await renderApp({ path: '/reviews' });
    expect(await screen.findByRole('heading', { name: 'Our reviews cannot be shown right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Google Maps' })).toHaveAttribute('href', expect.stringContaining('https://www.google.com/maps/'));
  });
});

describe('the review carousel', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('steps every 4 s, and stands still while hovered or focused', async () => {
    answerApi('GET', '/api/reviews', { body: REVIEWS });
    await renderApp({ path: '/reviews' });
    const track = await screen.findByRole('list', { name: 'Reviews' });
    const scrolls: unknown[] = [];
    Object.assign(track, { scrollTo: (options: ScrollToOptions) => scrolls.push(options.left) });
    Object.defineProperties(track, { clientWidth: { value: 400 }, scrollWidth: { value: 1000 } });

    jest.useFakeTimers();
    // The timer started before the fake clock: re-render by hovering and leaving to restart it.
    const carousel = screen.getByRole('region', { name: 'Customer reviews' });
    fireEvent.mouseEnter(carousel);
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(4000));
    expect(scrolls).toEqual([320]);

    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(12000));
    expect(scrolls).toEqual([320]);
    fireEvent.mouseLeave(carousel);

    fireEvent.focus(track);
    act(() => jest.advanceTimersByTime(12000));
    expect(scrolls).toEqual([320]);
    fireEvent.blur(track);
    act(() => jest.advanceTimersByTime(4000));
    expect(scrolls).toEqual([320, 320]);
  });
});

describe('the rating badge in the navigation', () => {
  it('shows the rating to 1 decimal and links to the reviews', async () => {
    answerApi('GET', '/api/reviews', { body: REVIEWS });
    await renderApp({ path: '/' });
    expect(await screen.findByRole('link', { name: 'Rated 4.6 out of 5 on Google: read our reviews' })).toHaveAttribute('href', '/reviews');
  });

  it('is hidden when the reviews fetch fails, and the page still works', async () => {
    answerApi('GET', '/api/reviews', { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } });
    await renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('link', { name: /^Rated / })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('is hidden when there is no rating (no key set)', async () => {
    answerApi('GET', '/api/reviews', { body: EMPTY });
    await renderApp({ path: '/' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('link', { name: /^Rated / })).not.toBeInTheDocument();
  });
});
