import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';

// The admin socket is replaced by a recorder: the test sees where it connects and when it closes.
// (Every page also opens the /storefront socket for live settings; it is left out of the record.)
const connections: string[] = [];
const disconnect = jest.fn();
jest.unstable_mockModule('socket.io-client', () => ({
  io: (url: string) => {
    if (url.endsWith('/storefront')) return { on: () => undefined, disconnect: () => undefined };
    connections.push(url);
    // The Orders tab listens on it; this one never connects.
    return { disconnect, connected: false, on: () => undefined, off: () => undefined };
  },
}));
const { renderApp } = await import('../../../test/render-app');

jest.setTimeout(60_000);

const user = (isAdmin: boolean, role = isAdmin ? 'administrator' : 'customer') => ({
  id: 'u1',
  email: isAdmin ? 'sam.owner@example.com' : 'jo@example.com',
  fullName: null,
  isAdmin,
  role,
  emailConfirmed: true,
});
const staff = () => user(false, 'staff');

beforeEach(() => {
  connections.length = 0;
  disconnect.mockClear();
});

describe('the admin shell', () => {
  it('shows a spinner while the role check runs, then the seven tabs with the addressed one open', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    answerApi('GET', '/api/admin/menu', { body: { categories: [], items: [] } });
    await renderApp({ path: '/admin/menu' });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');

    const tabs = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('href')]),
    ).toEqual([
      ['Orders', '/admin/orders'],
      ['Menu', '/admin/menu'],
      ['Categories', '/admin/categories'],
      ['Time', '/admin/time'],
      ['Bookings', '/admin/bookings'],
      ['Visitors', '/admin/visitors'],
      ['Settings', '/admin/settings'],
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
    // The server-rendered BullMQ dashboard, linked from the shell (not an eighth tab).
    expect(screen.getByRole('link', { name: 'Job queues' })).toHaveAttribute('href', '/admin/queues');
    const panel = screen.getByRole('tabpanel', { name: 'Menu' });
    expect(await within(panel).findByRole('heading', { name: 'Menu Management' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your access...')).not.toBeInTheDocument();
    expect(connections).toEqual([`${window.location.origin}/admin`]);
  });

  it('selects the tab mounted at its own address, e.g. /admin/settings', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    answerApi('GET', '/api/admin/settings', { body: [] });
    await renderApp({ path: '/admin/settings' });
    const tabs = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(within(tabs).getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
  });

  it('opens the first tab at /admin and moves between tabs with the keyboard', async () => {
    const keyboard = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    answerApi('GET', '/api/admin/categories', { body: [] });
    const { router } = await renderApp({ path: '/admin' });

    const orders = await screen.findByRole('tab', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-selected', 'true');
    // The Orders tab itself (features/admin-orders), not a placeholder.
    expect(await within(screen.getByRole('tabpanel')).findByRole('tab', { name: "Today's Orders" })).toHaveAttribute('aria-selected', 'true');

    orders.focus();
    await keyboard.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveFocus();
    await keyboard.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    // Each tab is a lazy route of its own (app/router/admin-tabs.ts): selected once its chunk has loaded.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true'));
    expect(await within(screen.getByRole('tabpanel', { name: 'Categories' })).findByRole('heading', { name: 'Category Management' })).toBeInTheDocument();
  });

  it('answers an address no tab of the registry has with the not-found page, not a placeholder', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    await renderApp({ path: '/admin/kitchen' });
    expect(await screen.findByText(/Page not found/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('closes the admin socket when the administrator leaves the admin area', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    const { router } = await renderApp({ path: '/admin/orders' });
    await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(connections).toHaveLength(1);

    await router.navigate('/');
    await waitFor(() => expect(disconnect).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['a customer', { user: user(false) }],
    ['a guest', { user: null }],
  ])('sends %s to the home page without opening the admin socket', async (_who, session) => {
    answerApi('GET', '/api/auth/session', { body: session });
    const { router } = await renderApp({ path: '/admin/orders' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('tablist', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(connections).toEqual([]);
  });

  describe('for staff', () => {
    it('shows only Orders and Bookings, without the job queues, and lands on Orders at /admin', async () => {
      answerApi('GET', '/api/auth/session', { body: { user: staff() } });
      await renderApp({ path: '/admin' });
      const tabs = await screen.findByRole('tablist', { name: 'Admin sections' });
      expect(within(tabs).getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
        ['Orders', '/admin/orders'],
        ['Bookings', '/admin/bookings'],
      ]);
      expect(within(tabs).getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
      expect(await within(screen.getByRole('tabpanel')).findByRole('tab', { name: "Today's Orders" })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Job queues' })).not.toBeInTheDocument();
      expect(connections).toEqual([`${window.location.origin}/admin`]);
    });

    it.each([
      ['/admin/settings', 'Settings', '/api/admin/settings'],
      ['/admin/visitors', 'Visitors', '/api/admin/users'],
      ['/admin/menu', 'Menu', '/api/admin/menu'],
    ])("says plainly that %s is not theirs, without opening it", async (path, label, api) => {
      answerApi('GET', '/api/auth/session', { body: { user: staff() } });
      await renderApp({ path });
      expect(await screen.findByText(`You don't have access to ${label}`)).toBeInTheDocument();
      expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
      expect(sentRequests.filter((request) => request.path.startsWith(api))).toEqual([]);
    });
  });
});
