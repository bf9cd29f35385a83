import { jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { answerCheckout, cartLine, cartOf, sam, settings } from '../checkout-test-fixtures';

async function openCheckout() {
  const rendered = await renderApp({ path: '/checkout' });
  await screen.findByRole('heading', { name: 'Order Summary' });
  return rendered;
}

function placeOrderButton() {
  return screen.getByRole('button', { name: /Place Order/ });
}

async function toast() {
  return screen.findByRole('alert');
}

function orderRequests() {
  return sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/orders');
}

/** Pastes into a field: one change event, like the customer's browser autofill (and much faster than typing). */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function chooseDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Delivery' }));
}

// Whole-app renders with MUI are slow in jsdom, more so on a busy machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

describe('CheckoutPage', () => {
  it('sends a guest to sign in', async () => {
    answerCheckout({ user: null });
    const { router } = await renderApp({ path: '/checkout' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows an empty cart with a way back to the menu', async () => {
    answerCheckout({ cart: cartOf([]) });
    await renderApp({ path: '/checkout' });

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Menu' })).toHaveAttribute('href', '/takeaway');
  });

  it('prefills the name and e-mail from the session and summarises the cart', async () => {
    answerCheckout({ cart: cartOf([cartLine({ choices: [{ id: 'c-bbq', name: 'BBQ', groupName: 'Choose your sauce', pricePence: 0 }, { id: 'c-hot', name: 'Hot', groupName: 'Choose your sauce', pricePence: 0 }] })]) });
    await openCheckout();

    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Sam Taylor');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Classic Smash')).toBeInTheDocument();
    expect(within(summary).getByText('BBQ, Hot')).toBeInTheDocument();
    expect(within(summary).getAllByText('£18.98')).toHaveLength(3); // the line, the subtotal and the total
  });

  it('never lets a quantity go below 1 at checkout', async () => {
    answerCheckout({ cart: cartOf([cartLine({ quantity: 1, lineTotalPence: 949 })]) });
    await openCheckout();

    expect(screen.getByRole('button', { name: 'Decrease quantity of Classic Smash' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Classic Smash' })).toBeEnabled();
  });

  it('offers Pay Online and Pay on Collection for collection, and no tip', async () => {
    answerCheckout();
    await openCheckout();

    const payment = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(within(payment).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Pay Online',
      'Pay on Collection',
    ]);
    expect(screen.queryByRole('group', { name: 'Driver tip' })).not.toBeInTheDocument();
    expect(screen.queryByText('Delivery Fee')).not.toBeInTheDocument();
  });

  it('offers Pay Online only for delivery, with the tip buttons and the delivery fee', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    await openCheckout();

    await chooseDelivery(user);

    const payment = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(within(payment).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Pay Online']);
    const tips = screen.getByRole('group', { name: 'Driver tip' });
    expect(within(tips).getAllByRole('button').map((button) => button.textContent)).toEqual(['£0', '£1', '£2', '£3', '£5']);
    expect(screen.getByText('Delivery Fee')).toBeInTheDocument();
  });

  it('keeps Place Order disabled until a slot is chosen; a full slot cannot be chosen', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    await openCheckout();

    const slot = await screen.findByRole('button', { name: '12:15, 2 left' });
    expect(placeOrderButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: '12:00, 0 left' })).toBeDisabled();

    await user.click(slot);
    expect(placeOrderButton()).toBeEnabled();
  });

  it('shows the checks in order: payment method, then missing customer information', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    await openCheckout();
    await user.click(await screen.findByRole('button', { name: '12:15, 2 left' }));

    await user.click(placeOrderButton());
    const first = await toast();
    expect(first).toHaveTextContent('Payment Method Required');
    expect(first).toHaveTextContent('Please select how you would like to pay.');
    await user.click(within(first).getByRole('button', { name: /close/i }));

    await user.click(screen.getByRole('radio', { name: 'Pay on Collection' }));
    await user.click(placeOrderButton());
    const second = await toast();
    expect(second).toHaveTextContent('Missing Information');
    expect(second).toHaveTextContent('Please fill in all required customer information.');
    expect(orderRequests()).toHaveLength(0);
  });

  it('places a pay-on-collection order, says so and goes to the thank-you page', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    answerApi('POST', '/api/orders', {
      status: 201,
      body: {
        order: { id: 'o1', orderNumber: 'WK-7Q3K9D', slotTime: '12:15', deliveryType: 'collection', paymentMethod: 'collection', totalPence: 1898 },
        next: { kind: 'thank-you' },
      },
    });
    const { router } = await openCheckout();

    await user.click(await screen.findByRole('button', { name: '12:15, 2 left' }));
    await user.click(screen.getByRole('radio', { name: 'Pay on Collection' }));
    await fill(user, 'Phone', '07700 900123');
    await user.click(placeOrderButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(router.state.location.search).toBe('?id=o1&order=WK-7Q3K9D&type=collection&payment=later&slot=12%3A15');
    expect(orderRequests()[0].body).toEqual({
      deliveryType: 'collection',
      slotTime: '12:15',
      paymentMethod: 'collection',
      customer: { name: 'Sam Taylor', email: 'sam@example.com', phone: '07700 900123' },
    });
    const placed = await toast();
    expect(placed).toHaveTextContent('Order Placed');
    expect(placed).toHaveTextContent('Your order has been created. Please pay when you collect or on delivery.');
    expect(await screen.findByText('Your order has been placed successfully')).toBeInTheDocument();
  });

  it("shows the server's words for a check it refused, and 'Order Failed' otherwise", async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    answerApi('POST', '/api/orders', {
      status: 409,
      body: { error: { code: 'SLOT_FULL', message: 'The 12:15 slot has just been fully booked. Please choose another time.', details: { title: 'Time Slot Full' } } },
    });
    await openCheckout();
    await user.click(await screen.findByRole('button', { name: '12:15, 2 left' }));
    await user.click(screen.getByRole('radio', { name: 'Pay on Collection' }));
    await fill(user, 'Phone', '07700 900123');

    await user.click(placeOrderButton());
    const full = await toast();
    expect(full).toHaveTextContent('Time Slot Full');
    expect(full).toHaveTextContent('The 12:15 slot has just been fully booked.');
    // The full slot is no longer chosen.
    expect(placeOrderButton()).toBeDisabled();
    await user.click(within(full).getByRole('button', { name: /close/i }));

    answerApi('POST', '/api/orders', { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    await user.click(await screen.findByRole('button', { name: '12:30, 3 left' }));
    await user.click(placeOrderButton());
    const failed = await toast();
    expect(failed).toHaveTextContent('Order Failed');
    expect(failed).toHaveTextContent('There was an error placing your order. Please try again.');

    // Each attempt carries an Idempotency-Key; one the server answered is not reused.
    const keys = orderRequests().map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says when too many orders were placed (429) in the server\'s words', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    answerApi('POST', '/api/orders', {
      status: 429,
      body: {
        error: {
          code: 'TOO_MANY_ORDERS',
          message: 'Too many orders have been placed from your account or network. Please try again in 42 minutes, or call us to order.',
          details: { title: 'Too Many Orders', retryAfterSeconds: 2500 },
        },
      },
    });
    await openCheckout();
    await user.click(await screen.findByRole('button', { name: '12:15, 2 left' }));
    await user.click(screen.getByRole('radio', { name: 'Pay on Collection' }));
    await fill(user, 'Phone', '07700 900123');

    await user.click(placeOrderButton());
    const limited = await toast();
    expect(limited).toHaveTextContent('Too Many Orders');
    expect(limited).toHaveTextContent('Please try again in 42 minutes, or call us to order.');
  });

  it("says 'Payment session creation failed' when the online order has no payment page", async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    answerApi('POST', '/api/orders', {
      status: 201,
      body: {
        order: { id: 'o1', orderNumber: 'WK-1', slotTime: '12:15', deliveryType: 'collection', paymentMethod: 'online', totalPence: 1898 },
        next: { kind: 'redirect' },
      },
    });
    await openCheckout();
    await user.click(await screen.findByRole('button', { name: '12:15, 2 left' }));
    await user.click(screen.getByRole('radio', { name: 'Pay Online' }));
    await fill(user, 'Phone', '07700 900123');

    await user.click(placeOrderButton());
    expect(await toast()).toHaveTextContent('Payment session creation failed');
  });

  it('keeps "try again or pay on collection" beside Place Order when card payments cannot be started, until the next attempt', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    const message =
      'We could not reach our card payment service, so your order was not placed and nothing was charged. Please try again in a minute, or choose Pay on Collection.';
    answerApi('POST', '/api/orders', {
      status: 502,
      body: { error: { code: 'PAYMENT_SESSION_FAILED', message, details: { title: 'Card Payments Unavailable' } } },
    });
    await openCheckout();
    await user.click(await screen.findByRole('button', { name: '12:15, 2 left' }));
    await user.click(screen.getByRole('radio', { name: 'Pay Online' }));
    await fill(user, 'Phone', '07700 900123');

    await user.click(placeOrderButton());
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const alert = await within(summary).findByRole('alert');
    expect(alert).toHaveTextContent('Card Payments Unavailable');
    expect(alert).toHaveTextContent(message);
    // Right after the button, in the same card; no toast that could pass before it is read.
    expect(placeOrderButton().compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    // Still there while the customer switches to Pay on Collection; gone once they press Place Order again.
    await user.click(screen.getByRole('radio', { name: 'Pay on Collection' }));
    expect(within(summary).getByRole('alert')).toHaveTextContent(message);
    answerApi('POST', '/api/orders', { status: 201, body: { order: { id: 'o1', orderNumber: 'WK-1', slotTime: '12:15', deliveryType: 'collection', paymentMethod: 'collection', totalPence: 1898 }, next: { kind: 'thank-you' } } });
    await user.click(placeOrderButton());
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(orderRequests()).toHaveLength(2);
  });

  it('validates a delivery postcode from 5 characters and keeps Place Order disabled for one out of the area', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    answerApi('POST', '/api/checkout/postcode', {
      body: { postcode: 'M11AE', valid: false, distanceMiles: 7.1, message: 'Delivery not available to this postcode' },
    });
    await openCheckout();
    await chooseDelivery(user);

    await fill(user, 'Address', '1 Piccadilly');
    await fill(user, 'Postcode', 'M1 1A');
    expect(sentRequests.filter((request) => request.path === '/api/checkout/postcode')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'e');
    expect(await screen.findByText('Delivery not available to this postcode')).toBeInTheDocument();
    expect(sentRequests.find((request) => request.path === '/api/checkout/postcode')?.body).toEqual({ postcode: 'M11AE' });
    expect(screen.queryByRole('button', { name: /left$/ })).not.toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();
  });

  it('shows the slots for a deliverable postcode, and keeps Place Order disabled below the minimum', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout({ cart: cartOf([cartLine({ quantity: 1, lineTotalPence: 949 })]) });
    answerApi('POST', '/api/checkout/postcode', {
      body: { postcode: 'M283BX', valid: true, distanceMiles: 0.05, message: 'Delivery available' },
    });
    await openCheckout();
    await chooseDelivery(user);

    await fill(user, 'Address', '12 Bolton Road');
    await fill(user, 'Postcode', 'm28 3bx');
    expect(await screen.findByText('Delivery available')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '12:15, 2 left' }));

    expect(screen.getByText('Delivery orders require a minimum of £15. Add a little more to your order, or choose collection.')).toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();
  });

  it('adds the chosen tip and the delivery fee to the total and sends the address and tip', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    answerApi('POST', '/api/checkout/postcode', {
      body: { postcode: 'M283BX', valid: true, distanceMiles: 0.05, message: 'Delivery available' },
    });
    answerApi('POST', '/api/orders', { status: 500, body: {} });
    await openCheckout();
    await chooseDelivery(user);
    await fill(user, 'Address', '12 Bolton Road');
    await fill(user, 'Postcode', 'M28 3BX');
    await user.click(await screen.findByRole('button', { name: '12:15, 2 left' }));
    await user.click(screen.getByRole('button', { name: '£2' }));
    await user.click(screen.getByRole('radio', { name: 'Pay Online' }));
    await fill(user, 'Phone', '07700 900123');

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    // £18.98 + £2.50 delivery + £2.00 tip
    expect(within(summary).getByText('£23.48')).toBeInTheDocument();

    await user.click(placeOrderButton());
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0].body).toMatchObject({
      deliveryType: 'delivery',
      paymentMethod: 'online',
      address: { line: '12 Bolton Road', postcode: 'M28 3BX' },
      tipPence: 200,
    });
  });

  it('explains that an unconfirmed e-mail must be confirmed first', async () => {
    answerCheckout({ user: { ...sam, emailConfirmed: false } });
    await openCheckout();

    expect(screen.getByText('Please confirm your e-mail address')).toBeInTheDocument();
  });

  it("marks collection '(Currently Unavailable)' and disables it when collections are off", async () => {
    answerCheckout({ publicSettings: { ...settings, collections: false } });
    await openCheckout();

    // The settings may answer after the cart.
    const collection = await screen.findByRole('radio', { name: 'Collection (Currently Unavailable)' });
    expect(collection).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked());
  });
});
