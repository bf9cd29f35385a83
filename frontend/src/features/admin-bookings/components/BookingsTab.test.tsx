import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';
import { createTestEmotionCache } from '../../../test/emotion-cache';
import { Notifier } from '../../../app/layout/Notifier';
import { makeStore } from '../../../app/store';
import { AdminSocketContext, type AdminSocket } from '../../../shared/realtime/admin-socket';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { fakeAdminSocket } from '../../../test/fake-admin-socket';
import { BookingsTab } from './BookingsTab';

/** The tab opens on today in London. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

const booking = (overrides: Record<string, unknown>) => ({
  id: 'b1',
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: '07700 900123',
  date: TODAY,
  time: '19:00',
  partySize: 4,
  specialRequests: 'Window seat',
  status: 'pending',
  createdAt: '2031-01-14T09:00:00.000Z',
  ...overrides,
});

function renderTab(socket: AdminSocket) {
  return render(
    <AppProviders store={makeStore()} emotionCache={createTestEmotionCache()}>
      <AdminSocketContext.Provider value={socket}>
        <MemoryRouter>
          <BookingsTab />
        </MemoryRouter>
      </AdminSocketContext.Provider>
      <Notifier />
    </AppProviders>,
  );
}

describe('the Bookings tab', () => {
  it("lists the day's bookings with their contact, requests and the buttons their status allows", async () => {
    const { socket } = fakeAdminSocket();
    answerApi('GET', '/api/admin/bookings', { body: { date: TODAY, bookings: [booking({}), booking({ id: 'b2', name: 'Jo Bloggs', time: '19:30', status: 'confirmed', phone: '' })] } });
    renderTab(socket);
    const first = (await screen.findByText('Sam Taylor')).closest('tr') as HTMLElement;
    expect(within(first).getByText('07700 900123')).toBeInTheDocument();
    expect(within(first).getByText('Window seat')).toBeInTheDocument();
    expect(within(first).getAllByRole('button').map((button) => button.textContent)).toEqual(['Confirm', 'Decline', 'Cancel']);
    const second = screen.getByText('Jo Bloggs').closest('tr') as HTMLElement;
    expect(within(second).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel']);
    expect(screen.getByText('2 bookings, 8 guests expected.')).toBeInTheDocument();
  });

  it('confirms a booking through the API and shows its answer, and patches the row from what the socket says: no refetch', async () => {
    const user = userEvent.setup({ delay: null });
    const { socket, send } = fakeAdminSocket();
    const listRequests = () => sentRequests.filter((request) => request.method === 'GET' && request.path === '/api/admin/bookings').length;
    answerApi('GET', '/api/admin/bookings', { body: { date: TODAY, bookings: [booking({})] } });
    answerApi('PATCH', '/api/admin/bookings/b1/status', { body: booking({ status: 'confirmed' }) });
    renderTab(socket);
    const confirm = await screen.findByRole('button', { name: 'Confirm the booking of Sam Taylor at 19:00' });
    await user.click(confirm);
    await waitFor(() => expect(sentRequests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'confirmed' }));
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    // The row took the server's answer (it offers only Cancel now) without fetching the list again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm the booking of Sam Taylor at 19:00' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cancel the booking of Sam Taylor at 19:00' })).toBeInTheDocument();
    expect(listRequests()).toBe(1);

    // Another member of staff cancels it: only the socket can say so, since nothing here asks the api.
    answerApi('GET', '/api/admin/bookings', { status: 500 });
    act(() => send('bookings.changed', { event: 'BookingStatusChanged', bookingId: 'b1', date: TODAY, time: '19:00', status: 'cancelled' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /the booking of Sam Taylor/ })).not.toBeInTheDocument();
    expect(listRequests()).toBe(1);
  });

  it('declines the selected requests at once after asking, and says which were left as they were', async () => {
    const user = userEvent.setup({ delay: null });
    const { socket } = fakeAdminSocket();
    const lapsesAt = '2031-01-14T11:00:00.000Z';
    answerApi('GET', '/api/admin/bookings', {
      body: {
        date: TODAY,
        bookings: [
          booking({ lapsesAt, guestConfirmed: false }),
          booking({ id: 'b2', name: 'Jo Bloggs', time: '19:30', lapsesAt: null, guestConfirmed: true }),
          booking({ id: 'b3', name: 'Al Ready', time: '20:00', status: 'confirmed', lapsesAt: null, guestConfirmed: false }),
        ],
      },
    });
    answerApi('POST', '/api/admin/bookings/decline', {
      body: { declined: [booking({ status: 'declined' })], notDeclined: [{ id: 'b2', code: 'INVALID_STATUS_CHANGE', message: 'A confirmed booking cannot be marked declined.' }] },
    });
    renderTab(socket);

    const first = (await screen.findByText('Sam Taylor')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Lapses at 11:00 unless confirmed')).toBeInTheDocument();
    expect(within(screen.getByText('Jo Bloggs').closest('tr') as HTMLElement).getByText('Guest confirmed')).toBeInTheDocument();
    // Only requests still waiting can be selected.
    expect(screen.queryByRole('checkbox', { name: 'Select the booking of Al Ready at 20:00' })).not.toBeInTheDocument();
    const declineSelected = screen.getByRole('button', { name: 'Decline selected' });
    expect(declineSelected).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select the booking of Sam Taylor at 19:00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the booking of Jo Bloggs at 19:30' }));
    await user.click(screen.getByRole('button', { name: 'Decline selected (2)' }));

    // Nothing is sent until staff say so in the dialog; "Keep them" sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Decline 2 booking requests?' });
    expect(dialog).toHaveTextContent('19:00 Sam Taylor, 19:30 Jo Bloggs. Each customer will be e-mailed that we cannot take their booking.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Decline selected (2)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline 2' }));
    await waitFor(() => expect(sentRequests.find((request) => request.method === 'POST')?.body).toEqual({ ids: ['b1', 'b2'] }));
    expect(await screen.findByText('1 booking declined, 1 not')).toBeInTheDocument();
    expect(screen.getByText('A confirmed booking cannot be marked declined.')).toBeInTheDocument();
  });
});
