import { jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminSocketContext } from '../../../shared/realtime/admin-socket';
import { paidOnlineOrder } from '../../../test/admin-order';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { fakeAdminSocket } from '../../../test/fake-admin-socket';
import { renderApp } from '../../../test/render-app';
import { menuItem, menuOption } from '../../../test/test-menu';
import { OrdersTab } from './OrdersTab';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const STAFF = { id: 's1', email: 'lee@example.com', fullName: 'Lee', isAdmin: false, role: 'staff' as const, emailConfirmed: true };
const SETTINGS = { maxDistance: 2, deliveryFee: 250, minimumOrderValue: 1500, timeSlotBuffer: 10, ordersPerTimeSlot: 3, defaultCapacity: 1, bookingCoversCapacity: 20, deliveries: true, collections: true };
const MENU = {
  categories: [
    {
      id: 'c-sides',
      name: 'sides',
      displayName: 'Sides',
      displayOrder: 1,
      items: [menuItem('m-wings', 'Chicken Wings', [menuOption('o-wings', '6 pieces', 799), menuOption('o-wings-10', '10 pieces', 1199)]), menuItem('m-fries', 'Fries', [menuOption('o-fries', 'Regular', 150)])],
    },
  ],
};
const SLOTS = {
  date: '2031-01-14',
  slots: [
    { time: '18:15', capacity: 3, booked: 2, left: 1, available: true },
    { time: '18:30', capacity: 3, booked: 3, left: 0, available: false },
    { time: '18:45', capacity: 3, booked: 0, left: 3, available: true },
  ],
  closedReason: null,
};

/** Paid online, not started (test/admin-order.ts), then `overrides`. */
const order = (overrides: Record<string, unknown> = {}) => ({ ...paidOnlineOrder(), ...overrides });

const corrections = () => sentRequests.filter((request) => request.method === 'PATCH' && request.path === '/api/admin/orders/o1');

/** Today's Orders holding the order; its detail opened from its row. */
async function openDetail(shown: ReturnType<typeof order>, user: ReturnType<typeof userEvent.setup>) {
  answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [shown], completed: [] } });
  answerApi('GET', '/api/admin/orders/o1', { body: shown });
  const live = fakeAdminSocket();
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
  await user.click(await screen.findByRole('button', { name: 'View order WK-AAAAAA' }));
  const detail = await screen.findByRole('dialog', { name: 'Order WK-AAAAAA' });
  await waitFor(() => expect(sentRequests.some((request) => request.method === 'GET' && request.path === '/api/admin/orders/o1')).toBe(true));
  return { ...rendered, detail, live };
}

async function openEditor(detail: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(detail).getByRole('button', { name: 'Change order' }));
  const editor = await screen.findByRole('dialog', { name: 'Change order WK-AAAAAA' });
  // The slots have come: the field lists them.
  await within(editor).findByRole('option', { name: '18:45 — 3 left' });
  return editor;
}

const slotField = (editor: HTMLElement) => within(editor).getByRole('combobox', { name: 'Time slot' });

