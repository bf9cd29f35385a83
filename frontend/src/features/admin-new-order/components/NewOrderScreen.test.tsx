import { jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { NewOrderScreen } from './NewOrderScreen';
import { EXTRAS, menuItem as item, menuOption as option, SAUCES } from '../../../test/test-menu';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const STAFF = { id: 's1', email: 'lee@example.com', fullName: 'Lee', isAdmin: false, role: 'staff' as const, emailConfirmed: true };


const MENU = {
  categories: [
    {
      id: 'c-burgers',
      name: 'burgers',
      displayName: 'Burgers',
      displayOrder: 1,
      items: [
        item('m-smash', 'Classic Smash', [option('o-single', 'Single', 699), option('o-double', 'Double', 949)]),
        item('m-chicken', 'Chicken Burger', [option('o-chicken', 'Regular', 799)], { soldOut: true }),
        item('m-cheese', 'Cheese Burger', [option('o-cheese', 'Regular', 749)]),
      ],
    },
    { id: 'c-pizza', name: 'pizza', displayName: 'Pizza', displayOrder: 2, items: [item('m-marg', 'Margherita', [option('o-marg', '12"', 999)])] },
    {
      id: 'c-wings',
      name: 'wings',
      displayName: 'Wings',
      displayOrder: 3,
      items: [
        item('m-wings', 'Sauced Wings', [option('o-6', '6 pieces', 599), option('o-8', '8 pieces', 749)], { choiceGroups: [SAUCES, EXTRAS] }),
        item('m-fries', 'Loaded Fries', [option('o-fries', 'Regular', 399)], { choiceGroups: [EXTRAS] }),
      ],
    },
  ],
};

const SLOTS = {
  date: '2031-01-18',
  slots: [
    { time: '18:15', capacity: 3, booked: 1, left: 2, available: true },
    { time: '18:30', capacity: 3, booked: 3, left: 0, available: false },
  ],
  closedReason: null,
};

const SETTINGS = { maxDistance: 2, deliveryFee: 250, minimumOrderValue: 1500, timeSlotBuffer: 10, ordersPerTimeSlot: 3, defaultCapacity: 1, bookingCoversCapacity: 20, deliveries: true, collections: true };

function takenOrder(overrides: Record<string, unknown> = {}) {
  return {
    id: 'o1',
    orderNumber: 'WK-7Q3K9D',
    orderDate: '2031-01-18',
    slotTime: '18:15',
    deliveryType: 'collection',
    deliveryAddress: null,
    customer: { name: 'Pat Jones', email: '', phone: '07700 900456' },
    specialInstructions: '',
    status: 'pending',
    paymentMethod: 'collection',
    paidWith: null,
    isPaid: false,
    paidAt: null,
    items: [],
    subtotalPence: 1898,
    deliveryFeePence: 0,
    driverTipPence: 0,
    taxPence: 0,
    totalPence: 1898,
    takenByStaff: true,
    createdAt: new Date().toISOString(),
    attentionReason: null,
    ...overrides,
  };
}

async function renderNewOrder() {
  return renderApp({ path: '/admin/new-order', routes: [{ path: '/admin/new-order', element: <NewOrderScreen /> }] });
}

const search = () => screen.getByRole('combobox', { name: 'Search the menu' });
const orderForm = () => screen.getByRole('form', { name: 'The order' });
const lineNames = () =>
  within(orderForm())
    .queryAllByRole('listitem')
    .map((line) => within(line).getAllByText(/.+/)[0].textContent);
const takes = () => sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/admin/orders');

/** Two Classic Smash (Double) by the keyboard alone, then the customer and the 18:15 slot. */
async function fillCollectionOrder(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(search()).toHaveFocus());
  await screen.findByRole('option', { name: /Classic Smash/ });
  await user.keyboard('smash{Enter}');
  const options = await screen.findByRole('menu', { name: 'Options of Classic Smash' });
  await waitFor(() => expect(within(options).getAllByRole('menuitem')[0]).toHaveFocus());
  await user.keyboard('2');
  await waitFor(() => expect(lineNames()).toEqual(['Classic Smash (Double)']));
  await user.click(within(orderForm()).getByRole('button', { name: 'One more Classic Smash (Double)' }));
  await user.type(within(orderForm()).getByRole('textbox', { name: 'Name' }), 'Pat Jones');
  await user.type(within(orderForm()).getByRole('textbox', { name: 'Phone' }), '07700 900456');
  await user.selectOptions(within(orderForm()).getByRole('combobox', { name: 'Time slot' }), '18:15');
}

