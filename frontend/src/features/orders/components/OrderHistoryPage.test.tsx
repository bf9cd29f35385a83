import { jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

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

describe('OrderHistoryPage', () => {
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
    expect(within(details).getByText('Driver tip')).toBeInTheDocument();
    expect(within(details).getByText('Payment: Paid · Online')).toBeInTheDocument();
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
});
