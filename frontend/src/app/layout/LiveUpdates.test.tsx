import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { answerApi, sentRequests } from '../../test/fake-api';

// The storefront socket is replaced by one the test drives: it sees where the page connects and
// plays the server's messages.
type Handler = (payload?: unknown) => void;
const handlers = new Map<string, Handler>();
const connections: { url: string; transports: unknown }[] = [];
const disconnect = jest.fn();
jest.unstable_mockModule('socket.io-client', () => ({
  io: (url: string, options: { transports?: unknown }) => {
    connections.push({ url, transports: options.transports });
    return {
      on: (event: string, handler: Handler) => handlers.set(event, handler),
      off: (event: string, handler: Handler) => handlers.get(event) === handler && handlers.delete(event),
      disconnect,
    };
  },
}));
const { renderApp } = await import('../../test/render-app');
// Loaded up front: Jest's ESM loader can fail when two lazy routes import the same module at once.
await import('../../features/menu/components/MenuPage');
await import('../../features/admin/orders/components/OrdersTab');
await import('../../features/checkout/components/DeliveryOptionCard');
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

const settingsRequests = () => sentRequests.filter((request) => request.method === 'GET' && request.path === '/api/settings').length;

beforeEach(() => {
  handlers.clear();
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

    answerApi('GET', '/api/settings', { body: { ...SETTINGS, deliveries: false } });
    act(() => handlers.get('settings.changed')!({ key: 'deliveries' }));
    expect(await screen.findByRole('radio', { name: 'Delivery (Currently Unavailable)' })).toBeDisabled();
    // Customers' pages do not announce staff changes.
    expect(screen.queryByText('Settings Updated')).not.toBeInTheDocument();

    answerApi('GET', '/api/settings', { body: SETTINGS });
    act(() => handlers.get('settings.changed')!({ key: 'deliveries' }));
    expect(await screen.findByRole('radio', { name: 'Delivery' })).toBeEnabled();
  });

  it("announces 'Settings Updated' on the staff screens", async () => {
    answerApi('GET', '/api/auth/session', { body: { user: { id: 'a1', email: 'sam@example.com', fullName: null, isAdmin: true, role: 'administrator', emailConfirmed: true } } });
    await renderApp({ path: '/admin' });
    await waitFor(() => expect(handlers.has('settings.changed')).toBe(true));
    act(() => handlers.get('settings.changed')!({ key: 'delivery_fee' }));
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(screen.getByText('Global setting "delivery_fee" was changed.')).toBeInTheDocument();
  });

  it("shows 'No time slots available for today' on an open slot picker when staff close the day", async () => {
    answerApi('GET', '/api/checkout/slots', { body: todaysSlots });
    await renderApp({ path: '/menu' });
    expect(await screen.findByRole('button', { name: '12:30, 3 left' })).toBeEnabled();

    answerApi('GET', '/api/checkout/slots', { body: { ...todaysSlots, slots: [], closedReason: 'day_off' } });
    act(() => handlers.get('schedule.changed')!({ dates: [todaysSlots.date] }));
    expect(await screen.findByText('No time slots available for today')).toBeInTheDocument();
  });

  it('refetches on each connect, the first included, in case a change was missed since the page was rendered', async () => {
    await renderApp({ path: '/menu' });
    await screen.findByRole('radio', { name: 'Delivery' });
    const before = settingsRequests();
    act(() => handlers.get('connect')!());
    await waitFor(() => expect(settingsRequests()).toBe(before + 1));
    act(() => handlers.get('connect')!());
    await waitFor(() => expect(settingsRequests()).toBe(before + 2));
  });

  it('closes the socket when the page goes away', async () => {
    const { unmount } = await renderApp({ path: '/menu' });
    await screen.findByRole('radio', { name: 'Delivery' });
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
