import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { answerApi, sentRequests } from '../../test/fake-api';

// The sockets (storefront, and admin on staff pages) are replaced by ones the test drives: it sees
// where the page connects and plays the server's messages to every handler of every socket.
type Handler = (payload?: unknown) => void;
const sockets: { url: string; handlers: Map<string, Set<Handler>> }[] = [];
const connections: { url: string; transports: unknown }[] = [];
const disconnect = jest.fn();
jest.unstable_mockModule('socket.io-client', () => ({
  io: (url: string, options: { transports?: unknown }) => {
    connections.push({ url, transports: options.transports });
    const handlers = new Map<string, Set<Handler>>();
    sockets.push({ url, handlers });
    return {
      on: (event: string, handler: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
      off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
      disconnect,
    };
  },
}));

/** The server sends `event` on every open socket. */
function serverSays(event: string, payload?: unknown): void {
  for (const socket of sockets) for (const handler of socket.handlers.get(event) ?? []) handler(payload);
}
const listens = (namespace: string, event: string) => sockets.some((socket) => socket.url.endsWith(namespace) && (socket.handlers.get(event)?.size ?? 0) > 0);
const { renderApp } = await import('../../test/render-app');
// Loaded up front: Jest's ESM loader can fail when two lazy routes import the same module at once.
await import('../../features/menu/components/MenuPage');
await import('../../features/admin-orders/components/OrdersTab');
await import('../../features/checkout/components/DeliveryOptionCard');
await import('./Toast');
const { todaysSlots } = await import('../../features/checkout/checkout-test-fixtures');

jest.setTimeout(60_000);

const SETTINGS = {
  maxDistance: 2,
  deliveryFee: 250,
  minimumOrderValue: 1500,
  timeSlotBuffer: 10,
  ordersPerTimeSlot: 3,
  defaultCapacity: 1,
  bookingCoversCapacity: 20,
  deliveries: true,
  collections: true,
};

/** Whether `text` shows anywhere on the page at any moment from now on (a toast may come and go). */
function watchForText(text: string): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

const settingsRequests = () => sentRequests.filter((request) => request.method === 'GET' && request.path === '/api/settings').length;

beforeEach(() => {
  sockets.length = 0;
  connections.length = 0;
  answerApi('GET', '/api/auth/session', { body: { user: null } });
  answerApi('GET', '/api/menu', { body: { categories: [] } });
  answerApi('GET', '/api/settings', { body: SETTINGS });
});

describe('live settings on an open page', () => {
  it("marks delivery '(Currently Unavailable)' on an open menu when staff turn deliveries off, and back when on", async () => {
    await renderApp({ path: '/menu' });
    expect(await screen.findByRole('radio', { name: 'Delivery' })).toBeEnabled();
    expect(connections).toEqual([{ url: `${window.location.origin}/storefront`, transports: ['websocket'] }]);
    const announced = watchForText('Settings Updated');

    answerApi('GET', '/api/settings', { body: { ...SETTINGS, deliveries: false } });
    act(() => serverSays('settings.changed', { key: 'deliveries' }));
    expect(await screen.findByRole('radio', { name: 'Delivery (Currently Unavailable)' })).toBeDisabled();

    answerApi('GET', '/api/settings', { body: SETTINGS });
    act(() => serverSays('settings.changed', { key: 'deliveries' }));
    expect(await screen.findByRole('radio', { name: 'Delivery' })).toBeEnabled();
    // Customers' pages do not announce staff changes: not once through both changes, each seen to land.
    expect(announced()).toBe(false);
  });

  it("announces 'Settings Updated' on the staff screens", async () => {
    answerApi('GET', '/api/auth/session', { body: { user: { id: 'a1', email: 'sam@example.com', fullName: null, isAdmin: true, role: 'administrator', emailConfirmed: true } } });
    await renderApp({ path: '/admin' });
    await waitFor(() => expect(listens('/storefront', 'settings.changed')).toBe(true));
    act(() => serverSays('settings.changed', { key: 'delivery_fee' }));
    // The toast's code loads with the first notification.
    expect(await screen.findByText('Settings Updated', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Global setting "delivery_fee" was changed.')).toBeInTheDocument();
  });

  it("shows 'No time slots available for today' on an open slot picker when staff close the day", async () => {
    answerApi('GET', '/api/checkout/slots', { body: todaysSlots });
    await renderApp({ path: '/menu' });
    expect(await screen.findByRole('button', { name: '12:30, 3 left' })).toBeEnabled();

    answerApi('GET', '/api/checkout/slots', { body: { ...todaysSlots, slots: [], closedReason: 'day_off' } });
    act(() => serverSays('schedule.changed', { dates: [todaysSlots.date] }));
    expect(await screen.findByText('No time slots available for today')).toBeInTheDocument();
  });

  it('shows a staff edit on an open customer menu without a reload (menu.changed)', async () => {
    const pie = {
      id: 'pie',
      name: 'Meat Pie',
      description: '',
      imageUrl: null,
      image: null,
      isAvailable: true,
      availableForTakeaway: true,
      displayOrder: 1,
      options: [{ id: 'pie-regular', name: 'Regular', pricePence: 450, displayOrder: 1, allergens: [] }],
      lowestPricePence: 450,
      choiceGroups: [],
      allergens: [],
      dietaryLabels: [],
    };
    const menu = (name: string) => ({ categories: [{ id: 'c1', name: 'pies', displayName: 'Pies', displayOrder: 1, items: [{ ...pie, name }] }] });
    answerApi('GET', '/api/menu', { body: menu('Meat Pie') });
    await renderApp({ path: '/menu' });
    expect(await screen.findByRole('article', { name: 'Meat Pie' })).toBeInTheDocument();
    await waitFor(() => expect(listens('/storefront', 'menu.changed')).toBe(true));

    answerApi('GET', '/api/menu', { body: menu('Steak Pie') });
    act(() => serverSays('menu.changed', { menuItemId: 'pie', categoryId: 'c1' }));
    expect(await screen.findByRole('article', { name: 'Steak Pie' })).toBeInTheDocument();
  });

  it('refetches on each connect, the first included, in case a change was missed since the page was rendered', async () => {
    await renderApp({ path: '/menu' });
    await screen.findByRole('radio', { name: 'Delivery' });
    const before = settingsRequests();
    act(() => serverSays('connect'));
    await waitFor(() => expect(settingsRequests()).toBe(before + 1));
    act(() => serverSays('connect'));
    await waitFor(() => expect(settingsRequests()).toBe(before + 2));
  });

  it('closes the socket when the page goes away', async () => {
    const { unmount } = await renderApp({ path: '/menu' });
    await screen.findByRole('radio', { name: 'Delivery' });
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
