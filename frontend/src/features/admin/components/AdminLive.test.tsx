import { jest } from '@jest/globals';
import { act, configure, screen, waitFor } from '@testing-library/react';
import type { AdminSocketEvent, AdminSocketMessage } from '../../../shared/realtime/admin-socket';
import { answerApi, sentRequests } from '../../../test/fake-api';

// The /admin socket is one the test drives (connected); the /storefront one every page opens stays silent.
type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Set<Handler>>();
jest.unstable_mockModule('socket.io-client', () => ({
  io: (url: string) => {
    if (url.endsWith('/storefront')) return { on: () => undefined, disconnect: () => undefined };
    return {
      connected: true,
      on: (event: string, handler: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
      off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
      disconnect: () => undefined,
    };
  },
}));
const { renderApp } = await import('../../../test/render-app');
// Loaded up front: Jest's ESM loader can fail ('... is not in cache') when the staff layout's route and the
// admin shell's route import the same modules at once, as they do on every /admin address.
await import('../../../app/layout/StaffLayout');
await import('../../../shared/busy-mode/BusyModeControl');
await import('./AdminPage');

/** Today in London: the Orders tab opens on it. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

/** The server sends `event` on the admin socket: typed by the contract's map. */
const serverSays = <E extends AdminSocketEvent>(event: E, message: AdminSocketMessage<E>) => act(() => handlers.get(event)?.forEach((handler) => handler(message)));

const ADMINISTRATOR = { id: 'a1', email: 'sam.owner@example.com', fullName: null, isAdmin: true, role: 'administrator', emailConfirmed: true };
const order = (status: string) => ({
  id: 'o1',
  orderNumber: 'WK-AAAAAA',
  orderDate: londonToday(),
  slotTime: '12:15',
  deliveryType: 'collection',
  deliveryAddress: null,
  customer: { name: 'Sam Taylor', email: 'sam@example.com', phone: '07700 900123' },
  specialInstructions: '',
  status,
  paymentMethod: 'collection',
  isPaid: false,
  paidAt: null,
  items: [{ id: 'i1', name: 'Classic Smash', size: 'Double', quantity: 1, unitPricePence: 949, totalPricePence: 949, specialInstructions: '' }],
  subtotalPence: 949,
  deliveryFeePence: 0,
  driverTipPence: 0,
  taxPence: 0,
  totalPence: 949,
  createdAt: `${londonToday()}T11:00:00.000Z`,
  attentionReason: null,
});

const adminRequests = () => sentRequests.filter((request) => request.method === 'GET' && request.path.startsWith('/api/admin/')).map((request) => request.path);

beforeEach(() => handlers.clear());

describe('the admin area on a connected socket', () => {
  it('patches the Orders tab from an order change and refetches only the badges: one request, not one per screen', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: ADMINISTRATOR } });
    answerApi('GET', '/api/admin/badges', { body: { openOrders: 1, pendingBookings: 0 } });
    answerApi('GET', '/api/admin/orders/attention', { body: [] });
    answerApi('GET', '/api/admin/orders/day', { body: { date: londonToday(), active: [order('pending')], completed: [] } });
    const { store } = await renderApp({ path: '/admin/orders' });
    const active = await screen.findByRole('table', { name: 'Active Orders' });
    await waitFor(() => expect(adminRequests()).toEqual(expect.arrayContaining(['/api/admin/badges', '/api/admin/orders/day', '/api/admin/orders/attention'])));
    // Connected: the badges stop polling (the socket refreshes them).
    await waitFor(() => expect(store.getState().adminLive.connected).toBe(true));
    const before = adminRequests().length;

    answerApi('GET', '/api/admin/badges', { body: { openOrders: 0, pendingBookings: 0 } });
    serverSays('orders.changed', { event: 'OrderStatusChanged', orderId: 'o1', orderNumber: 'WK-AAAAAA', status: 'completed', isPaid: true });

    // The row moved to Completed from what the message carries; the day list was not fetched again.
    expect(await screen.findByRole('table', { name: 'Completed Orders' })).toHaveTextContent('WK-AAAAAA');
    expect(active).not.toBeInTheDocument();
    // Every refetch an invalidation starts is sent together; the badges' is the only one.
    await waitFor(() => expect(adminRequests().slice(before)).toContain('/api/admin/badges'));
    expect(adminRequests().slice(before)).toEqual(['/api/admin/badges']);
    // The staff layout's app bar shows the refreshed count.
    await waitFor(() => expect(screen.getByRole('link', { name: '0 open orders today' })).toHaveTextContent('0'));
  });

  it('fetches today\'s list for a new order, whose row the message does not carry', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: ADMINISTRATOR } });
    answerApi('GET', '/api/admin/badges', { body: { openOrders: 0, pendingBookings: 0 } });
    answerApi('GET', '/api/admin/orders/attention', { body: [] });
    answerApi('GET', '/api/admin/orders/day', { body: { date: londonToday(), active: [], completed: [] } });
    await renderApp({ path: '/admin/orders' });
    await screen.findByText(/^No orders found for/);
    await waitFor(() => expect(adminRequests()).toContain('/api/admin/orders/attention'));
    const before = adminRequests().length;

    answerApi('GET', '/api/admin/orders/day', { body: { date: londonToday(), active: [order('pending')], completed: [] } });
    serverSays('orders.changed', { event: 'OrderPlaced', orderId: 'o1', orderNumber: 'WK-AAAAAA', status: 'pending', isPaid: false });

    expect(await screen.findByRole('table', { name: 'Active Orders' })).toHaveTextContent('WK-AAAAAA');
    expect(adminRequests().slice(before).sort()).toEqual(['/api/admin/badges', '/api/admin/orders/day']);
  });
});
