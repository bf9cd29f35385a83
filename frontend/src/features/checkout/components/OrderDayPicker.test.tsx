import { jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import type { AppStore } from '../../../app/store';
import { answerCheckout, tomorrowsSlots, weekAhead } from '../checkout-test-fixtures';

// Issue 28, order ahead: the day above the slots at checkout. Tuesday 14 January is today.

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

type User = ReturnType<typeof userEvent.setup>;

async function openCheckout() {
  const rendered = await renderApp({ path: '/checkout' });
  await screen.findByRole('heading', { name: 'Order Summary' });
  return rendered;
}

const dayButton = (name: string) => within(screen.getByRole('group', { name: 'Day' })).getByRole('button', { name });
const placeOrderButton = () => screen.getByRole('button', { name: /Place Order/ });
const orderRequests = () => sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/orders');
/** The `date` of each slot list asked for (null: today's). */
const slotDatesAsked = () =>
  sentRequests.filter((request) => request.path === '/api/checkout/slots').map((request) => new URLSearchParams(request.search).get('date'));

/** Once the days' answer is in the store: what the page shows then is what it shows for those days. */
async function daysAnswered(store: AppStore) {
  await waitFor(() =>
    expect(Object.values(store.getState().api.queries).some((query) => query?.endpointName === 'getOrderDays' && query.status === 'fulfilled')).toBe(true),
  );
}

async function payOnCollection(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Pay on Collection' }));
  await user.click(screen.getByRole('textbox', { name: 'Phone' }));
  await user.paste('07700 900123');
}

describe('the day picker at checkout', () => {
  it('offers today, tomorrow and the days ahead; a closed day is shown disabled with its reason', async () => {
    answerCheckout({ days: weekAhead });
    await openCheckout();

    const days = await screen.findByRole('group', { name: 'Day' });
    expect(within(days).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Today, Tuesday 14 January',
      'Tomorrow, Wednesday 15 January',
      'Thursday 16 January',
      'Friday 17 January',
      'Saturday 18 January',
      'Sunday 19 January, closed',
      'Monday 20 January, day off',
    ]);
    expect(dayButton('Today, Tuesday 14 January')).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton('Thursday 16 January')).toHaveTextContent('Thu 16 Jan');
    expect(dayButton('Sunday 19 January, closed')).toBeDisabled();
    expect(dayButton('Sunday 19 January, closed')).toHaveTextContent('Closed');
    expect(dayButton('Monday 20 January, day off')).toBeDisabled();
    expect(dayButton('Monday 20 January, day off')).toHaveTextContent('Day off');
    // Today is chosen: today's slots, said as before.
    expect(await screen.findByText('Choose a 15-minute slot for today.')).toBeInTheDocument();
    expect(screen.getByText(/Today, Tuesday 14 January/)).toBeInTheDocument();
  });

  it("lists tomorrow's slots once tomorrow is chosen, and places the order for that day", async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout({ days: weekAhead });
    answerApi('POST', '/api/orders', {
      status: 201,
      body: {
        order: {
          id: 'o1',
          orderNumber: 'WK-7Q3K9D',
          orderDate: '2031-01-15',
          slotTime: '18:15',
          deliveryType: 'collection',
          paymentMethod: 'collection',
          totalPence: 1898,
          createdAt: '2031-01-14T11:00:00.000Z',
        },
        next: { kind: 'thank-you' },
      },
    });
    const { router } = await openCheckout();
    await user.click(await screen.findByRole('button', { name: '12:15, 2 left' }));
    expect(placeOrderButton()).toBeEnabled();

    answerApi('GET', '/api/checkout/slots', { body: tomorrowsSlots });
    await user.click(dayButton('Tomorrow, Wednesday 15 January'));

    expect(dayButton('Tomorrow, Wednesday 15 January')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Choose a 15-minute slot for Wednesday 15 January.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Collection Time · Wednesday 15 January' })).toBeInTheDocument();
    expect(slotDatesAsked()).toContain('2031-01-15');
    // Today's 12:15 is not a slot on Wednesday: choose again.
    expect(placeOrderButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '18:15, 1 left' }));
    await payOnCollection(user);
    await user.click(placeOrderButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(orderRequests()[0].body).toMatchObject({ deliveryType: 'collection', slotTime: '18:15', orderDate: '2031-01-15' });
    const next = await screen.findByRole('list', { name: "What's Next?" });
    expect(next).toHaveTextContent('at 18:15 on Wednesday 15 January to collect your order.');
  });

  it('is not there when only today is offered: checkout reads as it did', async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout();
    answerApi('POST', '/api/orders', { status: 500, body: {} });
    const { store } = await openCheckout();
    await daysAnswered(store);

    expect(await screen.findByText('Choose a 15-minute slot for today.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Collection Time · Today, Tuesday 14 January' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Day' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '12:15, 2 left' }));
    await payOnCollection(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0].body).not.toHaveProperty('orderDate');
    expect(slotDatesAsked().every((date) => date === null)).toBe(true);
  });

  it("says when today's orders have closed and chooses the first open day", async () => {
    answerCheckout({
      days: {
        days: [
          { date: '2031-01-14', open: false, closedReason: 'cut_off' },
          { date: '2031-01-15', open: false, closedReason: 'closed_day' },
          { date: '2031-01-16', open: true, closedReason: null },
        ],
      },
      slots: { ...tomorrowsSlots, date: '2031-01-16' },
    });
    await openCheckout();

    expect(await screen.findByText('We have stopped taking orders for today. Choose another day.')).toBeInTheDocument();
    await waitFor(() => expect(dayButton('Thursday 16 January')).toHaveAttribute('aria-pressed', 'true'));
    expect(dayButton('Today, Tuesday 14 January, orders closed')).toBeDisabled();
    expect(await screen.findByText('Choose a 15-minute slot for Thursday 16 January.')).toBeInTheDocument();
    expect(slotDatesAsked()).toContain('2031-01-16');
  });

  it("shows the server's words when the day is no longer taken, and chooses the day again", async () => {
    const user = userEvent.setup({ delay: null });
    answerCheckout({ days: weekAhead });
    const message = 'We take orders up to 6 days ahead. Please choose another day.';
    answerApi('POST', '/api/orders', {
      status: 409,
      body: { error: { code: 'ORDER_DATE_UNAVAILABLE', message, details: { title: 'Day Unavailable', orderDate: '2031-01-15' } } },
    });
    await openCheckout();
    answerApi('GET', '/api/checkout/slots', { body: tomorrowsSlots });
    await user.click(await screen.findByRole('button', { name: 'Tomorrow, Wednesday 15 January' }));
    await user.click(await screen.findByRole('button', { name: '18:15, 1 left' }));
    await payOnCollection(user);

    const daysAskedBefore = sentRequests.filter((request) => request.path === '/api/checkout/days').length;
    await user.click(placeOrderButton());

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Day Unavailable');
    expect(toast).toHaveTextContent(message);
    // The day and its slot are chosen again, from the days asked for again.
    await waitFor(() => expect(dayButton('Today, Tuesday 14 January')).toHaveAttribute('aria-pressed', 'true'));
    expect(placeOrderButton()).toBeDisabled();
    await waitFor(() => expect(sentRequests.filter((request) => request.path === '/api/checkout/days').length).toBeGreaterThan(daysAskedBefore));
  });
});
