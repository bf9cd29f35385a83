import { jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { londonToday } from '../../../shared/orders/order-format';
import { AdminSocketContext } from '../../../shared/realtime/admin-socket';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { fakeAdminSocket } from '../../../test/fake-admin-socket';
import { renderApp } from '../../../test/render-app';
import type { OrdersChangedMessage } from '@walkden/contract/socket-events';
import { OrdersTab } from './OrdersTab';
import { FIRST_ROWS } from './TodaysOrders';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

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
    items: [{ id: 'i1', name: 'Classic Smash', size: 'Double', quantity: 2, unitPricePence: 949, totalPricePence: 1898, specialInstructions: 'No onions', choices: [] }],
    subtotalPence: 1898,
    deliveryFeePence: 0,
    driverTipPence: 0,
    taxPence: 0,
    totalPence: 1898,
    createdAt: '2031-01-14T12:01:00.000Z',
    attentionReason: null,
    ...overrides,
  };
}

const ADMINISTRATOR = { id: 'a1', email: 'sam.owner@example.com', fullName: null, isAdmin: true, role: 'administrator' as const, emailConfirmed: true };
const STAFF = { id: 's1', email: 'lee@example.com', fullName: 'Lee', isAdmin: false, role: 'staff' as const, emailConfirmed: true };

async function renderOrdersTab(live = fakeAdminSocket()) {
  const rendered = await renderApp({
    path: '/admin/orders',
    routes: [
      {
        path: '/admin/orders',
        element: (
          <AdminSocketContext.Provider value={live.socket}>
            <OrdersTab />
          </AdminSocketContext.Provider>
        ),
      },
    ],
  });
  return { ...rendered, live };
}

const dayRequests = () => sentRequests.filter((request) => request.method === 'GET' && request.path === '/api/admin/orders/day');

