import { jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminSocketContext } from '../../../shared/realtime/admin-socket';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { fakeAdminSocket } from '../../../test/fake-admin-socket';
import { renderApp } from '../../../test/render-app';
import { OrdersTab } from './OrdersTab';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const ADMINISTRATOR = { id: 'a1', email: 'sam.owner@example.com', fullName: null, isAdmin: true, role: 'administrator' as const, emailConfirmed: true };
const STAFF = { id: 's1', email: 'lee@example.com', fullName: 'Lee', isAdmin: false, role: 'staff' as const, emailConfirmed: true };

/** An order paid online: two burgers at £9.49 and three fries at £1.50, £23.48 in all. */
function order(overrides: Record<string, unknown> = {}) {
  return {
    id: 'o1',
    orderNumber: 'WK-AAAAAA',
    orderDate: '2031-01-14',
    slotTime: '12:15',
    deliveryType: 'collection',
    deliveryAddress: null,
    customer: { name: 'Sam Taylor', email: 'sam@example.com', phone: '07700 900123' },
    specialInstructions: '',
    status: 'completed',
    paymentMethod: 'online',
    isPaid: true,
    paidAt: '2031-01-14T12:01:30.000Z',
    items: [
      { id: 'i1', name: 'Classic Smash', size: 'Double', quantity: 2, unitPricePence: 949, totalPricePence: 1898, specialInstructions: '', choices: [] },
      { id: 'i2', name: 'Fries', size: null, quantity: 3, unitPricePence: 150, totalPricePence: 450, specialInstructions: '', choices: [] },
    ],
    subtotalPence: 2348,
    deliveryFeePence: 0,
    driverTipPence: 0,
    taxPence: 0,
    totalPence: 2348,
    createdAt: '2031-01-14T12:01:00.000Z',
    attentionReason: null,
    takenByStaff: false,
    paidWith: null,
    refunds: [],
    refundedPence: 0,
    refundablePence: 2348,
    ...overrides,
  };
}

const refund = (overrides: Record<string, unknown>) => ({
  id: 'r1',
  amountPence: 949,
  method: 'stripe',
  status: 'succeeded',
  reason: 'Burger was cold',
  lines: [{ orderItemId: 'i1', quantity: 1 }],
  stripeRefundId: 're_test_1',
  error: null,
  createdAt: '2031-01-14T12:30:00.000Z',
  ...overrides,
});

/** Puts the text in the field at once (a key at a time re-renders the whole dialog per key, slow in jsdom). */
async function typeIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const refundRequests = () => sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/admin/orders/o1/refunds');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Today's Orders holding the order; its detail opened from its row. */
async function openDetail(shown: ReturnType<typeof order>, user: ReturnType<typeof userEvent.setup>) {
  answerApi('GET', '/api/admin/orders/day', { body: { date: '2031-01-14', active: [], completed: [shown] } });
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
  await user.click(await screen.findByText('WK-AAAAAA'));
  const detail = await screen.findByRole('dialog', { name: 'Order WK-AAAAAA' });
  // The detail fetched the order (what changed since the list loaded shows).
  await waitFor(() => expect(sentRequests.some((request) => request.method === 'GET' && request.path === '/api/admin/orders/o1')).toBe(true));
  return { ...rendered, detail };
}

async function openRefund(detail: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(detail).getByRole('button', { name: 'Refund…' }));
  return screen.findByRole('dialog', { name: 'Refund order WK-AAAAAA' });
}

