import { jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../test/fake-api';

// The /admin socket is one the test connects and drops; the /storefront one every page opens stays silent.
type Handler = (...args: unknown[]) => void;
const adminSocket = { connected: false, handlers: new Map<string, Set<Handler>>() };
jest.unstable_mockModule('socket.io-client', () => ({
  io: (url: string) => {
    if (url.endsWith('/storefront')) return { on: () => undefined, disconnect: (): void => undefined };
    return {
      get connected() {
        return adminSocket.connected;
      },
      on: (event: string, handler: Handler) => adminSocket.handlers.set(event, (adminSocket.handlers.get(event) ?? new Set()).add(handler)),
      off: (event: string, handler: Handler) => adminSocket.handlers.get(event)?.delete(handler),
      disconnect: (): void => undefined,
    };
  },
}));
/** The admin socket connects (true) or drops (false), as Socket.IO tells its listeners. */
const socketGoes = (connected: boolean) =>
  act(() => {
    adminSocket.connected = connected;
    adminSocket.handlers.get(connected ? 'connect' : 'disconnect')?.forEach((handler) => handler());
  });

const { renderApp } = await import('../../test/render-app');
const { ADMIN_TABS } = await import('../router/admin-tabs');
const { StaffLayout } = await import('./StaffLayout');
// Loaded up front: Jest's ESM loader can fail when two lazy routes import the same module at once.
await import('../../features/admin-orders/components/OrdersTab');
await import('../../features/admin-bookings/components/BookingsTab');

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const ADMINISTRATOR = { id: 'a1', email: 'sam.owner@example.com', fullName: 'Sam Owner', isAdmin: true, role: 'administrator', emailConfirmed: true };
const STAFF = { id: 's1', email: 'lee.counter@example.com', fullName: null, isAdmin: false, role: 'staff', emailConfirmed: true };

beforeEach(() => {
  adminSocket.connected = false;
  adminSocket.handlers.clear();
  answerApi('GET', '/api/admin/badges', { body: { openOrders: 3, pendingBookings: 0 } });
});

const sections = () => screen.getByRole('navigation', { name: 'Admin sections' });
const sectionLinks = () => within(sections()).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('the staff layout', () => {
  it('shows an administrator every section, the job queues and which section is open', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: ADMINISTRATOR } });
    answerApi('GET', '/api/admin/settings', { body: [] });
    await renderApp({ path: '/admin/settings' });

    await screen.findByRole('button', { name: 'Save Settings' });
    expect(sectionLinks()).toEqual([
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
      ['Job queues', '/admin/queues'],
    ]);
    expect(within(sections()).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections()).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Walkden Fried Chicken & Pizza')).toBeInTheDocument();
  });

  it('shows staff only the sections their role may open, and marks Orders open at /admin', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    await renderApp({ path: '/admin' });

    await screen.findByRole('tab', { name: "Today's Orders" });
    expect(sectionLinks()).toEqual([
      ['Orders', '/admin/orders'],
      ['New order', '/admin/new-order'],
      ['Bookings', '/admin/bookings'],
      ['Kitchen', '/admin/kitchen'],
    ]);
    expect(within(sections()).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('has none of the customer chrome: no site navigation, hero, footer, cart or cookie notice', async () => {
    window.localStorage.removeItem('cookie-consent');
    answerApi('GET', '/api/auth/session', { body: { user: ADMINISTRATOR } });
    await renderApp({ path: '/admin/orders' });

    await screen.findByRole('tab', { name: "Today's Orders" });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    // What it has instead: the way back, and a skip link to the section.
    expect(screen.getByRole('link', { name: 'Customer site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    // The app bar's buttons: the menu, the busy-mode control the routes give it, and Sign out.
    expect(within(screen.getByRole('banner')).getAllByRole('button').map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual([
      'Open navigation menu',
      'Busy mode',
      'Sign out',
    ]);
  });

  it("says 'Reconnecting…' until the admin socket connects, 'Live' while it is, and again when it drops", async () => {
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    await renderApp({ path: '/admin/orders' });
    await screen.findByRole('tab', { name: "Today's Orders" });
    const connection = within(screen.getByRole('banner')).getByRole('status');
    expect(connection).toHaveTextContent('Reconnecting…');

    socketGoes(true);
    await waitFor(() => expect(connection).toHaveTextContent('Live'));
    expect(connection).not.toHaveTextContent('Reconnecting');

    socketGoes(false);
    await waitFor(() => expect(connection).toHaveTextContent('Reconnecting…'));
  });

  it("shows today's open orders from the badges, as a way to the Orders section", async () => {
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    await renderApp({ path: '/admin/bookings' });
    const openOrders = await screen.findByRole('link', { name: '3 open orders today' });
    expect(openOrders).toHaveAttribute('href', '/admin/orders');
    expect(openOrders).toHaveTextContent('3');
  });

  it('shows who is signed in (the e-mail when there is no name) and signs them out to the sign-in page', async () => {
    const person = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    answerApi('POST', '/api/auth/sign-out', { status: 204 });
    const { router } = await renderApp({ path: '/admin/orders' });
    await screen.findByRole('tab', { name: "Today's Orders" });
    expect(screen.getByText('lee.counter')).toBeInTheDocument();

    answerApi('GET', '/api/auth/session', { body: { user: null } });
    await person.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/auth/sign-out')).toHaveLength(1);
  });

  it('opens the navigation as a drawer from the menu button, closes it with Escape, and on choosing a section', async () => {
    const person = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    const { router } = await renderApp({ path: '/admin/orders' });
    await screen.findByRole('tab', { name: "Today's Orders" });

    await person.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Orders', 'New order', 'Bookings', 'Kitchen', 'Customer site']);
    expect(within(drawer).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await person.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await person.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Bookings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/bookings'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the app bar actions it is given, and nothing in their place otherwise', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    const page = () => <p>The section</p>;
    await renderApp({
      path: '/admin',
      routes: [{ path: '/admin', element: <StaffLayout tabs={ADMIN_TABS} appBarActions={<button type="button">Pause online orders</button>} />, children: [{ index: true, Component: page }] }],
    });
    expect(within(await screen.findByRole('banner')).getByRole('button', { name: 'Pause online orders' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('The section');
  });
});
