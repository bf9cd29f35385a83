import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { adminOrdersApiUtil, ORDER_TAGS } from './admin-orders-api';
import type { OrdersSocket } from '../admin-socket-context';
import type { OrdersChangedMessage } from '@walkden/backend/socket-events';
import { playNewOrderChime } from './new-order-alert';

export interface OrdersLiveState {
  /** False while the socket is down: the screens fall back on polling and say they are reconnecting. */
  connected: boolean;
  /** Whether it was ever connected: before that it is connecting, after it reconnecting. */
  everConnected: boolean;
}

/**
 * Follows the admin socket: any order change refetches the order screens and the badge (the
 * message says what changed; the data comes from the API). A new order also chimes, unless muted,
 * and shows a notification, so that a busy kitchen notices it.
 */
export function useOrdersLive(socket: OrdersSocket | null, { muted }: { muted: boolean }): OrdersLiveState {
  const dispatch = useAppDispatch();
  const [connected, setConnected] = useState(socket?.connected ?? false);
  const [everConnected, setEverConnected] = useState(socket?.connected ?? false);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  useEffect(() => {
    if (!socket) return;
    const onConnect = () => {
      setConnected(true);
      setEverConnected(true);
      // Whatever happened while we were away: fetch it now.
      dispatch(adminOrdersApiUtil.invalidateTags([...ORDER_TAGS]));
    };
    const onDisconnect = () => setConnected(false);
    const onOrdersChanged = (message: OrdersChangedMessage) => {
      dispatch(adminOrdersApiUtil.invalidateTags([...ORDER_TAGS]));
      if (message.event !== 'OrderPlaced') return;
      if (!mutedRef.current) playNewOrderChime();
      dispatch(notify({ title: 'New order', message: `Order ${message.orderNumber} has just been placed.`, severity: 'info' }));
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.visibilityState === 'hidden') {
        new Notification('New order', { body: `Order ${message.orderNumber} has just been placed.`, tag: message.orderId });
      }
    };
    setConnected(socket.connected);
    if (socket.connected) setEverConnected(true);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('orders.changed', onOrdersChanged);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('orders.changed', onOrdersChanged);
    };
  }, [socket, dispatch]);

  return { connected, everConnected };
}
