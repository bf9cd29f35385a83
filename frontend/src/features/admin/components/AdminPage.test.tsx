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
// Loaded up front: Jest's ESM loader can fail ('... is not in cache') when the staff layout's route and the
// admin shell's route import the same modules at once, as they do on every /admin address.
await import('../../../app/layout/StaffLayout');
await import('../../../shared/busy-mode/BusyModeControl');
await import('./AdminPage');

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
  it('shows a spinner while the role check runs, then the nine sections with the addressed one open', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    answerApi('GET', '/api/admin/menu', { body: { categories: [], items: [] } });
    await renderApp({ path: '/admin/menu' });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');

    // The sections are the staff layout's navigation (app/layout/StaffLayout), each a link to its own address.
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' });
    await within(screen.getByRole('main')).findByRole('heading', { name: 'Menu Management' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Orders', '/admin/orders'],
      ['New order', '/admin/new-order'],
      ['Menu', '/admin/menu'],
      ['Categories', '/admin/categories'],
      ['Time', '/admin/time'],
      ['Bookings', '/admin/bookings'],
      ['Visitors', '/admin/visitors'],
      ['Reports', '/admin/reports'],
      ['Tips', '/admin/tips'],
      ['Settings', '/admin/settings'],
      ['Kitchen', '/admin/kitchen'],
      // The server-rendered BullMQ dashboard, linked from the navigation (not a tab).
      ['Job queues', '/admin/queues'],
    ]);
    expect(within(sections).getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page'); 
    expect(screen.queryByText('Checking your access...')).not.toBeInTheDocument();
    expect(connections).toEqual([`${window.location.origin}/admin`]);
  });

  it('marks the section mounted at its own address, e.g. /admin/settings', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    answerApi('GET', '/api/admin/settings', { body: [] });
    await renderApp({ path: '/admin/settings' });
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
  });

  it('opens the first section at /admin and moves between sections with the keyboard', async () => {
    const keyboard = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    answerApi('GET', '/api/admin/categories', { body: [] });
    const { router } = await renderApp({ path: '/admin' });

    const sections = await screen.findByRole('navigation', { name: 'Admin sections' });
    const orders = within(sections).getByRole('link', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-current', 'page');
    // The Orders tab itself (features/admin-orders), not a placeholder.
    expect(await within(screen.getByRole('main')).findByRole('tab', { name: "Today's Orders" })).toHaveAttribute('aria-selected', 'true');

    // Each section is a link of its own: Tab reaches it, Enter opens it.
    orders.focus();
    await keyboard.tab();
    await keyboard.tab();
    await keyboard.tab();
    expect(within(sections).getByRole('link', { name: 'Categories' })).toHaveFocus();
    await keyboard.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    // Each section is a lazy route of its own (app/router/admin-tabs.ts): marked once its chunk has loaded.
    await waitFor(() => expect(within(sections).getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page'));
    expect(await within(screen.getByRole('main')).findByRole('heading', { name: 'Category Management' })).toBeInTheDocument();
  });

  it('answers an address no tab of the registry has with the not-found page, not a placeholder', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    await renderApp({ path: '/admin/pantry' });
    expect(await screen.findByText(/Page not found/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('closes the admin socket when the administrator leaves the admin area', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: user(true) } });
    const { router } = await renderApp({ path: '/admin/orders' });
    await screen.findByRole('tab', { name: "Today's Orders" });
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
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(connections).toEqual([]);
  });

  describe('for staff', () => {
    it('shows only Orders, New order, Bookings and Kitchen, without the job queues, and lands on Orders at /admin', async () => {
      answerApi('GET', '/api/auth/session', { body: { user: staff() } });
      await renderApp({ path: '/admin' });
      const sections = await screen.findByRole('navigation', { name: 'Admin sections' });
      // No 'Job queues' link either: that is an administrator's.
      expect(within(sections).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Orders', '/admin/orders'],
        ['New order', '/admin/new-order'],
        ['Bookings', '/admin/bookings'],
        ['Kitchen', '/admin/kitchen'],
      ]);
      expect(within(sections).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
      expect(await within(screen.getByRole('main')).findByRole('tab', { name: "Today's Orders" })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Job queues' })).not.toBeInTheDocument();
      expect(connections).toEqual([`${window.location.origin}/admin`]);
    });

    it.each([
      ['/admin/settings', 'Settings', '/api/admin/settings'],
      ['/admin/visitors', 'Visitors', '/api/admin/users'],
      ['/admin/reports', 'Reports', '/api/admin/reports'],
      ['/admin/menu', 'Menu', '/api/admin/menu'],
    ])("says plainly that %s is not theirs, without opening it", async (path, label, api) => {
      answerApi('GET', '/api/auth/session', { body: { user: staff() } });
      await renderApp({ path });
      expect(await screen.findByText(`You don't have access to ${label}`)).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
      expect(sentRequests.filter((request) => request.path.startsWith(api))).toEqual([]);
    });
  });
});
