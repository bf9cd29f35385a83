import { act, render, screen } from '@testing-library/react';
import { AdminSocketContext } from '../../../shared/realtime/admin-socket';
import { fakeAdminSocket } from '../../../test/fake-admin-socket';
import { LiveAnnouncer } from './LiveAnnouncer';

function renderAnnouncer() {
  const live = fakeAdminSocket();
  const rendered = render(
    <AdminSocketContext.Provider value={live.socket}>
      <LiveAnnouncer />
    </AdminSocketContext.Provider>,
  );
  return { ...rendered, live };
}

describe('LiveAnnouncer', () => {
  it('reads out each order change politely, the same words twice as two messages', () => {
    const { live } = renderAnnouncer();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');

    act(() => live.send('orders.changed', { event: 'OrderPlaced', orderId: 'o1', orderNumber: 'WK-0042' }));
    expect(region).toHaveTextContent('New order WK-0042 has arrived.');
    const first = region.firstElementChild;

    act(() => live.send('orders.changed', { event: 'OrderPlaced', orderId: 'o1', orderNumber: 'WK-0042' }));
    expect(region.firstElementChild).not.toBe(first);

    act(() => live.send('orders.changed', { event: 'OrderStatusChanged', orderId: 'o1', orderNumber: 'WK-0042', status: 'ready' }));
    expect(region).toHaveTextContent('Order WK-0042 is now ready.');
  });

  it('stops listening when it goes away', () => {
    const { live, unmount } = renderAnnouncer();
    expect(live.listenerCount('orders.changed')).toBe(1);
    unmount();
    expect(live.listenerCount('orders.changed')).toBe(0);
  });
});
