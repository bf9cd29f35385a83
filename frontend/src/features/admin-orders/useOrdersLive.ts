import { useRef } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { notify } from '../../shared/notifications/notifications-slice';
import { useAdminSocketConnected, useAdminSocketMessage } from '../../shared/realtime/admin-socket';
import { adminOrdersApiUtil, ORDER_TAGS } from './admin-orders-api';
import { playNewOrderChime } from './new-order-alert';

export interface OrdersLiveState {
  /** False while the socket is down: the screens fall back on polling and say they are reconnecting. */
  connected: boolean;
  /** Whether it was ever connected: before that it is connecting, after it reconnecting. */
  everConnected: boolean;
}

/**
 * Follows the admin socket: any order change refetches the order screens (the message says what
 * changed; the data comes from the API). A new order also chimes, unless muted, and shows a
 * notification, so that a busy kitchen notices it.
 */
export function useOrdersLive({ muted }: { muted: boolean }): OrdersLiveState {
  const dispatch = useAppDispatch();
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  // Whatever happened while we were away: fetch it now.
  const state = useAdminSocketConnected(() => dispatch(adminOrdersApiUtil.invalidateTags([...ORDER_TAGS])));
  useAdminSocketMessage('orders.changed', (message) => {
    dispatch(adminOrdersApiUtil.invalidateTags([...ORDER_TAGS]));
    if (message.event !== 'OrderPlaced') return;
    if (!mutedRef.current) playNewOrderChime();
    dispatch(notify({ title: 'New order', message: `Order ${message.orderNumber} has just been placed.`, severity: 'info' }));
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.visibilityState === 'hidden') {
      new Notification('New order', { body: `Order ${message.orderNumber} has just been placed.`, tag: message.orderId });
    }
  });
  return state;
}
