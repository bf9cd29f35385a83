import { jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderTrackedMessage } from '@walkden/contract/socket-events';
import { answerApi, sentRequests } from '../../../test/fake-api';

// The /order sockets are replaced by ones the test drives: each remembers the order it asked to follow.
type Handler = (payload?: unknown) => void;
interface FakeSocket {
  url: string;
  auth: unknown;
  handlers: Map<string, Handler[]>;
}
const sockets: FakeSocket[] = [];
jest.unstable_mockModule('socket.io-client', () => ({
  io: (url: string, options: { auth?: unknown } = {}) => {
    const socket: FakeSocket = { url, auth: options.auth, handlers: new Map() };
    sockets.push(socket);
    return {
      connected: false,
      on: (event: string, handler: Handler) => socket.handlers.set(event, [...(socket.handlers.get(event) ?? []), handler]),
      off: () => undefined,
      disconnect: () => undefined,
    };
  },
}));
const orderSockets = () => sockets.filter((socket) => socket.url.endsWith('/order'));
const serverTells = (socket: FakeSocket, message: OrderTrackedMessage) => (socket.handlers.get('order.status') ?? []).forEach((handler) => handler(message));
const { renderApp } = await import('../../../test/render-app');

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const sam = { id: 'u1', email: 'sam@example.com', fullName: 'Sam Taylor', isAdmin: false, role: 'customer', emailConfirmed: true };

function order(overrides: Record<string, unknown>) {
  return {
    id: 'o1',
    orderNumber: 'WK-AAAAAA',
    orderDate: '2031-01-14',
    slotTime: '12:15',
    deliveryType: 'collection',
    deliveryAddress: null,
    customer: { name: 'Sam Taylor', email: 'sam@example.com', phone: '07700 900123' },
    specialInstructions: '',
    status: 'pending',
    paymentMethod: 'collection',
    isPaid: false,
    paidAt: null,
    items: [
      {
        id: 'i1',
        menuItemId: 'm1',
        name: 'Classic Smash',
        size: 'Double',
        quantity: 2,
        unitPricePence: 949,
        totalPricePence: 1898,
        specialInstructions: 'No onions',
        choices: [
          { group: 'Choose your sauce', name: 'BBQ', pricePence: 0 },
          { group: 'Extras', name: 'Bacon', pricePence: 100 },
        ],
      },
    ],
    subtotalPence: 1898,
    deliveryFeePence: 0,
    driverTipPence: 0,
    taxPence: 0,
    totalPence: 1898,
    createdAt: '2031-01-14T12:01:00.000Z',
    ...overrides,
  };
}

const cartLine = (overrides: Record<string, unknown>) => ({
  id: 'c1',
  menuItemId: 'm1',
  itemName: 'Classic Smash',
  optionId: 'opt-double',
  optionName: 'Double',
  size: 'Double',
  quantity: 2,
  unitPricePence: 1049,
  lineTotalPence: 2098,
  specialInstructions: 'No onions',
  allergens: [],
  available: true,
  unavailableReason: null,
  ...overrides,
});

