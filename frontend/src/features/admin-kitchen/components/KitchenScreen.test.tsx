import { jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '../../../shared/orders/admin-orders-api';
import { londonToday } from '../../../shared/orders/order-format';
import { AdminSocketContext } from '../../../shared/realtime/admin-socket';
import { adminOrder } from '../../../test/admin-order';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { fakeAdminSocket } from '../../../test/fake-admin-socket';
import { renderApp } from '../../../test/render-app';
import { FIRST_CARDS, KitchenScreen } from './KitchenScreen';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const TODAY = londonToday();
/** A London date `days` after today. */
const daysAfterToday = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Today's order to make (a collection of two Classic Smash, placed 12 minutes ago), then `overrides`. */
function order(overrides: Partial<AdminOrder>) {
  return adminOrder({
    orderDate: TODAY,
    slotTime: '23:59',
    items: [{ id: 'i1', menuItemId: 'm1', name: 'Classic Smash', size: 'Double', quantity: 2, unitPricePence: 949, totalPricePence: 1898, specialInstructions: '', allergens: [], choices: [] }],
    subtotalPence: 1898,
    totalPence: 1898,
    createdAt: new Date(Date.now() - 12 * 60_000).toISOString(),
    ...overrides,
  });
}

const STAFF = { id: 's1', email: 'lee@example.com', fullName: 'Lee', isAdmin: false, role: 'staff' as const, emailConfirmed: true };

async function renderKitchen(live = fakeAdminSocket()) {
  const rendered = await renderApp({
    path: '/admin/kitchen',
    routes: [
      {
        path: '/admin/kitchen',
        element: (
          <AdminSocketContext.Provider value={live.socket}>
            <KitchenScreen />
          </AdminSocketContext.Provider>
        ),
      },
    ],
  });
  return { ...rendered, live };
}

const cardsShown = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
/** The cards' orders, late or not (whether a slot of the day has passed depends on when the test runs). */
const ordersShown = () => cardsShown().map((label) => label?.replace(/, late$/, ''));
const posts = (suffix: string) => sentRequests.filter((request) => request.method === 'POST' && request.path.endsWith(suffix));

describe('the kitchen screen', () => {
  beforeEach(() => {
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
  });

  it('shows today’s orders to make in slot order, the late one marked, instructions and allergens as warnings', async () => {
    answerApi('GET', '/api/admin/orders/day', {
      body: {
        date: TODAY,
        active: [
          order({ id: 'o2', orderNumber: 'WK-LATER', slotTime: '23:59' }),
          order({
            id: 'o1',
            orderNumber: 'WK-LATE',
            slotTime: '00:00',
            status: 'preparing',
            specialInstructions: 'Ring the bell',
            items: [{ id: 'i1', menuItemId: null, name: 'Margherita', size: '12"', quantity: 1, unitPricePence: 999, totalPricePence: 999, specialInstructions: 'Well done', allergens: ['gluten', 'milk'], choices: [] }],
          }),
          order({ id: 'o3', orderNumber: 'WK-ATSTRIPE', status: 'pending', paymentMethod: 'online' }),
        ],
        completed: [order({ id: 'o4', orderNumber: 'WK-DONE', status: 'completed', isPaid: true })],
      },
    });
    await renderKitchen();

    await waitFor(() => expect(cardsShown()).toEqual(['Order WK-LATE, late', 'Order WK-LATER']));
    const late = screen.getByRole('article', { name: 'Order WK-LATE, late' });
    expect(within(late).getByText('Late')).toBeInTheDocument();
    expect(within(late).getByText(/min late/)).toBeInTheDocument();
    expect(within(late).getByText('1 × Margherita (12")')).toBeInTheDocument();
    expect(within(late).getByText('Allergens: Cereals containing gluten, Milk')).toBeInTheDocument();
    expect(within(late).getByText('Instructions: Well done')).toBeInTheDocument();
    expect(within(late).getByText('Order note: Ring the bell')).toBeInTheDocument();
    expect(within(late).getByRole('button', { name: 'Mark ready WK-LATE' })).toBeInTheDocument();
    const later = screen.getByRole('article', { name: 'Order WK-LATER' });
    expect(within(later).queryByText('Late')).not.toBeInTheDocument();
    expect(within(later).getByText(/placed 12 min ago/)).toBeInTheDocument();
    expect(within(later).getByText('Collection')).toBeInTheDocument();
    expect(screen.getByText('2 to make')).toBeInTheDocument();
  });

  it("shows a busy night's first cards at once and the rest a step at a time, in slot order, every one in the end", async () => {
    const slot = (index: number) => `${String(12 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`;
    const many = Array.from({ length: 40 }, (_, index) => order({ id: `o${index}`, orderNumber: `WK-${String(index).padStart(6, '0')}`, slotTime: slot(index) }));
    answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [...many].reverse(), completed: [] } });
    await renderKitchen();

    await waitFor(() => expect(cardsShown().length).toBeGreaterThanOrEqual(FIRST_CARDS));
    // The first cards drawn are the first to make; the count in the header is the whole night's.
    expect(cardsShown().length).toBeLessThan(many.length);
    expect(ordersShown()[0]).toBe('Order WK-000000');
    expect(screen.getByText('40 to make')).toBeInTheDocument();
    await waitFor(() => expect(cardsShown()).toHaveLength(many.length));
    expect(ordersShown()).toEqual(many.map((entry) => `Order ${entry.orderNumber}`));
  });

  it('moves an order one step per tap with the status it showed, offers Undo, and puts it back on Undo', async () => {
    answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [order({ status: 'confirmed' })], completed: [] } });
    answerApi('POST', '/api/admin/orders/o1/advance', { body: order({ status: 'preparing' }) });
    answerApi('POST', '/api/admin/orders/o1/undo-advance', { body: order({ status: 'confirmed' }) });
    const user = userEvent.setup();
    await renderKitchen();

    await user.click(await screen.findByRole('button', { name: 'Start preparing WK-AAAAAA' }));
    expect(posts('/advance').map((request) => request.body)).toEqual([{ from: 'confirmed' }]);
    await screen.findByRole('button', { name: 'Mark ready WK-AAAAAA' });
    expect(screen.getByText('Order WK-AAAAAA is now preparing.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByRole('button', { name: 'Start preparing WK-AAAAAA' });
    expect(posts('/undo-advance')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it("marks a line's item sold out today in one tap, and offers nothing for a line whose item was deleted", async () => {
    answerApi('GET', '/api/admin/orders/day', {
      body: {
        date: TODAY,
        active: [
          order({
            items: [
              { id: 'i1', menuItemId: 'm1', name: 'Classic Smash', size: 'Double', quantity: 2, unitPricePence: 949, totalPricePence: 1898, specialInstructions: '', allergens: [], choices: [] },
              { id: 'i2', menuItemId: null, name: 'Old Special', size: null, quantity: 1, unitPricePence: 500, totalPricePence: 500, specialInstructions: '', allergens: [], choices: [] },
            ],
          }),
        ],
        completed: [],
      },
    });
    answerApi('PUT', '/api/admin/menu/items/m1/sold-out', { body: { id: 'm1', soldOut: true, soldOutUntil: new Date(Date.now() + 86_400_000).toISOString() } });
    const user = userEvent.setup();
    const { store } = await renderKitchen();

    await user.click(await screen.findByRole('button', { name: 'Mark Classic Smash sold out' }));
    await waitFor(() => expect(sentRequests.filter((request) => request.method === 'PUT').map((request) => [request.path, request.body])).toEqual([['/api/admin/menu/items/m1/sold-out', { soldOut: true }]]));
    await waitFor(() => expect(store.getState().notifications.queue.map((toast) => toast.title)).toContain('Classic Smash is sold out'));
    expect(screen.queryByRole('button', { name: 'Mark Old Special sold out' })).not.toBeInTheDocument();
  });

  it('takes the Undo away after 5 seconds', async () => {
    answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [order({ status: 'confirmed' })], completed: [] } });
    answerApi('POST', '/api/admin/orders/o1/advance', { body: order({ status: 'preparing' }) });
    const user = userEvent.setup();
    await renderKitchen();
    await user.click(await screen.findByRole('button', { name: 'Start preparing WK-AAAAAA' }));
    await screen.findByRole('button', { name: 'Undo' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 4000)));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument(), { timeout: 2500 });
  });

  it('takes a completed order off the screen, and one completed elsewhere when the socket says so', async () => {
    answerApi('GET', '/api/admin/orders/day', {
      body: { date: TODAY, active: [order({ status: 'ready', isPaid: true }), order({ id: 'o2', orderNumber: 'WK-OTHER', status: 'ready', isPaid: true })], completed: [] },
    });
    answerApi('POST', '/api/admin/orders/o1/advance', { body: order({ status: 'completed', isPaid: true }) });
    const user = userEvent.setup();
    const { live } = await renderKitchen();

    await user.click(await screen.findByRole('button', { name: 'Complete WK-AAAAAA' }));
    await waitFor(() => expect(cardsShown()).toEqual(['Order WK-OTHER']));
    act(() => live.send('orders.changed', { event: 'OrderStatusChanged', orderId: 'o2', orderNumber: 'WK-OTHER', status: 'completed', isPaid: true }));
    await waitFor(() => expect(cardsShown()).toEqual([]));
    expect(screen.getByText('No orders to make.')).toBeInTheDocument();
  });

  it('says when a tap was refused because the screen was behind, and fetches the day again', async () => {
    answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [order({ status: 'confirmed' })], completed: [] } });
    answerApi('POST', '/api/admin/orders/o1/advance', {
      status: 409,
      body: { error: { code: 'STALE_ORDER_STATUS', message: 'This order is already preparing, not confirmed: nothing was changed. The screen now shows it as it is.' } },
    });
    const user = userEvent.setup();
    const { store } = await renderKitchen();
    const before = sentRequests.filter((request) => request.path === '/api/admin/orders/day').length;
    await user.click(await screen.findByRole('button', { name: 'Start preparing WK-AAAAAA' }));
    await waitFor(() => expect(store.getState().notifications.queue.map((toast) => toast.title)).toContain('Order WK-AAAAAA was not moved to Preparing'));
    expect(store.getState().notifications.queue.at(-1)?.message).toBe('This order is already preparing, not confirmed: nothing was changed. The screen now shows it as it is.');
    await waitFor(() => expect(sentRequests.filter((request) => request.path === '/api/admin/orders/day').length).toBeGreaterThan(before));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('shows what a change left to collect on the card: Complete is refused, saying to press Collected, which records it', async () => {
    const owing = order({ status: 'ready', paymentMethod: 'online', isPaid: true, totalPence: 2198, balanceDuePence: 300 });
    answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [owing], completed: [] } });
    answerApi('POST', '/api/admin/orders/o1/advance', {
      status: 409,
      body: { error: { code: 'INVALID_STATUS_CHANGE', message: 'Collect what is left to pay on this order before marking it completed.' } },
    });
    const user = userEvent.setup();
    const { store } = await renderKitchen();
    const card = await screen.findByRole('article', { name: 'Order WK-AAAAAA' });
    expect(within(card).getByRole('group', { name: '£3.00 to collect' })).toHaveTextContent('£3.00 TO COLLECT');

    await user.click(within(card).getByRole('button', { name: 'Complete WK-AAAAAA' }));
    await waitFor(() => expect(store.getState().notifications.queue.map((toast) => toast.title)).toContain('Order WK-AAAAAA was not moved to Completed'));
    expect(store.getState().notifications.queue.at(-1)?.message).toBe('Collect what is left to pay on this order before marking it completed. Press Collected £3.00 on the card once it is paid.');

    answerApi('POST', '/api/admin/orders/o1/collect-balance', { body: { ...owing, balanceDuePence: 0 } });
    await user.click(within(card).getByRole('button', { name: 'Collected £3.00 on WK-AAAAAA' }));
    await waitFor(() => expect(within(card).queryByRole('group', { name: '£3.00 to collect' })).not.toBeInTheDocument());
    expect(sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/admin/orders/o1/collect-balance')).toHaveLength(1);
    expect(store.getState().notifications.queue.at(-1)).toEqual(expect.objectContaining({ title: 'Collected £3.00', severity: 'success' }));
    expect(within(card).getByRole('button', { name: 'Complete WK-AAAAAA' })).toBeEnabled();
  });

  it('shows when it is not live, and fetches the day again when the socket is back', async () => {
    answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [order({})], completed: [] } });
    const { live } = await renderKitchen();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    act(() => live.drop());
    expect(await screen.findByText('Not live: reconnecting…')).toBeInTheDocument();
    const before = sentRequests.filter((request) => request.path === '/api/admin/orders/day').length;
    act(() => live.connect());
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await waitFor(() => expect(sentRequests.filter((request) => request.path === '/api/admin/orders/day').length).toBeGreaterThan(before));
  });

  describe('orders placed ahead (issue 28)', () => {
    const dayRequests = () => sentRequests.filter((request) => request.path === '/api/admin/orders/day');

    it("says in its header how many orders tomorrow and later days have, and asks for today's orders only", async () => {
      answerApi('GET', '/api/admin/orders/day', {
        body: { date: TODAY, active: [order({})], completed: [], later: [{ date: daysAfterToday(1), count: 3 }, { date: daysAfterToday(3), count: 1 }] },
      });
      await renderKitchen();
      expect(await screen.findByText(/^Tomorrow: 3 orders · \w{3} \d{1,2} \w{3}: 1 order$/)).toBeInTheDocument();
      expect(screen.getByText('1 to make')).toBeInTheDocument();
      expect(dayRequests().map((request) => request.search)).toEqual(expect.arrayContaining([`?date=${TODAY}`]));
      expect(dayRequests().every((request) => request.search === `?date=${TODAY}`)).toBe(true);
    });

    it('says nothing of later days when none has orders', async () => {
      answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [order({})], completed: [], later: [] } });
      await renderKitchen();
      await screen.findByText('1 to make');
      expect(screen.queryByText(/Tomorrow/)).not.toBeInTheDocument();
    });

    it('counts a new order for tomorrow when the socket says it was placed', async () => {
      answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [], completed: [], later: [] } });
      const { live } = await renderKitchen();
      await screen.findByText('No orders to make.');
      answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [], completed: [], later: [{ date: daysAfterToday(1), count: 1 }] } });
      act(() => live.send('orders.changed', { event: 'OrderPlaced', orderId: 'o9', orderNumber: 'WK-AHEAD', status: 'pending', isPaid: false }));
      expect(await screen.findByText('Tomorrow: 1 order')).toBeInTheDocument();
    });

    it("counts again when a later day's order is abandoned or deleted, which no card here holds", async () => {
      answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [order({})], completed: [], later: [{ date: daysAfterToday(1), count: 2 }] } });
      const { live } = await renderKitchen();
      await screen.findByText('Tomorrow: 2 orders');
      answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [order({})], completed: [], later: [{ date: daysAfterToday(1), count: 1 }] } });
      act(() => live.send('orders.changed', { event: 'OrderAbandoned', orderId: 'o9', orderNumber: 'WK-AHEAD', status: 'abandoned', isPaid: false }));
      expect(await screen.findByText('Tomorrow: 1 order')).toBeInTheDocument();
      answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [order({})], completed: [], later: [] } });
      act(() => live.send('orders.changed', { event: 'OrderDeleted', orderId: 'o8', orderNumber: 'WK-AHEAD2' }));
      await waitFor(() => expect(screen.queryByText(/Tomorrow/)).not.toBeInTheDocument());
      // A change to one of today's cards is patched from the message, without asking again.
      const before = dayRequests().length;
      act(() => live.send('orders.changed', { event: 'OrderStatusChanged', orderId: 'o1', orderNumber: 'WK-AAAAAA', status: 'preparing', isPaid: false }));
      await screen.findByRole('button', { name: 'Mark ready WK-AAAAAA' });
      expect(dayRequests()).toHaveLength(before);
    });
  });

  it("shows the next hour's load on each kitchen station, and fetches it again when an order changes (issue 28)", async () => {
    answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [], completed: [], later: [] } });
    const load = (ovenAtSix: number) => ({
      date: TODAY,
      stations: [
        { id: 'fryer', name: 'Fryer', unitsPerSlot: 12 },
        { id: 'oven', name: 'Pizza oven', unitsPerSlot: 8 },
      ],
      slots: ['18:00', '18:15', '18:30', '18:45'].map((time) => ({
        time,
        orders: 1,
        stations: [
          { stationId: 'fryer', units: time === '18:00' ? 9 : 0 },
          { stationId: 'oven', units: time === '18:00' ? ovenAtSix : 1 },
        ],
      })),
    });
    answerApi('GET', '/api/admin/kitchen/load', { body: load(6) });
    const { live } = await renderKitchen();
    const strip = await screen.findByRole('region', { name: 'Next hour by station' });
    expect(within(strip).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Next hour', '18:00', '18:15', '18:30', '18:45']);
    expect(within(strip).getByRole('cell', { name: 'Pizza oven at 18:00: 6 of 8 units' })).toHaveTextContent('6/8');
    expect(within(strip).getByRole('cell', { name: 'Fryer at 18:00: 9 of 12 units' })).toHaveTextContent('9/12');

    answerApi('GET', '/api/admin/kitchen/load', { body: load(8) });
    act(() => live.send('orders.changed', { event: 'OrderPlaced', orderId: 'o9', orderNumber: 'WK-PIZZA', status: 'pending', isPaid: false }));
    expect(await within(strip).findByRole('cell', { name: 'Pizza oven at 18:00: 8 of 8 units' })).toHaveTextContent('8/8');
  });

  it('shows no load strip when the kitchen has no stations', async () => {
    answerApi('GET', '/api/admin/orders/day', { body: { date: TODAY, active: [], completed: [], later: [] } });
    answerApi('GET', '/api/admin/kitchen/load', { body: { date: TODAY, stations: [], slots: [] } });
    await renderKitchen();
    await screen.findByText('No orders to make.');
    await waitFor(() => expect(sentRequests.some((request) => request.path === '/api/admin/kitchen/load')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Next hour by station' })).not.toBeInTheDocument();
  });
});
