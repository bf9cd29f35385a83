import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, OrderFollowAuth, OrderServerToClientEvents, OrderStatusMessage } from '@walkden/contract/socket-events';
import { whenPageSettled } from '../realtime/storefront-socket';

export interface FollowedOrder {
  status: OrderStatusMessage;
  isPaid: boolean;
  /** Whether the page is hearing the order's changes right now. */
  live: boolean;
}

/**
 * Follows one order on the api's /order namespace (issue 27): the signed-in customer's own order
 * by its id, or any order with its link's token. Starts from what the page already knows and
 * moves with each `order.status` message; `onChange` hears each one too (a page that keeps the
 * order in its query cache patches it there). The Socket.IO client loads after the page has
 * settled, in its own chunk, as the storefront's does.
 */
export function useFollowOrder(
  follow: OrderFollowAuth | null,
  initial: { status: OrderStatusMessage; isPaid: boolean },
  onChange?: (order: { status: OrderStatusMessage; isPaid: boolean }) => void,
): FollowedOrder {
  const [state, setState] = useState<FollowedOrder>({ ...initial, live: false });
  const orderId = follow?.orderId;
  const token = follow?.token;
  // The latest callback, without reconnecting when a page passes a new one each render.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    setState((current) => ({ ...current, status: initial.status, isPaid: initial.isPaid }));
  }, [initial.status, initial.isPaid]);

  useEffect(() => {
    if (!orderId) return undefined;
    let socket: Socket<OrderServerToClientEvents, ClientToServerEvents> | undefined;
    let cancelled = false;
    void (async () => {
      await whenPageSettled();
      const { io } = await import('socket.io-client');
      if (cancelled) return;
      socket = io(`${window.location.origin}/order`, { transports: ['websocket'], auth: token ? { orderId, token } : { orderId } });
      socket.on('connect', () => setState((current) => ({ ...current, live: true })));
      socket.on('disconnect', () => setState((current) => ({ ...current, live: false })));
      socket.on('order.status', (message) => {
        if (message.orderId !== orderId) return;
        setState({ status: message.status, isPaid: message.isPaid, live: true });
        onChangeRef.current?.({ status: message.status, isPaid: message.isPaid });
      });
    })();
    return () => {
      cancelled = true;
      socket?.disconnect();
    };
  }, [orderId, token]);

  return state;
}
