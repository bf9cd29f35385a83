import { act, screen } from '@testing-library/react';
import { serverStateHydrated } from '../api/api';
import { sentRequests } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { seedPrefetched } from './prefetched';
import { makeStore } from './store';

describe('hydration from the server state', () => {
  it('shows prefetched data on the first render and does not fetch it again', async () => {
    const session = {
      user: { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: true, role: 'administrator' as const, emailConfirmed: true },
      twoStep: null,
    };
    const serverStore = makeStore();
    await seedPrefetched(serverStore, { session });
    // What the page carries: the api slice, through JSON.
    const serverState = JSON.parse(JSON.stringify({ api: serverStore.getState().api }));

    const store = makeStore();
    store.dispatch(serverStateHydrated(serverState));
    await renderApp({ path: '/', store });

    expect(screen.getByRole('button', { name: 'Jo Bloggs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sentRequests.filter((sent) => sent.path === '/api/auth/session')).toEqual([]);
  });

  it('shows a prefetched cart on /checkout at once: the form, not "Loading cart...", and no fetch of the cart', async () => {
    const user = { id: 'u2', email: 'sam@example.com', fullName: 'Sam Taylor', isAdmin: false, role: 'customer' as const, emailConfirmed: true };
    const line = {
      id: 'line-1', menuItemId: 'barm', optionId: 'barm-regular', itemName: 'Bacon Barm', optionName: 'Regular', size: 'Regular',
      specialInstructions: '', quantity: 2, unitPricePence: 375, lineTotalPence: 750, available: true, unavailableReason: null, allergens: [], choices: [],
    };
    const serverStore = makeStore();
    await seedPrefetched(serverStore, { session: { user, twoStep: null }, cart: { lines: [line], totalPence: 750, count: 2, hasUnavailable: false } });
    const store = makeStore();
    store.dispatch(serverStateHydrated(JSON.parse(JSON.stringify({ api: serverStore.getState().api }))));
    await renderApp({ path: '/checkout', store });

    expect(screen.queryByText('Loading cart...')).not.toBeInTheDocument();
    expect(screen.getAllByText('Bacon Barm').length).toBeGreaterThan(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sentRequests.filter((sent) => sent.path === '/api/cart')).toEqual([]);
  });
});
