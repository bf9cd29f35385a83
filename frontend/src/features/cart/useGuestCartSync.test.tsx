import { screen, waitFor } from '@testing-library/react';
import { answerApi, sentRequests } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import type { GuestCartLine } from '../../shared/cart/guest-cart';

const signedIn = { user: { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: false, role: 'customer', emailConfirmed: true } };
const guestLine: GuestCartLine = {
  id: 'guest-abc',
  menuItem: { id: 'barm', name: 'Bacon Barm', description: '', imageUrl: null, isAvailable: true, options: [{ id: 'regular', name: 'Regular', pricePence: 375, displayOrder: 1 }] },
  quantity: 2,
  optionId: 'regular',
  optionName: 'Regular',
  choices: [],
  specialInstructions: 'Brown sauce',
  unitPricePence: 1,
};
const mergedCart = {
  lines: [
    {
      id: 'l1',
      menuItemId: 'barm',
      itemName: 'Bacon Barm',
      optionId: 'regular',
      optionName: 'Regular',
      size: 'Regular',
      quantity: 2,
      unitPricePence: 375,
      lineTotalPence: 750,
      specialInstructions: 'Brown sauce',
      available: true,
      unavailableReason: null,
    },
  ],
  totalPence: 750,
  count: 2,
  hasUnavailable: false,
};

describe('merging the guest cart at sign-in', () => {
  it("sends the guest lines without prices, clears the browser's copy and says 'Cart merged'", async () => {
    // Stored before choices (issue 28): merged with none.
    window.localStorage.setItem('guest-cart', JSON.stringify([{ ...guestLine, choices: undefined }]));
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('POST', '/api/cart/merge', { body: { cart: mergedCart, merged: 1, skipped: [] } });
    await renderApp({ path: '/' });

    expect(await screen.findByText('Cart merged')).toBeInTheDocument();
    expect(screen.getByText('Your items have been added to your account.')).toBeInTheDocument();
    const merges = sentRequests.filter((request) => request.path === '/api/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0].body).toEqual({ lines: [{ menuItemId: 'barm', optionId: 'regular', choiceIds: [], quantity: 2, specialInstructions: 'Brown sauce' }] });
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeInTheDocument();
    expect(window.localStorage.getItem('guest-cart')).toBeNull();
  });

  it('names the lines the server could not take', async () => {
    window.localStorage.setItem('guest-cart', JSON.stringify([guestLine]));
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('POST', '/api/cart/merge', {
      body: { cart: { lines: [], totalPence: 0, count: 0, hasUnavailable: false }, merged: 0, skipped: [{ menuItemId: 'barm', optionId: 'regular', itemName: 'Bacon Barm', reason: 'ITEM_UNAVAILABLE' }] },
    });
    await renderApp({ path: '/' });
    expect(await screen.findByText('Cart merged')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('guest-cart')).toBeNull());
  });

  it('keeps the guest cart in the browser when the merge fails', async () => {
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      window.localStorage.setItem('guest-cart', JSON.stringify([guestLine]));
      answerApi('GET', '/api/auth/session', { body: signedIn });
      answerApi('POST', '/api/cart/merge', { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try later' } } });
      await renderApp({ path: '/' });

      await waitFor(() => expect(sentRequests.some((request) => request.path === '/api/cart/merge')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(JSON.parse(window.localStorage.getItem('guest-cart')!)).toEqual([guestLine]);
      expect(screen.queryByText('Cart merged')).not.toBeInTheDocument();
    } finally {
      console.error = consoleError;
    }
  });

  it('does not merge for a guest', async () => {
    window.localStorage.setItem('guest-cart', JSON.stringify([guestLine]));
    await renderApp({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeInTheDocument();
    expect(sentRequests.some((request) => request.path === '/api/cart/merge')).toBe(false);
  });
});
