import { act, render } from '@testing-library/react';
import type { BookingsChangedMessage, OrdersChangedMessage } from '@walkden/contract/socket-events';
import { fakeAdminSocket } from '../../test/fake-admin-socket';
import { AdminSocketContext, useAdminSocketConnected, useAdminSocketMessage } from './admin-socket';

function Listener({ onOrders, onBookings }: { onOrders: (message: OrdersChangedMessage) => void; onBookings: (message: BookingsChangedMessage) => void }) {
  useAdminSocketMessage('orders.changed', onOrders);
  useAdminSocketMessage('bookings.changed', onBookings);
  const { connected } = useAdminSocketConnected();
  return <p>{connected ? 'connected' : 'down'}</p>;
}

/** Never rendered: what the compiler refuses. Were the map loosened, each @ts-expect-error would itself fail the typecheck. */
export function RefusedByTheCompiler() {
  // @ts-expect-error a bookings message does not fit orders.changed
  useAdminSocketMessage('orders.changed', (message: BookingsChangedMessage) => message.bookingId);
  // @ts-expect-error no such message on /admin (settings reach admin pages on /storefront)
  useAdminSocketMessage('settings.changed', () => undefined);
  const live = fakeAdminSocket();
  // @ts-expect-error an orders.changed message needs its event and order
  live.send('orders.changed', { bookingId: 'b1', date: '2031-01-14', time: '19:00', status: 'pending' });
  return null;
}

describe('useAdminSocketMessage', () => {
  it('hands each message of its event to the latest handler, and only while mounted', () => {
    const live = fakeAdminSocket();
    const heard: string[] = [];
    const view = (tag: string) => (
      <AdminSocketContext.Provider value={live.socket}>
        <Listener onOrders={(message) => heard.push(`${tag} ${message.orderNumber}`)} onBookings={(message) => heard.push(`${tag} booking ${message.status}`)} />
      </AdminSocketContext.Provider>
    );
    const { rerender, unmount, getByText } = render(view('first'));
    expect(getByText('connected')).toBeInTheDocument();

    act(() => live.send('orders.changed', { event: 'OrderPlaced', orderId: 'o1', orderNumber: 'WK-1' }));
    rerender(view('second'));
    act(() => live.send('bookings.changed', { event: 'BookingRequested', bookingId: 'b1', date: '2031-01-14', time: '19:00', status: 'pending' }));
    act(() => live.drop());
    expect(getByText('down')).toBeInTheDocument();
    expect(heard).toEqual(['first WK-1', 'second booking pending']);

    unmount();
    expect(live.listenerCount('orders.changed') + live.listenerCount('bookings.changed') + live.listenerCount('connect')).toBe(0);
  });
});