describe('OrderHistoryPage', () => {
  beforeEach(() => {
    sockets.length = 0;
  });

  it('sends a guest to sign in', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: null } });
    const { router } = await renderApp({ path: '/order-history' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('lists the orders newest first, each expandable to its items, with coloured statuses', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/auth/session', { body: { user: sam } });
    answerApi('GET', '/api/orders', {
      body: [
        order({
          id: 'o3',
          orderNumber: 'WK-CCCCCC',
          status: 'confirmed',
          isPaid: true,
          paymentMethod: 'online',
          deliveryType: 'delivery',
          deliveryAddress: '12 Bolton Road, M28 3BX',
          deliveryFeePence: 250,
          driverTipPence: 200,
          totalPence: 2348,
          createdAt: '2031-01-14T17:45:00.000Z',
        }),
        order({ id: 'o2', orderNumber: 'WK-BBBBBB', status: 'abandoned', createdAt: '2031-01-13T12:00:00.000Z' }),
        order({ id: 'o1', orderNumber: 'WK-AAAAAA', status: 'completed', createdAt: '2031-01-12T12:00:00.000Z' }),
      ],
    });
    await renderApp({ path: '/order-history' });

    const summaries = await screen.findAllByRole('button', { name: /^Order #/ });
    expect(summaries.map((summary) => within(summary).getByText(/^Order #/).textContent)).toEqual([
      'Order #WK-CCCCCC',
      'Order #WK-BBBBBB',
      'Order #WK-AAAAAA',
    ]);
    const chip = (summary: HTMLElement, label: string) => within(summary).getByText(label).closest('.MuiChip-root');
    expect(chip(summaries[0], 'Confirmed')).toHaveClass('MuiChip-colorSuccess');
    expect(chip(summaries[1], 'Abandoned')).toHaveClass('MuiChip-colorError');
    expect(chip(summaries[2], 'Completed')).toHaveClass('MuiChip-colorInfo');
    expect(within(summaries[0]).getByText('£23.48')).toBeInTheDocument();

    await user.click(summaries[0]);
    const details = await screen.findByRole('region', { name: /Order #WK-CCCCCC/ });
    expect(within(details).getByText('Note: No onions')).toBeInTheDocument();
    expect(within(details).getByText('BBQ, Bacon')).toBeInTheDocument();
    expect(within(details).getByText('Driver tip')).toBeInTheDocument();
    expect(within(details).getByText('Payment: Paid · Online')).toBeInTheDocument();
  });

  it('says the day of an order placed for a later day (issue 28)', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: sam } });
    answerApi('GET', '/api/orders', {
      body: [
        order({ id: 'o2', orderNumber: 'WK-BBBBBB', orderDate: '2031-01-19', createdAt: '2031-01-14T12:01:00.000Z' }),
        order({ id: 'o1', orderNumber: 'WK-AAAAAA', status: 'completed' }),
      ],
    });
    await renderApp({ path: '/order-history' });

    const [ahead, sameDay] = await screen.findAllByRole('button', { name: /^Order #/ });
    expect(within(ahead).getByText(/ · Collection on Sun 19 Jan at 12:15$/)).toBeInTheDocument();
    expect(within(sameDay).getByText(/ · Collection at 12:15$/)).toBeInTheDocument();
  });

  it('shows the empty state with a way to the menu', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: sam } });
    answerApi('GET', '/api/orders', { body: [] });
    await renderApp({ path: '/order-history' });

    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Menu' })).toHaveAttribute('href', '/menu');
  });

  it('lists the customer’s table bookings under "Your bookings"', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: sam } });
    answerApi('GET', '/api/orders', { body: [] });
    answerApi('GET', '/api/bookings/mine', {
      body: [
        { id: 'b2', name: 'Sam Taylor', date: '2031-01-25', time: '19:00', partySize: 4, specialRequests: 'High chair', status: 'confirmed', createdAt: '2031-01-14T09:00:00.000Z' },
        { id: 'b1', name: 'Sam Taylor', date: '2031-01-18', time: '12:30', partySize: 2, specialRequests: '', status: 'cancelled', createdAt: '2031-01-13T09:00:00.000Z' },
      ],
    });
    await renderApp({ path: '/order-history' });

    const list = await screen.findByRole('list', { name: 'Your bookings' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sat, 25 Jan 2031 at 19:00Table for 4 · High chairConfirmed',
      'Sat, 18 Jan 2031 at 12:30Table for 2Cancelled',
    ]);
  });

  it("shows 'Failed to load order history' when the orders cannot be loaded", async () => {
    answerApi('GET', '/api/auth/session', { body: { user: sam } });
    answerApi('GET', '/api/orders', { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    await renderApp({ path: '/order-history' });

    // The toast, and the page's own message with a way to try again.
    expect(await screen.findByText('Failed to load order history', { selector: '.MuiAlertTitle-root' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("puts a past order in the cart at today's prices, says what is no longer available, and leads to the cart", async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/auth/session', { body: { user: sam } });
    answerApi('GET', '/api/orders', {
      body: [
        order({
          status: 'completed',
          items: [
            { id: 'i1', menuItemId: 'm1', name: 'Classic Smash', size: 'Double', quantity: 2, unitPricePence: 949, totalPricePence: 1898, specialInstructions: 'No onions' },
            { id: 'i2', menuItemId: 'm2', name: 'Halloumi Fries', size: 'Regular', quantity: 1, unitPricePence: 450, totalPricePence: 450, specialInstructions: '' },
          ],
        }),
      ],
    });
    const cart = { lines: [cartLine({})], totalPence: 2098, count: 2, hasUnavailable: false };
    answerApi('POST', '/api/orders/o1/reorder', {
      body: { cart, added: [{ itemName: 'Classic Smash', size: 'Double', quantity: 2 }], unavailable: [{ itemName: 'Halloumi Fries', size: 'Regular', reason: 'Sold out today' }] },
    });
    await renderApp({ path: '/order-history' });

    await user.click(await screen.findByRole('button', { name: 'Order again WK-AAAAAA' }));

    // Said on the page (a polite live region), not in a toast.
    const outcome = (await screen.findByText("Added to your cart at today's prices")).closest('[role="status"]');
    expect(outcome).not.toBeNull();
    expect(within(screen.getByRole('list', { name: 'Added to your cart' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2 × Classic Smash (Double)']);
    expect(within(screen.getByRole('list', { name: 'No longer available' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Halloumi Fries (Regular): Sold out today']);
    expect(sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/orders/o1/reorder')).toHaveLength(1);
    // The cart's cache holds the answer's cart (GET /api/cart still answers empty): the header counts it, the panel lists it at today's price.
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View cart' }));
    const panel = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(await within(panel).findByText('£20.98', { selector: '[data-testid="cart-total"]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout', hidden: true })).toHaveAttribute('href', '/checkout');
  });

  it("shows an open order's status live from its socket, and opens none for a finished order", async () => {
    answerApi('GET', '/api/auth/session', { body: { user: sam } });
    answerApi('GET', '/api/orders', {
      body: [
        order({ id: 'o2', orderNumber: 'WK-BBBBBB', status: 'confirmed', orderDate: '2099-06-01' }),
        order({ id: 'o1', orderNumber: 'WK-AAAAAA', status: 'completed', orderDate: '2099-06-01' }),
        // Left open on a day long gone: nothing will move it.
        order({ id: 'o0', orderNumber: 'WK-ZZZZZZ', status: 'ready', orderDate: '2020-01-07' }),
      ],
    });
    await renderApp({ path: '/order-history' });

    const progress = await screen.findByTestId('order-progress');
    expect(within(progress).getByRole('status')).toHaveTextContent('Your order: Order received');
    await waitFor(() => expect(orderSockets()).toHaveLength(1));
    expect(orderSockets()[0].auth).toEqual({ orderId: 'o2' });
    await waitFor(() => expect(orderSockets()[0].handlers.get('order.status')).toHaveLength(1));

    act(() => serverTells(orderSockets()[0], { orderId: 'o2', status: 'ready', isPaid: false }));

    expect(within(progress).getByRole('status')).toHaveTextContent('Your order: Ready for collection');
    // The history's own copy of the order moves too: its status in the heading.
    expect(await within(screen.getByRole('button', { name: /^Order #WK-BBBBBB/ })).findByText('Ready')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-progress')).toHaveLength(1);
    expect(orderSockets()).toHaveLength(1);
  });
});
