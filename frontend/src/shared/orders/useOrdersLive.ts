import { useRef } from 'react';
import { londonToday } from './order-format';
import { useAppDispatch, useAppStore } from '../hooks';
import { notify } from '../notifications/notifications-slice';
import { useAdminSocketConnected, useAdminSocketMessage } from '../realtime/admin-socket';
import { adminOrdersApiUtil, ORDER_TAGS, orderCachePatches, orderDetailTag } from './admin-orders-api';
import { cacheChangeFor } from './orders-cache';
import { playNewOrderChime } from './new-order-alert';

export interface OrdersLiveState {
  /** False while the socket is down: the screens fall back on polling and say they are reconnecting. */
  connected: boolean;
  /** Whether it was ever connected: before that it is connecting, after it reconnecting. */
  everConnected: boolean;
}

/**
 * Follows the admin socket. A message carries what changed (the order's new status and paid flag),
 * so a change patches the cached screens without a request; a new order fetches today's list and
 * any other day's a screen holds (its row is not in the message), a refund or a correction that list and the order's detail (its lines
 * and money are not in it either), and a payment problem the needs-attention list. A new order
 * also chimes, unless muted, and shows a notification, so that a busy kitchen notices it. The
 * navigation's badges are the shell's (features/admin).
 */
export function useOrdersLive({ muted }: { muted: boolean }): OrdersLiveState {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  // Whatever happened while we were away: fetch it now.
  const state = useAdminSocketConnected(() => dispatch(adminOrdersApiUtil.invalidateTags([...ORDER_TAGS])));
  useAdminSocketMessage('orders.changed', (message) => {
    const change = cacheChangeFor(message);
    if (change.kind === 'fetch') {
      // Today's list and any other day's a screen holds: a new order may be for a later day (issue 28).
      const days = new Set([londonToday(), ...adminOrdersApiUtil.selectCachedArgsForQuery(store.getState(), 'getDayOrders')]);
      dispatch(adminOrdersApiUtil.invalidateTags([...[...days].map((id) => ({ type: 'AdminOrders' as const, id })), ...(change.orderId ? [orderDetailTag(change.orderId)] : [])]));
    }
    else if (change.kind === 'attention') dispatch(adminOrdersApiUtil.invalidateTags(['OrdersAttention']));
    else for (const patch of orderCachePatches(store.getState(), change)) dispatch(patch);
    // A deleted order leaves a history page one short: that page (if open) is fetched again.
    if (change.kind === 'remove') dispatch(adminOrdersApiUtil.invalidateTags(['OrderHistory']));
    if (message.event !== 'OrderPlaced') return;
    if (!mutedRef.current) playNewOrderChime();
    dispatch(notify({ title: 'New order', message: `Order ${message.orderNumber} has just been placed.`, severity: 'info' }));
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.visibilityState === 'hidden') {
      new Notification('New order', { body: `Order ${message.orderNumber} has just been placed.`, tag: message.orderId });
    }
  });
  return state;
}
