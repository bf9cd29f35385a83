import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import type { GalleryItem } from '../../../shared/menu/menu-types';
import { wrapIndex } from './GalleryLightbox';

const photo = (id: string, name: string): GalleryItem => ({
  id,
  name,
  description: `${name}, made to order.`,
  imageUrl: `/api/images/menu/${id}.jpg`,
  image: { src: `/api/images/menu/${id}.jpg?w=640&f=jpeg&v=1`, srcset: `/api/images/menu/${id}.jpg?w=640&f=jpeg&v=1 640w`, sources: [], width: 800, height: 600 },
});

const ITEMS: GalleryItem[] = [
  { id: 'english', name: 'Full English Breakfast', description: 'The works.', imageUrl: null, image: null },
  photo('wings', 'Hot Wings'),
  { id: 'barm', name: 'Bacon Barm', description: 'No picture yet.', imageUrl: null, image: null },
  photo('burger', 'Classic Smash'),
];

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

describe('the gallery', () => {
  it('shows 8 placeholders while loading, then the items that have a picture', async () => {
    answerApi('GET', '/api/gallery', { body: { items: ITEMS } });
    await renderApp({ path: '/gallery' });
    expect(screen.getAllByTestId('gallery-skeleton')).toHaveLength(8);

    expect(await screen.findByRole('button', { name: 'View Full English Breakfast' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'View Full English Breakfast',
      'View Hot Wings',
      'View Classic Smash',
    ]);
    expect(screen.queryByTestId('gallery-skeleton')).not.toBeInTheDocument();
  });

  it('opens a lightbox that wraps both ways with the arrow keys and the buttons, and closes with Escape or Close', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/gallery', { body: { items: ITEMS } });
    await renderApp({ path: '/gallery' });

    await user.click(await screen.findByRole('button', { name: 'View Full English Breakfast' }));
    let lightbox = await screen.findByRole('dialog', { name: 'Full English Breakfast' });
    expect(within(lightbox).getByText('1 of 3')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    lightbox = await screen.findByRole('dialog', { name: 'Classic Smash' });
    expect(within(lightbox).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Full English Breakfast' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Hot Wings' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(await screen.findByRole('dialog', { name: 'Full English Breakfast' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(await screen.findByRole('dialog', { name: 'Classic Smash' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'View Hot Wings' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
