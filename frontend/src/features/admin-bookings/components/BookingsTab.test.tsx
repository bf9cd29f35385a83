import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import { AppProviders } from '../../../app/AppProviders';
import { createEmotionCache } from '../../../app/emotion-cache';
import { Notifier } from '../../../app/layout/Notifier';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { BookingsTab } from './BookingsTab';

/** A stand-in for the admin socket: the test raises its events. */
function fakeSocket() {
  const handlers = new Map<string, ((message: unknown) => void)[]>();
  const socket = {
    on: (event: string, handler: (message: unknown) => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    off: (event: string, handler: (message: unknown) => void) => handlers.set(event, (handlers.get(event) ?? []).filter((h) => h !== handler)),
  };
  return { socket: socket as unknown as Socket, emit: (event: string, message: unknown) => handlers.get(event)?.forEach((handler) => handler(message)) };
}

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

function renderTab(socket: Socket) {
  const router = createMemoryRouter([{ path: '/', element: <Outlet context={socket} />, children: [{ index: true, element: <BookingsTab /> }] }]);
  return render(
    <AppProviders store={makeStore()} emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
      <Notifier />
    </AppProviders>,
  );
}

describe('the Bookings tab', () => {
  it("lists the day's bookings with their contact, requests and the buttons their status allows", async () => {
    const { socket } = fakeSocket();
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

  it('confirms a booking through the API, and refetches when the socket hears of a change', async () => {
    const user = userEvent.setup({ delay: null });
    const { socket, emit } = fakeSocket();
    const listRequests = () => sentRequests.filter((request) => request.method === 'GET' && request.path === '/api/admin/bookings').length;
    answerApi('GET', '/api/admin/bookings', { body: { date: TODAY, bookings: [booking({})] } });
    answerApi('PATCH', '/api/admin/bookings/b1/status', { body: booking({ status: 'confirmed' }) });
    renderTab(socket);
    const confirm = await screen.findByRole('button', { name: 'Confirm the booking of Sam Taylor at 19:00' });
    answerApi('GET', '/api/admin/bookings', { body: { date: TODAY, bookings: [booking({ status: 'confirmed' })] } });
    await user.click(confirm);
    await waitFor(() => expect(sentRequests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'confirmed' }));
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    // The mutation's own refetch has landed (the row offers only Cancel) before the socket speaks.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm the booking of Sam Taylor at 19:00' })).not.toBeInTheDocument());
    expect(listRequests()).toBe(2);

    answerApi('GET', '/api/admin/bookings', { body: { date: TODAY, bookings: [booking({ status: 'cancelled' })] } });
    act(() => emit('bookings.changed', { event: 'BookingStatusChanged', bookingId: 'b1', date: TODAY, time: '19:00', status: 'cancelled' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(listRequests()).toBe(3);
    expect(screen.queryByRole('button', { name: /the booking of Sam Taylor/ })).not.toBeInTheDocument();
  });
});
