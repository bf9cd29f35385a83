import { act, screen } from '@testing-library/react';
import { serverStateHydrated } from '../api/api';
import { sentRequests } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { seedPrefetched } from './prefetched';
import { makeStore } from './store';

describe('hydration from the server state', () => {
  it('shows prefetched data on the first render and does not fetch it again', async () => {
    const session = {
      user: { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: true, emailConfirmed: true },
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
});