describe('changing an order', () => {
  beforeEach(() => {
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    answerApi('GET', '/api/admin/orders/attention', { body: [] });
    answerApi('GET', '/api/settings', { body: SETTINGS });
    answerApi('GET', '/api/menu', { body: MENU });
    answerApi('GET', '/api/admin/orders/slots', { body: SLOTS });
  });

  it('is offered to staff only while the kitchen has not started the order, and an online one once it is paid', async () => {
    const user = userEvent.setup({ delay: null });
    const confirmed = await openDetail(order(), user);
    expect(within(confirmed.detail).getByRole('button', { name: 'Change order' })).toBeVisible();
    confirmed.unmount();

    const preparing = await openDetail(order({ status: 'preparing' }), user);
    expect(within(preparing.detail).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(within(preparing.detail).queryByRole('button', { name: 'Change order' })).toBeNull();
    preparing.unmount();

    const awaitingPayment = await openDetail(order({ status: 'pending', isPaid: false, paidAt: null, refundablePence: 0 }), user);
    expect(within(awaitingPayment.detail).queryByRole('button', { name: 'Change order' })).toBeNull();
    awaitingPayment.unmount();

    // Pay on collection, not paid yet: it can be changed.
    const payLater = await openDetail(order({ status: 'pending', paymentMethod: 'collection', isPaid: false, paidAt: null, refundablePence: 0 }), user);
    expect(within(payLater.detail).getByRole('button', { name: 'Change order' })).toBeVisible();
  });

  it('lowers a quantity, takes a line off and adds one from the menu; previews the refund; sends the lines kept and added, and shows the server’s order', async () => {
    const user = userEvent.setup({ delay: null });
    const { detail, store } = await openDetail(order(), user);
    const editor = await openEditor(detail, user);
    const lines = within(editor).getByRole('list', { name: 'Lines of the order' });
    expect(lines).toHaveTextContent('£9.49 each, as sold · £18.98');
    expect(within(editor).getByRole('status')).toHaveTextContent('The total stays the same: nothing to refund or collect.');

    await user.click(within(editor).getByRole('button', { name: 'One fewer Classic Smash (Double)' }));
    const fries = within(editor).getByRole('textbox', { name: 'Quantity of Fries' });
    await user.clear(fries);
    await user.type(fries, '0');
    expect(lines).toHaveTextContent('Taken off (was 3)');
    expect(within(editor).getByRole('button', { name: 'One fewer Fries' })).toBeDisabled();
    expect(within(editor).getByRole('status')).toHaveTextContent('£13.99 will be refunded to the card.');

    // Added from the menu, by the keyboard: the search has the focus; the option by its number.
    await user.click(within(editor).getByRole('button', { name: 'Add items' }));
    const search = await within(editor).findByRole('combobox', { name: 'Search the menu' });
    await waitFor(() => expect(search).toHaveFocus());
    await within(editor).findByRole('option', { name: /Chicken Wings/ });
    await user.keyboard('wings{Enter}');
    const options = await screen.findByRole('menu', { name: 'Options of Chicken Wings' });
    await waitFor(() => expect(within(options).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('1');
    await waitFor(() => expect(within(editor).getByRole('group', { name: 'Added items' })).toHaveTextContent('Chicken Wings (6 pieces)'));
    await user.click(within(editor).getByRole('button', { name: 'Done adding' }));
    await waitFor(() => expect(within(editor).getByRole('button', { name: 'Add items' })).toHaveFocus());

    // £9.49 kept as sold + £7.99 at the menu's price: £17.48, £6.00 back to the card.
    expect(within(editor).getByText('New total').nextSibling).toHaveTextContent('£17.48 (was £23.48)');
    expect(within(editor).getByRole('status')).toHaveTextContent('£6.00 will be refunded to the card.');

    const refund = { id: 'r1', amountPence: 600, method: 'stripe', status: 'succeeded', reason: 'The order was changed and costs less.', lines: [], stripeRefundId: 're_1', error: null, createdAt: '2031-01-14T12:30:00.000Z' };
    const answered = order({
      items: [
        { id: 'i1', menuItemId: 'm-smash', name: 'Classic Smash', size: 'Double', quantity: 1, unitPricePence: 949, totalPricePence: 949, specialInstructions: '', allergens: [], choices: [] },
        { id: 'i3', menuItemId: 'm-wings', name: 'Chicken Wings', size: '6 pieces', quantity: 1, unitPricePence: 799, totalPricePence: 799, specialInstructions: '', allergens: [], choices: [] },
      ],
      subtotalPence: 1748,
      totalPence: 1748,
      refunds: [refund],
      refundedPence: 600,
      refundablePence: 1748,
    });
    answerApi('PATCH', '/api/admin/orders/o1', { body: answered });
    // Held until the test lets it go: Save is busy meanwhile, and a second Enter sends nothing.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'PATCH') await held;
      return fakeFetch(request);
    };
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await user.type(within(editor).getByRole('textbox', { name: 'Quantity of Classic Smash (Double)' }), '{Enter}');
    release();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change order WK-AAAAAA' })).toBeNull());
    expect(corrections()).toHaveLength(1);
    expect(corrections()[0].body).toEqual({
      keep: [{ orderItemId: 'i1', quantity: 1 }],
      add: [{ menuItemId: 'm-wings', optionId: 'o-wings', quantity: 1 }],
      deliveryType: 'collection',
      slotTime: '18:15',
    });
    // The detail shows what the server answered: its lines, its total and the refund it made.
    expect(within(detail).getByRole('list', { name: 'Items' })).toHaveTextContent('1 × Chicken Wings (6 pieces)');
    expect(within(detail).getByText('Total').nextSibling).toHaveTextContent('£17.48');
    expect(within(detail).getByRole('region', { name: 'Refunds' })).toHaveTextContent('£6.00 to the card');
    // Of what the customer paid, not of the new total.
    expect(within(detail).getByRole('region', { name: 'Refunds' })).toHaveTextContent('Refunded £6.00 of £23.48');
    expect(within(detail).getByRole('button', { name: 'Change order' })).toHaveFocus();
    expect(store.getState().notifications.queue).toEqual([expect.objectContaining({ title: 'Order WK-AAAAAA changed', message: 'New total £17.48. £6.00 refunded to the card.', severity: 'success' })]);
  });

  it('asks before moving the order to a full slot, and sends it again with the override once staff say Move it anyway', async () => {
    const user = userEvent.setup({ delay: null });
    const { detail } = await openDetail(order(), user);
    const editor = await openEditor(detail, user);
    expect(slotField(editor)).toHaveDisplayValue('18:15 — its slot now');
    await user.selectOptions(slotField(editor), '18:30');
    expect(slotField(editor)).toHaveDisplayValue('18:30 — full (3/3)');
    expect(within(editor).getByText('This slot is full: you will be asked before it is overfilled.')).toBeInTheDocument();

    answerApi('PATCH', '/api/admin/orders/o1', {
      status: 409,
      body: { error: { code: 'SLOT_FULL', message: 'The 18:30 slot is full (3 of 3 orders). Take the order anyway?', details: { overridable: true, slotTime: '18:30', booked: 3, capacity: 3 } } },
    });
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    const question = await screen.findByRole('dialog', { name: 'This slot is full' });
    expect(question).toHaveTextContent('The 18:30 slot is full (3 of 3). Move the order there anyway?');
    // Cancel sends nothing more, and the slot has the focus, to choose another.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'This slot is full' })).toBeNull());
    await waitFor(() => expect(slotField(editor)).toHaveFocus());
    expect(corrections()).toHaveLength(1);

    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    answerApi('PATCH', '/api/admin/orders/o1', { body: order({ slotTime: '18:30' }) });
    await user.click(within(await screen.findByRole('dialog', { name: 'This slot is full' })).getByRole('button', { name: 'Move it anyway' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change order WK-AAAAAA' })).toBeNull());
    expect(corrections().map((request) => (request.body as { overrideFullSlot?: boolean }).overrideFullSlot)).toEqual([undefined, undefined, true]);
    expect(corrections()[2].body).toEqual({ keep: [{ orderItemId: 'i1', quantity: 2 }, { orderItemId: 'i2', quantity: 3 }], add: [], deliveryType: 'collection', slotTime: '18:30', overrideFullSlot: true });
    expect(within(detail).getByText('Time slot').nextSibling).toHaveTextContent('18:30');
  });

  it('shows the server’s refusal in the editor with everything kept, and sends nothing when nothing was changed', async () => {
    const user = userEvent.setup({ delay: null });
    const { detail, store } = await openDetail(order(), user);
    const editor = await openEditor(detail, user);

    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('Nothing was changed.');
    expect(corrections()).toEqual([]);

    await user.click(within(editor).getByRole('button', { name: 'One more Fries' }));
    await user.click(within(editor).getByRole('radio', { name: 'Delivery' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Address' }), '12 Bolton Road');
    await user.type(within(editor).getByRole('textbox', { name: 'Postcode' }), 'M28 3BX');
    // A new delivery takes today's fee: £23.48 + £1.50 + £2.50.
    expect(within(editor).getByText('New total').nextSibling).toHaveTextContent('£27.48 (was £23.48)');
    expect(within(editor).getByRole('status')).toHaveTextContent('£4.00 more to collect.');
    const refused = 'This order is being prepared, so it can no longer be changed.';
    answerApi('PATCH', '/api/admin/orders/o1', { status: 409, body: { error: { code: 'ORDER_NOT_CORRECTABLE', message: refused, details: { status: 'preparing' } } } });
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));

    expect(await within(editor).findByRole('alert')).toHaveTextContent(refused);
    expect(corrections()).toHaveLength(1);
    expect(corrections()[0].body).toEqual({
      keep: [{ orderItemId: 'i1', quantity: 2 }, { orderItemId: 'i2', quantity: 4 }],
      add: [],
      deliveryType: 'delivery',
      slotTime: '18:15',
      address: { line: '12 Bolton Road', postcode: 'M28 3BX' },
    });
    expect(screen.getByRole('dialog', { name: 'Change order WK-AAAAAA' })).toBeVisible();
    expect(within(editor).getByRole('textbox', { name: 'Quantity of Fries' })).toHaveValue('4');
    expect(within(editor).getByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(within(editor).getByRole('textbox', { name: 'Address' })).toHaveValue('12 Bolton Road');
    expect(within(editor).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('names each line with its choices, so that staff take off the right one of two lines of one item', async () => {
    const user = userEvent.setup({ delay: null });
    const wings = (id: string, sauce: string) => ({
      id,
      menuItemId: 'm-wings',
      name: 'Chicken Wings',
      size: '6 pieces',
      quantity: 1,
      unitPricePence: 799,
      totalPricePence: 799,
      specialInstructions: '',
      allergens: [],
      choices: [{ group: 'Choose your sauce', name: sauce, pricePence: 0 }],
    });
    const { detail } = await openDetail(order({ items: [wings('i1', 'BBQ'), wings('i2', 'Garlic mayo')], subtotalPence: 1598, totalPence: 1598, refundablePence: 1598 }), user);
    const editor = await openEditor(detail, user);
    const lines = within(editor).getByRole('list', { name: 'Lines of the order' });
    expect(within(lines).getByText('Chicken Wings (6 pieces) with BBQ')).toBeVisible();
    expect(within(lines).getByText('Chicken Wings (6 pieces) with Garlic mayo')).toBeVisible();

    answerApi('PATCH', '/api/admin/orders/o1', { status: 409, body: { error: { code: 'ORDER_NOT_CORRECTABLE', message: 'Refused.' } } });
    await user.click(within(editor).getByRole('button', { name: 'One fewer Chicken Wings (6 pieces) with Garlic mayo' }));
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(corrections()).toHaveLength(1));
    expect(corrections()[0].body).toMatchObject({ keep: [{ orderItemId: 'i1', quantity: 1 }] });
  });
});

describe('what a change left to collect', () => {
  beforeEach(() => {
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    answerApi('GET', '/api/admin/orders/attention', { body: [] });
  });

  it('is said on the row and in the detail, Completed is refused until then, and Collected records it', async () => {
    const user = userEvent.setup({ delay: null });
    const owing = order({ status: 'ready', totalPence: 2648, subtotalPence: 2648, balanceDuePence: 300 });
    const { detail } = await openDetail(owing, user);
    // Behind the open detail (hidden from assistive technology meanwhile).
    const row = screen.getByRole('row', { name: /WK-AAAAAA/, hidden: true });
    expect(within(row).getByText('£3.00 to collect')).toBeVisible();

    const owed = within(detail).getByRole('alert');
    expect(owed).toHaveTextContent('£3.00 to collect');
    answerApi('POST', '/api/admin/orders/o1/collect-balance', { body: { ...owing, balanceDuePence: 0 } });
    await user.click(within(owed).getByRole('button', { name: 'Collected £3.00' }));

    await waitFor(() => expect(within(detail).queryByText('£3.00 to collect')).toBeNull());
    expect(sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/admin/orders/o1/collect-balance')).toHaveLength(1);
    // The row took the server's answer, without fetching the day again.
    expect(within(row).queryByText('£3.00 to collect')).toBeNull();
  });

  it('goes from the open detail when it was collected on another screen (the socket says the order changed), and stays gone when opened again', async () => {
    const user = userEvent.setup({ delay: null });
    const owing = order({ status: 'ready', totalPence: 2648, subtotalPence: 2648, balanceDuePence: 300 });
    const { detail, live } = await openDetail(owing, user);
    expect(within(detail).getByRole('alert')).toHaveTextContent('£3.00 to collect');

    // Collected on the kitchen screen: the server says so to every admin screen.
    const collected = { ...owing, balanceDuePence: 0 };
    answerApi('GET', '/api/admin/orders/o1', { body: collected });
    answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [collected], completed: [] } });
    act(() => live.send('orders.changed', { event: 'OrderChanged', orderId: 'o1', orderNumber: 'WK-AAAAAA', status: 'ready', isPaid: true }));
    await waitFor(() => expect(within(detail).queryByText('£3.00 to collect')).toBeNull());

    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'View order WK-AAAAAA' }));
    const again = await screen.findByRole('dialog', { name: 'Order WK-AAAAAA' });
    expect(within(again).queryByText('£3.00 to collect')).toBeNull();
  });

  it('is fetched again each time the detail opens, so that a copy cached from an earlier open never shows what was since collected', async () => {
    const user = userEvent.setup({ delay: null });
    const owing = order({ status: 'ready', totalPence: 2648, subtotalPence: 2648, balanceDuePence: 300 });
    const { detail } = await openDetail(owing, user);
    expect(within(detail).getByRole('alert')).toHaveTextContent('£3.00 to collect');
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Collected meanwhile, and no message came (the socket was down): the list still has the old row.
    answerApi('GET', '/api/admin/orders/o1', { body: { ...owing, balanceDuePence: 0 } });
    await user.click(screen.getByRole('button', { name: 'View order WK-AAAAAA' }));
    const again = await screen.findByRole('dialog', { name: 'Order WK-AAAAAA' });
    await waitFor(() => expect(within(again).queryByText('£3.00 to collect')).toBeNull());
  });

  it('disables Completed in the row’s status menu while something is left to collect, saying why', async () => {
    const user = userEvent.setup({ delay: null });
    const { detail } = await openDetail(order({ status: 'ready', balanceDuePence: 300 }), user);
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const completed = within(screen.getByRole('combobox', { name: 'Status of order WK-AAAAAA' })).getByRole('option', { name: 'Completed' });
    expect(completed).toBeDisabled();
    expect(completed).toHaveAttribute('title', 'Collect what is left to pay on this order before marking it completed.');
  });
});