describe('refunding an order', () => {
  beforeEach(() => {
    answerApi('GET', '/api/admin/orders/attention', { body: [] });
    answerApi('GET', '/api/auth/session', { body: { user: ADMINISTRATOR } });
  });

  it('offers Refund… to an administrator on a paid order with money left, and never to staff', async () => {
    const user = userEvent.setup({ delay: null });
    const { detail, unmount } = await openDetail(order(), user);
    expect(await within(detail).findByRole('button', { name: 'Refund…' })).toBeVisible();
    unmount();

    answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
    const asStaff = await openDetail(order(), user);
    expect(within(asStaff.detail).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(within(asStaff.detail).queryByRole('button', { name: 'Refund…' })).toBeNull();
  });

  it('offers no Refund… once everything was given back, and lists the refunds with what they came to', async () => {
    const user = userEvent.setup({ delay: null });
    const refunded = order({
      refunds: [
        refund({}),
        refund({ id: 'r2', amountPence: 1399, status: 'failed', lines: [], stripeRefundId: null, error: 'Stripe said charge_already_refunded', createdAt: '2031-01-14T12:40:00.000Z' }),
        refund({ id: 'r3', amountPence: 1399, reason: 'Order late', lines: [], stripeRefundId: 're_test_3', createdAt: '2031-06-14T18:05:00.000Z' }),
      ],
      refundedPence: 2348,
      refundablePence: 0,
    });
    const { detail } = await openDetail(refunded, user);

    const section = within(detail).getByRole('region', { name: 'Refunds' });
    expect(section).toHaveTextContent('Refunded £23.48 of £23.48');
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('£9.49 to the card');
    expect(rows[0]).toHaveTextContent('Refunded');
    expect(rows[0]).toHaveTextContent('Burger was cold');
    // The restaurant's clock: 12:30 UTC in January is 12:30 in London, 18:05 UTC in June is 19:05.
    expect(rows[0]).toHaveTextContent('14 Jan 2031, 12:30');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('Not refunded: Stripe said charge_already_refunded');
    expect(rows[2]).toHaveTextContent('14 Jun 2031, 19:05');
    expect(within(detail).queryByRole('button', { name: 'Refund…' })).toBeNull();
  });

  it('refunds chosen units of a line at its price, with an Idempotency-Key, and the detail shows the refund', async () => {
    const user = userEvent.setup({ delay: null });
    // One burger was refunded already: one is left to choose.
    const before = order({ refunds: [refund({})], refundedPence: 949, refundablePence: 1399 });
    const { detail, store } = await openDetail(before, user);
    const dialog = await openRefund(detail, user);

    const confirm = within(dialog).getByRole('button', { name: 'Confirm refund' });
    expect(within(dialog).getByRole('radio', { name: 'Everything left (£13.99)' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen lines' }));
    const moreBurgers = within(dialog).getByRole('button', { name: 'One more Classic Smash (Double)' });
    expect(within(dialog).getByText(/1 of 2 can be refunded/)).toBeVisible();
    await user.click(moreBurgers);
    expect(moreBurgers).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'One more Fries' }));
    await user.click(within(dialog).getByRole('button', { name: 'One more Fries' }));
    expect(within(dialog).getByRole('textbox', { name: 'Units of Fries to refund' })).toHaveValue('2');
    // 1 × £9.49 + 2 × £1.50
    expect(within(dialog).getByRole('status')).toHaveTextContent('Refund £12.49 to the card');
    // No reason yet: nothing can be sent.
    expect(confirm).toBeDisabled();
    await typeIn(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong order');
    expect(confirm).toBeEnabled();

    const after = order({
      refunds: [refund({}), refund({ id: 'r2', amountPence: 1249, reason: 'Wrong order', lines: [{ orderItemId: 'i1', quantity: 1 }, { orderItemId: 'i2', quantity: 2 }] })],
      refundedPence: 2198,
      refundablePence: 150,
    });
    answerApi('POST', '/api/admin/orders/o1/refunds', { body: after });
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund order WK-AAAAAA' })).toBeNull());
    expect(refundRequests()).toHaveLength(1);
    expect(refundRequests()[0].body).toEqual({ reason: 'Wrong order', lines: [{ orderItemId: 'i1', quantity: 1 }, { orderItemId: 'i2', quantity: 2 }] });
    expect(refundRequests()[0].headers.get('Idempotency-Key')).toMatch(UUID);
    // The answer shows at once, without fetching the order again.
    const section = within(detail).getByRole('region', { name: 'Refunds' });
    expect(section).toHaveTextContent('Refunded £21.98 of £23.48');
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('£12.49 to the card');
    expect(within(section).getByRole('heading', { name: 'Refunds' })).toHaveFocus();
    expect(store.getState().notifications.queue).toEqual([expect.objectContaining({ title: 'Refund made', message: '£12.49 to the card.', severity: 'success', overDialog: true })]);
  });

  it('checks an amount before sending it, then gives it back in cash for an order not paid online', async () => {
    const user = userEvent.setup({ delay: null });
    const { detail } = await openDetail(order({ paymentMethod: 'collection', paidWith: null }), user);
    const dialog = await openRefund(detail, user);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm refund' });
    await typeIn(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Long wait');
    await user.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });

    // More than was paid is said at once.
    await typeIn(user, amount, '23.49');
    expect(amount).toHaveAccessibleDescription('You can refund at most £23.48 on this order.');
    expect(confirm).toBeDisabled();
    // A typo once the field is left.
    await user.clear(amount);
    await typeIn(user, amount, '4,50');
    await user.tab();
    expect(amount).toHaveAccessibleDescription('Enter an amount in pounds, e.g. 4.50');
    expect(confirm).toBeDisabled();
    await user.clear(amount);
    await typeIn(user, amount, '0.00');
    expect(amount).toHaveAccessibleDescription('Enter an amount over £0.00.');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('');

    await user.clear(amount);
    await typeIn(user, amount, '4.5');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Give £4.50 back in cash');
    answerApi('POST', '/api/admin/orders/o1/refunds', { body: order({ paymentMethod: 'collection', refunds: [refund({ amountPence: 450, method: 'cash', lines: [] })], refundedPence: 450, refundablePence: 1898 }) });
    // Enter in the amount field confirms, as the button does.
    await user.type(amount, '{Enter}');
    await waitFor(() => expect(refundRequests()).toHaveLength(1));
    expect(refundRequests()[0].body).toEqual({ reason: 'Long wait', amountPence: 450 });
    await waitFor(() => expect(within(detail).getByRole('region', { name: 'Refunds' })).toHaveTextContent('£4.50 in cash'));
  });

  it('keeps the dialog open with the inputs and shows the server’s words when Stripe refuses; the next try is a new attempt', async () => {
    const user = userEvent.setup({ delay: null });
    const { detail, store } = await openDetail(order(), user);
    const dialog = await openRefund(detail, user);
    await typeIn(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Burger was cold');
    const refused = 'The refund of £23.48 could not be made (Stripe said charge_disputed). The order is on Needs attention.';
    answerApi('POST', '/api/admin/orders/o1/refunds', { status: 502, body: { error: { code: 'REFUND_FAILED', message: refused } } });
    // The failed attempt is recorded on the order: the detail fetches it.
    answerApi('GET', '/api/admin/orders/o1', {
      body: order({ refunds: [refund({ amountPence: 2348, status: 'failed', lines: [], stripeRefundId: null, error: 'Stripe said charge_disputed' })] }),
    });
    // Two quick taps make one request.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm refund' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(refundRequests()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Refund order WK-AAAAAA' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Burger was cold');
    expect(within(dialog).getByRole('button', { name: 'Confirm refund' })).toBeEnabled();
    expect(store.getState().notifications.queue).toEqual([]);
    await waitFor(() => expect(within(detail).getByRole('region', { name: 'Refunds', hidden: true })).toHaveTextContent('Not refunded: Stripe said charge_disputed'));

    // Stripe's refusal was recorded under the first key: trying again is a new attempt with its own.
    answerApi('POST', '/api/admin/orders/o1/refunds', { body: order({ refunds: [refund({ amountPence: 2348, lines: [] })], refundedPence: 2348, refundablePence: 0 }) });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund order WK-AAAAAA' })).toBeNull());
    const [first, second] = refundRequests();
    expect(second.body).toEqual({ reason: 'Burger was cold' });
    expect(second.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second.headers.get('Idempotency-Key')).not.toBe(first.headers.get('Idempotency-Key'));
  });
});
