import { EventEmitter } from 'node:events';
import { act, render, screen } from '@testing-library/react';
import type { OrdersSocket } from '../admin-socket-context';
import { LiveAnnouncer } from './LiveAnnouncer';

describe('LiveAnnouncer', () => {
  it('reads out each order change politely, the same words twice as two messages', () => {
    const socket = new EventEmitter();
    render(<LiveAnnouncer socket={socket as unknown as OrdersSocket} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');

    act(() => void socket.emit('orders.changed', { event: 'OrderPlaced', orderId: 'o1', orderNumber: 'WK-0042' }));
    expect(region).toHaveTextContent('New order WK-0042 has arrived.');
    const first = region.firstElementChild;

    act(() => void socket.emit('orders.changed', { event: 'OrderPlaced', orderId: 'o1', orderNumber: 'WK-0042' }));
    expect(region.firstElementChild).not.toBe(first);

    act(() => void socket.emit('orders.changed', { event: 'OrderStatusChanged', orderId: 'o1', orderNumber: 'WK-0042', status: 'ready' }));
    expect(region).toHaveTextContent('Order WK-0042 is now ready.');
  });

  it('stops listening when it goes away', () => {
    const socket = new EventEmitter();
    const { unmount } = render(<LiveAnnouncer socket={socket as unknown as OrdersSocket} />);
    unmount();
    expect(socket.listenerCount('orders.changed')).toBe(0);
  });
});