describe('the admin Orders tab', () => {
  beforeEach(() => {
    answerApi('GET', '/api/admin/orders/attention', { body: [] });
    answerApi('GET', '/api/auth/session', { body: { user: ADMINISTRATOR } });
  });

  it("shows Today's active orders with every column, and completed ones apart", async () => {
    answerApi('GET', '/api/admin/orders/day', {
      body: {
        date: '2031-01-14',
        active: [
          order({}),
          order({ id: 'o2', orderNumber: 'WK-BBBBBB', paymentMethod: 'online', isPaid: true, status: 'confirmed', deliveryType: 'delivery', deliveryAddress: '12 Bolton Road', totalPence: 2348 }),
        ],
        completed: [order({ id: 'o3', orderNumber: 'WK-CCCCCC', status: 'completed', isPaid: true })],
      },
    });
    await renderOrdersTab();

    const active = await screen.findByRole('table', { name: 'Active Orders' });
    expect(within(active).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Order #',
      'Placed At',
      'Customer',
      'Items',
      'Type',
      'Slot',
      'Status',
      'Payment',
      'Total',
    ]);
    const [first, second] = within(active).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('WK-AAAAAA');
    expect(first).toHaveTextContent('12:01');
    expect(first).toHaveTextContent('07700 900123');
    expect(first).toHaveTextContent('Collection');
    expect(first).toHaveTextContent('12:15');
    expect(first).toHaveTextContent('Unpaid');
    expect(first).toHaveTextContent('£18.98');
    // Mark Paid only for orders not paid online.
    expect(within(first).getByRole('switch', { name: 'Mark Paid' })).not.toBeChecked();
    expect(within(second).queryByRole('switch', { name: 'Mark Paid' })).toBeNull();
    expect(within(second).getByText('Delivery')).toBeInTheDocument();

    const completed = screen.getByRole('table', { name: 'Completed Orders' });
    // Under its own heading, at full strength: a faded row failed WCAG's contrast (axe, in the correct-order journey).
    expect(within(completed).getByText('WK-CCCCCC').closest('tr')).not.toHaveStyle({ opacity: '0.55' });
    expect(screen.getByText(/^Last refreshed at \d\d:\d\d:\d\d • Next refresh in \d+s$/)).toBeInTheDocument();
  });

  it("shows a busy day's first screenful of orders at once and the rest a step at a time, the completed ones after the active, every one in the end", async () => {
    const many = Array.from({ length: 70 }, (_, index) => order({ id: `o${index}`, orderNumber: `WK-${String(index).padStart(6, '0')}` }));
    const done = Array.from({ length: 3 }, (_, index) => order({ id: `c${index}`, orderNumber: `WK-DONE0${index}`, status: 'completed', isPaid: true }));
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: many, completed: done } });
    await renderOrdersTab();

    const table = await screen.findByRole('table', { name: 'Active Orders' });
    const rows = () => table.querySelectorAll('tr[data-order-number]');
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(FIRST_ROWS));
    // The first rows are the first orders: what is on screen is in the list's order.
    expect(rows()[0]).toHaveAttribute('data-order-number', 'WK-000000');
    expect(rows().length).toBeLessThan(many.length);
    // Below the fold, the completed orders wait for the last active row rather than doubling the first render.
    expect(screen.queryByRole('table', { name: 'Completed Orders' })).toBeNull();
    await waitFor(() => expect(rows()).toHaveLength(many.length));
    expect([...rows()].map((row) => row.getAttribute('data-order-number'))).toEqual(many.map((entry) => entry.orderNumber));
    const completed = await screen.findByRole('table', { name: 'Completed Orders' });
    await waitFor(() => expect([...completed.querySelectorAll('tr[data-order-number]')].map((row) => row.getAttribute('data-order-number'))).toEqual(['WK-DONE00', 'WK-DONE01', 'WK-DONE02']));
  });

  it('disables Completed until the order is paid, and changes the status only through the server', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [order({ status: 'ready' })], completed: [] } });
    answerApi('PATCH', '/api/admin/orders/o1/status', { body: order({ status: 'preparing' }) });
    await renderOrdersTab();

    const status = await screen.findByRole('combobox', { name: 'Status of order WK-AAAAAA' });
    expect(status).toHaveDisplayValue('Ready');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pending', 'Confirmed', 'Preparing', 'Ready', 'Completed']);
    expect(within(status).getByRole('option', { name: 'Completed' })).toBeDisabled();

    const before = dayRequests().length;
    await user.selectOptions(status, 'Preparing');
    await waitFor(() => expect(sentRequests.find((r) => r.method === 'PATCH')).toMatchObject({ path: '/api/admin/orders/o1/status', body: { status: 'preparing' } }));
    // The row takes the server's answer, without fetching the day again.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of order WK-AAAAAA' })).toHaveDisplayValue('Preparing'));
    expect(dayRequests().length).toBe(before);
  });

  it('marks a pay-on-collection order paid', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [order({})], completed: [] } });
    answerApi('PATCH', '/api/admin/orders/o1/paid', { body: order({ isPaid: true }) });
    const { store } = await renderOrdersTab();

    await user.click(await screen.findByRole('switch', { name: 'Mark Paid' }));
    await waitFor(() => expect(sentRequests.find((r) => r.method === 'PATCH')).toMatchObject({ path: '/api/admin/orders/o1/paid', body: { isPaid: true } }));
    await waitFor(() =>
      expect(store.getState().notifications.queue).toEqual([expect.objectContaining({ title: 'Payment Status Updated', message: 'Order marked as paid.' })]),
    );
  });

  describe('orders placed ahead (issue 28)', () => {
    const today = londonToday();
    const daysAfterToday = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

    it("says how many orders later days have, and a day picked there lists that day's orders; Back to today returns", async () => {
      const user = userEvent.setup({ delay: null });
      const later = [
        { date: daysAfterToday(1), count: 3 },
        { date: daysAfterToday(4), count: 1 },
      ];
      answerApi('GET', '/api/admin/orders/day', { body: { date: today, active: [order({ orderNumber: 'WK-TODAY1' })], completed: [], later } });
      await renderOrdersTab();
      await screen.findByText('WK-TODAY1');
      const laterDays = screen.getByRole('navigation', { name: 'Orders for later days' });
      expect(within(laterDays).getAllByRole('button').map((button) => button.textContent)).toEqual(['Tomorrow: 3 orders', expect.stringMatching(/^\w{3} \d{1,2} \w{3}: 1 order$/)]);
      expect(screen.queryByRole('button', { name: 'Back to today' })).not.toBeInTheDocument();

      answerApi('GET', '/api/admin/orders/day', {
        body: { date: daysAfterToday(1), active: [order({ id: 'o7', orderNumber: 'WK-TMRW01', orderDate: daysAfterToday(1) })], completed: [], later: [later[1]] },
      });
      await user.click(within(laterDays).getByRole('button', { name: 'Tomorrow: 3 orders' }));
      expect(await screen.findByText('WK-TMRW01')).toBeInTheDocument();
      expect(screen.queryByText('WK-TODAY1')).not.toBeInTheDocument();
      expect(dayRequests().at(-1)?.search).toBe(`?date=${daysAfterToday(1)}`);
      expect(screen.getByLabelText('Date')).toHaveValue(daysAfterToday(1));
      // Tomorrow's own list counts the days after it.
      expect(within(screen.getByRole('navigation', { name: 'Orders for later days' })).getAllByRole('button')).toHaveLength(1);

      answerApi('GET', '/api/admin/orders/day', { body: { date: today, active: [order({ orderNumber: 'WK-TODAY1' })], completed: [], later } });
      await user.click(screen.getByRole('button', { name: 'Back to today' }));
      expect(await screen.findByText('WK-TODAY1')).toBeInTheDocument();
      expect(screen.getByLabelText('Date')).toHaveValue(today);
    });

    it('says nothing of later days when none has open orders', async () => {
      answerApi('GET', '/api/admin/orders/day', { body: { date: today, active: [order({ orderNumber: 'WK-TODAY1' })], completed: [], later: [] } });
      await renderOrdersTab();
      await screen.findByText('WK-TODAY1');
      expect(screen.queryByRole('navigation', { name: 'Orders for later days' })).not.toBeInTheDocument();
    });

    it("counts a new order for a later day when the socket says it was placed", async () => {
      answerApi('GET', '/api/admin/orders/day', { body: { date: today, active: [], completed: [], later: [] } });
      const { live } = await renderOrdersTab();
      await screen.findByText(/^No orders found for/);
      answerApi('GET', '/api/admin/orders/day', { body: { date: today, active: [], completed: [], later: [{ date: daysAfterToday(1), count: 1 }] } });
      act(() => live.send('orders.changed', { event: 'OrderPlaced', orderId: 'o9', orderNumber: 'WK-AHEAD', status: 'pending', isPaid: false }));
      expect(await screen.findByRole('button', { name: 'Tomorrow: 1 order' })).toBeInTheDocument();
    });

    it("fetches the later day staff are looking at when the socket says an order was placed, not only today's", async () => {
      const user = userEvent.setup({ delay: null });
      answerApi('GET', '/api/admin/orders/day', { body: { date: today, active: [], completed: [], later: [{ date: daysAfterToday(1), count: 1 }] } });
      const { live } = await renderOrdersTab();
      const tomorrow = await screen.findByRole('button', { name: 'Tomorrow: 1 order' });
      answerApi('GET', '/api/admin/orders/day', { body: { date: daysAfterToday(1), active: [order({ id: 'o7', orderNumber: 'WK-TMRW01', orderDate: daysAfterToday(1) })], completed: [], later: [] } });
      await user.click(tomorrow);
      await screen.findByText('WK-TMRW01');

      answerApi('GET', '/api/admin/orders/day', {
        body: {
          date: daysAfterToday(1),
          active: [order({ id: 'o7', orderNumber: 'WK-TMRW01', orderDate: daysAfterToday(1) }), order({ id: 'o8', orderNumber: 'WK-TMRW02', orderDate: daysAfterToday(1) })],
          completed: [],
          later: [],
        },
      });
      act(() => live.send('orders.changed', { event: 'OrderPlaced', orderId: 'o8', orderNumber: 'WK-TMRW02', status: 'pending', isPaid: false }));
      expect(await screen.findByText('WK-TMRW02')).toBeInTheDocument();
    });
  });

  it('says when a day has no orders', async () => {
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [], completed: [] } });
    await renderOrdersTab();
    expect(await screen.findByText(/^No orders found for \w+day, \d+ \w+ \d{4}$/)).toBeInTheDocument();
  });

  it('fetches today\'s list when the socket says an order was placed, and announces it', async () => {
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [], completed: [] } });
    const { live, store } = await renderOrdersTab();
    await screen.findByText(/^No orders found for/);
    const before = dayRequests().length;

    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [order({ orderNumber: 'WK-NEW001' })], completed: [] } });
    const message: OrdersChangedMessage = { event: 'OrderPlaced', orderId: 'o1', orderNumber: 'WK-NEW001', status: 'pending', isPaid: false };
    act(() => live.send('orders.changed', message));

    expect(await screen.findByText('WK-NEW001')).toBeInTheDocument();
    expect(dayRequests().length).toBeGreaterThan(before);
    expect(store.getState().notifications.queue).toEqual([expect.objectContaining({ title: 'New order', message: 'Order WK-NEW001 has just been placed.' })]);
  });

  it('says it is connecting, then reconnecting while the socket is down, and refetches when it is back', async () => {
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [], completed: [] } });
    const live = fakeAdminSocket({ connected: false });
    await renderOrdersTab(live);
    const notice = await screen.findByText('Connecting live updates…');
    // Below the views' tabs: its leaving when the socket connects must not move a tab under a finger.
    expect(screen.getByRole('tablist', { name: 'Orders views' }).compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const setConnected = (connected: boolean) => act(() => (connected ? live.connect() : live.drop()));
    setConnected(true);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    setConnected(false);
    expect(await screen.findByText('Live updates are reconnecting… The orders still refresh every 30 seconds.')).toBeInTheDocument();
    const before = dayRequests().length;
    setConnected(true);
    await waitFor(() => expect(screen.queryByText(/Live updates are reconnecting/)).toBeNull());
    await waitFor(() => expect(dayRequests().length).toBeGreaterThan(before));
  });

  it('lists orders needing attention until dismissed', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [], completed: [] } });
    answerApi('GET', '/api/admin/orders/attention', { body: [order({ status: 'abandoned', attentionReason: 'Payment arrived after the order was abandoned.' })] });
    answerApi('POST', '/api/admin/orders/o1/dismiss-attention', { status: 204 });
    await renderOrdersTab();

    expect(await screen.findByText('Needs attention: order WK-AAAAAA')).toBeInTheDocument();
    // It arrives after the first paint: below the views' tabs, so they stay where they were.
    expect(screen.getByRole('tablist', { name: 'Orders views' }).compareDocumentPosition(screen.getByRole('region', { name: 'Needs attention' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    answerApi('GET', '/api/admin/orders/attention', { body: [] });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Needs attention: order WK-AAAAAA')).toBeNull());
  });

  it('offers staff Print again on a kitchen ticket that could not be printed, and sends it to the printer (issue 26)', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [], completed: [] } });
    answerApi('GET', '/api/admin/orders/attention', {
      body: [
        order({ attentionReason: 'The kitchen ticket could not be printed (connect ECONNREFUSED 192.168.1.50:9100).', printFailed: true }),
        order({ id: 'o2', orderNumber: 'WK-BBBBBB', status: 'abandoned', attentionReason: 'Payment arrived after the order was abandoned.' }),
      ],
    });
    answerApi('POST', '/api/admin/orders/o1/print', { status: 202 });
    await renderOrdersTab();

    expect(await screen.findByText('Needs attention: order WK-AAAAAA')).toBeInTheDocument();
    // Only the order whose ticket failed has it.
    expect(screen.getAllByRole('button', { name: 'Print again' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Print again' }));
    await waitFor(() => expect(sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/admin/orders/o1/print')).toHaveLength(1));
  });

  it('shows staff the payment problems and the history without Dismiss or Delete, which are for administrators', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [], completed: [] } });
    answerApi('GET', '/api/admin/orders/attention', { body: [order({ status: 'abandoned', attentionReason: 'Payment arrived after the order was abandoned.' })] });
    answerApi('GET', '/api/admin/orders/history', { body: { orders: [order({ status: 'completed', isPaid: true })], total: 1, page: 1, pageSize: 25 } });
    await renderOrdersTab();

    expect(await screen.findByText('Needs attention: order WK-AAAAAA')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('button', { name: 'View order WK-AAAAAA' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete order WK-AAAAAA' })).toBeNull();
  });

  it('searches the history on the server, says how many it shows, and deletes with confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [], completed: [] } });
    answerApi('GET', '/api/admin/orders/history', {
      body: { orders: [order({ status: 'completed', isPaid: true }), order({ id: 'o2', orderNumber: 'WK-BBBBBB', customer: { name: '', email: 'x@y.z', phone: '1' } })], total: 2, page: 1, pageSize: 25 },
    });
    answerApi('DELETE', '/api/admin/orders/o1', { status: 204 });
    const { store } = await renderOrdersTab();

    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Showing 2 of 2 orders')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search orders by number, customer name, or email...')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();

    answerApi('GET', '/api/admin/orders/history', { body: { orders: [], total: 0, page: 1, pageSize: 25 } });
    await user.type(screen.getByRole('textbox', { name: 'Search orders' }), 'zz');
    expect(await screen.findByText('No orders found matching your search.')).toBeInTheDocument();
    const searched = sentRequests.filter((r) => r.path === '/api/admin/orders/history');
    expect(searched.length).toBeGreaterThan(1);

    await user.clear(screen.getByRole('textbox', { name: 'Search orders' }));
    answerApi('GET', '/api/admin/orders/history', { body: { orders: [order({ status: 'completed', isPaid: true })], total: 1, page: 1, pageSize: 25 } });
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    await user.click(await screen.findByRole('button', { name: 'Delete order WK-AAAAAA' }));
    expect(
      await screen.findByText('Are you sure you want to delete order WK-AAAAAA? This will also delete all associated order items.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentRequests.some((r) => r.method === 'DELETE' && r.path === '/api/admin/orders/o1')).toBe(true));
    await waitFor(() => expect(store.getState().notifications.queue).toEqual([expect.objectContaining({ title: 'Success', message: 'Order deleted successfully' })]));
  });

  it("opens an order's allergen labels for the bag from its detail, one label per line", async () => {
    const user = userEvent.setup({ delay: null });
    const shown = order({
      items: [{ id: 'i1', name: 'Classic Smash', size: 'Double', quantity: 2, unitPricePence: 949, totalPricePence: 1898, specialInstructions: 'No onions', allergens: ['milk'], choices: [] }],
      refunds: [],
      refundedPence: 0,
      refundablePence: 0,
      balanceDuePence: 0,
    });
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [shown], completed: [] } });
    answerApi('GET', '/api/admin/orders/o1', { body: shown });
    await renderOrdersTab();
    await user.click(await screen.findByRole('button', { name: 'View order WK-AAAAAA' }));
    const detail = await screen.findByRole('dialog', { name: 'Order WK-AAAAAA' });

    await user.click(within(detail).getByRole('button', { name: 'Allergen labels' }));
    const labels = await screen.findByRole('dialog', { name: 'Allergen labels' });
    expect(labels).toHaveAccessibleDescription('1 label');
    expect(within(labels).getByRole('listitem')).toHaveTextContent('WK-AAAAAA2 × Classic Smash (Double)» No onionsAllergens: Milk');
    await user.click(within(labels).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Allergen labels' })).toBeNull());
  });

  describe("a delivery's driver (issue 29)", () => {
    // What the detail reads besides the row's fields.
    const detailed = (overrides: Record<string, unknown>) => order({ refunds: [], refundedPence: 0, refundablePence: 0, balanceDuePence: 0, takenByStaff: false, paidWith: null, driver: null, ...overrides });
    const delivery = (overrides: Record<string, unknown> = {}) =>
      detailed({ id: 'o2', orderNumber: 'WK-BBBBBB', deliveryType: 'delivery', deliveryAddress: '12 Bolton Road', paymentMethod: 'online', isPaid: true, status: 'confirmed', driverTipPence: 200, driver: null, ...overrides });

    beforeEach(() => {
      answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
      answerApi('GET', '/api/admin/orders/drivers', { body: [{ userId: 's2', name: 'Ann Admin' }, { userId: 's1', name: 'Lee Driver' }] });
    });

    async function openDetail(user: ReturnType<typeof userEvent.setup>, row: Record<string, unknown>) {
      answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [detailed({}), row], completed: [] } });
      answerApi('GET', `/api/admin/orders/${String(row.id)}`, { body: row });
      const rendered = await renderOrdersTab();
      await user.click(await screen.findByRole('button', { name: `View order ${String(row.orderNumber)}` }));
      return { ...rendered, detail: await screen.findByRole('dialog', { name: `Order ${String(row.orderNumber)}` }) };
    }

    const driverRequests = () => sentRequests.filter((request) => request.method === 'PUT' && request.path === '/api/admin/orders/o2/driver').map((request) => request.body);

    it('is picked from the staff list with a tap, saved at once, and shown on the row and in the detail', async () => {
      const user = userEvent.setup({ delay: null });
      answerApi('PUT', '/api/admin/orders/o2/driver', { body: delivery({ driver: { userId: 's1', name: 'Lee Driver' } }) });
      const { detail, store } = await openDetail(user, delivery());
      const row = screen.getByRole('table', { name: 'Active Orders', hidden: true }).querySelector('tr[data-order-number="WK-BBBBBB"]')!;
      expect(row).toHaveTextContent('No driver yet');
      // A collection order's row says nothing of drivers.
      expect(screen.getByRole('table', { name: 'Active Orders', hidden: true }).querySelector('tr[data-order-number="WK-AAAAAA"]')).not.toHaveTextContent('driver');

      await user.click(within(detail).getByRole('combobox', { name: 'Driver' }));
      const listbox = await screen.findByRole('listbox');
      expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ann Admin', 'Lee Driver']);
      await user.click(within(listbox).getByRole('option', { name: 'Lee Driver' }));

      await waitFor(() => expect(driverRequests()).toEqual([{ userId: 's1' }]));
      await waitFor(() => expect(row).toHaveTextContent('Driver: Lee Driver'));
      expect(within(detail).getByRole('combobox', { name: 'Driver' })).toHaveValue('Lee Driver');
      expect(store.getState().notifications.queue).toEqual([expect.objectContaining({ title: 'Lee Driver is driving order WK-BBBBBB', severity: 'success' })]);

      // Emptying the field takes nobody off until Remove driver is pressed.
      answerApi('PUT', '/api/admin/orders/o2/driver', { body: delivery() });
      await user.clear(within(detail).getByRole('combobox', { name: 'Driver' }));
      expect(driverRequests()).toEqual([{ userId: 's1' }]);
      await user.click(within(detail).getByRole('button', { name: 'Remove driver' }));
      await waitFor(() => expect(driverRequests()).toEqual([{ userId: 's1' }, {}]));
      await waitFor(() => expect(row).toHaveTextContent('No driver yet'));
    });

    it('takes a typed name by the keyboard (Enter) or the Save button, a staff member typed as their account, and says why the server refused', async () => {
      const user = userEvent.setup({ delay: null });
      answerApi('PUT', '/api/admin/orders/o2/driver', { body: delivery({ driver: { userId: null, name: 'Jo Bloggs' } }) });
      const { detail, store } = await openDetail(user, delivery());
      const field = within(detail).getByRole('combobox', { name: 'Driver' });

      await user.click(field);
      await user.keyboard('  Jo   Bloggs{Enter}');
      await waitFor(() => expect(driverRequests()).toEqual([{ name: 'Jo Bloggs' }]));
      await waitFor(() => expect(within(detail).queryByRole('button', { name: 'Save driver' })).toBeNull());

      // Typed without Enter (a tablet's keyboard): the Save button saves it; a staff member's name is their account.
      answerApi('PUT', '/api/admin/orders/o2/driver', { body: delivery({ driver: { userId: 's2', name: 'Ann Admin' } }) });
      await user.clear(field);
      await user.type(field, 'ann admin');
      await user.keyboard('{Escape}');
      await user.click(within(detail).getByRole('button', { name: 'Save driver' }));
      await waitFor(() => expect(driverRequests()).toEqual([{ name: 'Jo Bloggs' }, { userId: 's2' }]));

      answerApi('PUT', '/api/admin/orders/o2/driver', { status: 409, body: { error: { code: 'DRIVER_NOT_FOR_ABANDONED', message: 'This order was abandoned: nobody delivers it.' } } });
      await user.clear(field);
      await user.type(field, 'Sam{Enter}');
      await waitFor(() =>
        expect(store.getState().notifications.queue).toContainEqual(expect.objectContaining({ title: 'The driver was not saved', message: 'This order was abandoned: nobody delivers it.', severity: 'error' })),
      );
      // The field goes back to the driver the order has.
      await waitFor(() => expect(field).toHaveValue('Ann Admin'));
    });

    it('is not offered on a collection order', async () => {
      const user = userEvent.setup({ delay: null });
      answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [detailed({})], completed: [] } });
      answerApi('GET', '/api/admin/orders/o1', { body: detailed({}) });
      await renderOrdersTab();
      await user.click(await screen.findByRole('button', { name: 'View order WK-AAAAAA' }));
      const detail = await screen.findByRole('dialog', { name: 'Order WK-AAAAAA' });
      expect(within(detail).queryByRole('combobox', { name: 'Driver' })).toBeNull();
    });
  });
});