describe('the New order screen', () => {
  beforeEach(() => {
    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    answerApi('GET', '/api/settings', { body: SETTINGS });
    answerApi('GET', '/api/menu', { body: MENU });
    answerApi('GET', '/api/admin/orders/slots', { body: SLOTS });
  });

  it('adds items with the keyboard alone: type, arrows, Enter, and the option by arrows or its number; sold out is shown and skipped', async () => {
    const user = userEvent.setup();
    await renderNewOrder();

    await waitFor(() => expect(search()).toHaveFocus());
    const chicken = await screen.findByRole('option', { name: /Chicken Burger/ });
    expect(chicken).toHaveAttribute('aria-disabled', 'true');
    expect(chicken).toHaveTextContent('Sold out');
    expect(screen.getByRole('option', { name: /Classic Smash/ })).toHaveTextContent('from £6.99');
    expect(sentRequests.find((request) => request.path === '/api/menu')?.search).toBe('?view=takeaway');

    // "smash", Enter: the item has two options, so it asks; ArrowDown and Enter choose the second.
    await user.keyboard('smash{Enter}');
    const options = await screen.findByRole('menu', { name: 'Options of Classic Smash' });
    await waitFor(() => expect(within(options).getByRole('menuitem', { name: /Single/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    // Gone, and the screen behind it no longer hidden from assistive technology.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lineNames()).toEqual(['Classic Smash (Double)']);
    expect(screen.getByText('Added Classic Smash (Double).')).toBeInTheDocument();
    // The search is cleared and has the focus again for the next item.
    await waitFor(() => expect(search()).toHaveFocus());
    expect(search()).toHaveValue('');

    // "burger": Chicken Burger (sold out) and Cheese Burger; the highlight skips the sold-out one, and ArrowUp cannot reach it.
    await waitFor(() => expect(search()).toHaveFocus());
    await user.keyboard('burger');
    expect(within(screen.getByRole('listbox', { name: 'Menu items' })).getAllByRole('option').map((entry) => entry.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(search()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Cheese Burger/ }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(lineNames()).toEqual(['Classic Smash (Double)', 'Cheese Burger']);

    // An empty search lists everything: ArrowDown from the first goes past the sold-out one; the digit 1 chooses Single.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowUp}{Enter}');
    const again = await screen.findByRole('menu', { name: 'Options of Classic Smash' });
    await waitFor(() => expect(within(again).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('1');
    await waitFor(() => expect(lineNames()).toEqual(['Classic Smash (Double)', 'Cheese Burger', 'Classic Smash (Single)']));

    // The same again raises the quantity; the preview adds the menu prices.
    await user.keyboard('marg{Enter}');
    await user.keyboard('marg{Enter}');
    expect(lineNames()).toEqual(['Classic Smash (Double)', 'Cheese Burger', 'Classic Smash (Single)', 'Margherita']);
    expect(within(orderForm()).getByRole('textbox', { name: 'Quantity of Margherita' })).toHaveValue('2');
    expect(within(orderForm()).getByText('Subtotal').nextSibling).toHaveTextContent('£43.95');
    expect(within(orderForm()).getByRole('heading', { name: 'Order (5 items)' })).toBeInTheDocument();
  });

  it('takes a collection order paid on collection, says so, clears the form for the next call and puts the focus back in the search', async () => {
    answerApi('POST', '/api/admin/orders', { status: 201, body: takenOrder() });
    const user = userEvent.setup();
    await renderNewOrder();
    await fillCollectionOrder(user);

    expect(within(orderForm()).getByRole('radio', { name: 'Pay on collection' })).toBeChecked();
    expect(within(orderForm()).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['collection', 'delivery', 'collection', 'cash', 'card']);
    expect(within(orderForm()).getByText('Subtotal').nextSibling).toHaveTextContent('£18.98');
    expect(within(orderForm()).getByRole('combobox', { name: 'Time slot' })).toHaveDisplayValue('18:15 — 2 left');

    // Held until the test lets it go: the button is busy meanwhile, and a second Enter sends nothing.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST') await held;
      return fakeFetch(request);
    };
    await user.click(within(orderForm()).getByRole('button', { name: 'Take order' }));
    expect(await within(orderForm()).findByRole('button', { name: 'Taking…' })).toBeDisabled();
    await user.type(within(orderForm()).getByRole('textbox', { name: 'Phone' }), '{Enter}');
    release();

    const confirmation = await screen.findByText('Order WK-7Q3K9D taken');
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(takes()).toHaveLength(1);
    expect(takes()[0].body).toEqual({
      lines: [{ menuItemId: 'm-smash', optionId: 'o-double', quantity: 2 }],
      deliveryType: 'collection',
      slotTime: '18:15',
      payment: 'collection',
      customer: { name: 'Pat Jones', phone: '07700 900456' },
    });
    expect(lineNames()).toEqual([]);
    expect(within(orderForm()).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(orderForm()).getByRole('button', { name: 'Take order' })).toBeEnabled();
    await waitFor(() => expect(search()).toHaveFocus());
  });

  it('offers Pay the driver for a delivery, asks for the address, and adds the delivery fee', async () => {
    answerApi('POST', '/api/admin/orders', { status: 201, body: takenOrder({ deliveryType: 'delivery', paymentMethod: 'driver', paidWith: 'card', isPaid: true }) });
    const user = userEvent.setup();
    await renderNewOrder();
    await fillCollectionOrder(user);

    await user.click(within(orderForm()).getByRole('radio', { name: 'Delivery' }));
    expect(within(orderForm()).getByRole('radio', { name: 'Pay the driver' })).toBeChecked();
    expect(within(orderForm()).queryByRole('radio', { name: 'Pay on collection' })).not.toBeInTheDocument();
    expect(within(orderForm()).getByText('Delivery fee').nextSibling).toHaveTextContent('£2.50');
    expect(within(orderForm()).getByText('Total').nextSibling).toHaveTextContent('£21.48');
    await user.type(within(orderForm()).getByRole('textbox', { name: 'Address' }), '12 Bolton Road');
    await user.type(within(orderForm()).getByRole('textbox', { name: 'Postcode' }), 'M28 3BX');
    await user.click(within(orderForm()).getByRole('radio', { name: 'Paid now – card' }));
    await user.click(within(orderForm()).getByRole('button', { name: 'Take order' }));

    await screen.findByText('Order WK-7Q3K9D taken');
    expect(takes()[0].body).toMatchObject({ deliveryType: 'delivery', payment: 'card', address: { line: '12 Bolton Road', postcode: 'M28 3BX' } });
    expect(sentRequests.filter((request) => request.path === '/api/admin/orders/slots').map((request) => request.search)).toContain('?type=delivery');
  });

  it('asks before filling a full slot, and sends it again with the override once staff say Take it anyway', async () => {
    const message = 'The 18:30 slot is full (3 of 3 orders). Take the order anyway?';
    answerApi('POST', '/api/admin/orders', { status: 409, body: { error: { code: 'SLOT_FULL', message, details: { overridable: true, slotTime: '18:30' } } } });
    const user = userEvent.setup();
    await renderNewOrder();
    await fillCollectionOrder(user);
    await user.selectOptions(within(orderForm()).getByRole('combobox', { name: 'Time slot' }), '18:30');
    expect(within(orderForm()).getByRole('combobox', { name: 'Time slot' })).toHaveDisplayValue('18:30 — full (3/3)');
    expect(within(orderForm()).getByText('This slot is full: you will be asked before it is overfilled.')).toBeInTheDocument();

    await user.click(within(orderForm()).getByRole('button', { name: 'Take order' }));
    const dialog = await screen.findByRole('dialog', { name: 'This slot is full' });
    expect(dialog).toHaveTextContent(message);
    // Cancel keeps everything, and the slot has the focus, to choose another.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(orderForm()).getByRole('combobox', { name: 'Time slot' })).toHaveFocus();
    expect(lineNames()).toEqual(['Classic Smash (Double)']);

    await user.click(within(orderForm()).getByRole('button', { name: 'Take order' }));
    answerApi('POST', '/api/admin/orders', { status: 201, body: takenOrder({ slotTime: '18:30' }) });
    await user.click(within(await screen.findByRole('dialog', { name: 'This slot is full' })).getByRole('button', { name: 'Take it anyway' }));

    await screen.findByText('Order WK-7Q3K9D taken');
    expect(takes().map((request) => (request.body as { overrideFullSlot?: boolean }).overrideFullSlot)).toEqual([undefined, undefined, true]);
    expect(takes()[2].body).toMatchObject({ slotTime: '18:30', lines: [{ menuItemId: 'm-smash', optionId: 'o-double', quantity: 2 }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal next to the button, clears nothing, and fetches the menu again when an item has sold out meanwhile', async () => {
    const message = 'These items cannot be ordered: Classic Smash (Sold out today).';
    answerApi('POST', '/api/admin/orders', { status: 409, body: { error: { code: 'ITEMS_UNAVAILABLE', message, details: { lines: [{ index: 0, itemName: 'Classic Smash', reason: 'Sold out today' }] } } } });
    const user = userEvent.setup();
    await renderNewOrder();
    await fillCollectionOrder(user);
    const menuFetches = () => sentRequests.filter((request) => request.path === '/api/menu').length;
    expect(menuFetches()).toBe(1);

    await user.click(within(orderForm()).getByRole('button', { name: 'Take order' }));
    expect(await within(orderForm()).findByRole('alert')).toHaveTextContent(message);
    expect(lineNames()).toEqual(['Classic Smash (Double)']);
    expect(within(orderForm()).getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Jones');
    expect(within(orderForm()).getByRole('textbox', { name: 'Phone' })).toHaveValue('07700 900456');
    expect(within(orderForm()).getByRole('combobox', { name: 'Time slot' })).toHaveValue('18:15');
    expect(screen.queryByText(/taken$/)).not.toBeInTheDocument();
    expect(within(orderForm()).getByRole('button', { name: 'Take order' })).toBeEnabled();
    await waitFor(() => expect(menuFetches()).toBe(2));
  });

  it('sends nothing without a line, and says why', async () => {
    const user = userEvent.setup();
    await renderNewOrder();
    await screen.findByRole('option', { name: /Classic Smash/ });
    await user.click(within(orderForm()).getByRole('button', { name: 'Take order' }));
    expect(within(orderForm()).getByRole('alert')).toHaveTextContent('Add at least one item to the order.');
    expect(takes()).toEqual([]);
  });

  it("asks for an item's choices after its option, refuses a group out of bounds, and sends the choices' ids", async () => {
    answerApi('POST', '/api/admin/orders', { status: 201, body: takenOrder() });
    const user = userEvent.setup();
    await renderNewOrder();
    await waitFor(() => expect(search()).toHaveFocus());
    await screen.findByRole('option', { name: /Sauced Wings/ });

    await user.keyboard('sauced{Enter}');
    const options = await screen.findByRole('menu', { name: 'Options of Sauced Wings' });
    await waitFor(() => expect(within(options).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('2');
    const dialog = await screen.findByRole('dialog', { name: 'Sauced Wings (8 pieces)' });
    const sauces = within(dialog).getByRole('group', { name: 'Choose your sauce' });
    await waitFor(() => expect(within(sauces).getByRole('checkbox', { name: /BBQ/ })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Add · £7.49' }));
    // Nothing added (the one line below would be two), and the dialog stays.
    expect(within(sauces).getByText('Choose your sauce: choose at least 1.')).toBeInTheDocument();

    await user.click(within(sauces).getByRole('checkbox', { name: /Garlic mayo/ }));
    await user.click(within(sauces).getByRole('checkbox', { name: /BBQ/ }));
    expect(within(sauces).getByRole('checkbox', { name: /Hot/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add · £7.99' }));
    await waitFor(() => expect(lineNames()).toEqual(['Sauced Wings (8 pieces) with BBQ, Garlic mayo']));

    // An item of one option with choices goes straight to them.
    await waitFor(() => expect(search()).toHaveFocus());
    await user.keyboard('loaded{Enter}');
    const fries = await screen.findByRole('dialog', { name: 'Loaded Fries' });
    expect(within(fries).queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(within(fries).getByRole('radio', { name: /Blue cheese dip/ }));
    await user.click(within(fries).getByRole('button', { name: 'Add · £4.74' }));
    await waitFor(() => expect(lineNames()).toEqual(['Sauced Wings (8 pieces) with BBQ, Garlic mayo', 'Loaded Fries with Blue cheese dip']));

    await user.type(within(orderForm()).getByRole('textbox', { name: 'Name' }), 'Pat Jones');
    await user.type(within(orderForm()).getByRole('textbox', { name: 'Phone' }), '07700 900456');
    await user.selectOptions(within(orderForm()).getByRole('combobox', { name: 'Time slot' }), '18:15');
    await user.click(within(orderForm()).getByRole('button', { name: 'Take order' }));
    await screen.findByText('Order WK-7Q3K9D taken');
    expect(takes()[0].body).toMatchObject({
      lines: [
        { menuItemId: 'm-wings', optionId: 'o-8', choiceIds: ['c-bbq', 'c-mayo'], quantity: 1 },
        { menuItemId: 'm-fries', optionId: 'o-fries', choiceIds: ['c-dip'], quantity: 1 },
      ],
    });
  });
});
