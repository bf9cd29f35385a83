import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { AdminServerToClientEvents, ClientToServerEvents } from '@walkden/contract/socket-events';

/**
 * The admin shell's socket as its tabs hear it. Types only and React: the Socket.IO client itself
 * is loaded by the shell (features/admin/useAdminSocket.ts), never by a customer page.
 */

/** The /admin namespace, typed by the contract's event map: a handler that does not fit its message does not compile. */
export type AdminSocket = Socket<AdminServerToClientEvents, ClientToServerEvents>;
export type AdminSocketEvent = keyof AdminServerToClientEvents;
/** What one message of the /admin namespace carries. */
export type AdminSocketMessage<E extends AdminSocketEvent> = Parameters<AdminServerToClientEvents[E]>[0];

/** The one way the admin shell's socket reaches its tabs (and the navigation's badges). */
export const AdminSocketContext = createContext<AdminSocket | null>(null);

/**
 * Calls `handler` with each `event` message of the shell's socket while the calling component is
 * mounted. The one typed hook every admin tab listens through: the message type comes from the
 * contract's map, never re-declared or cast.
 */
export function useAdminSocketMessage<E extends AdminSocketEvent>(event: E, handler: (message: AdminSocketMessage<E>) => void): void {
  const socket = useContext(AdminSocketContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = (message: AdminSocketMessage<E>) => latest.current(message);
    // Socket.IO cannot narrow its listener type for a generic event name; the signature above is the check.
    const untyped: Socket = socket;
    const name: string = event;
    untyped.on(name, listener);
    return () => {
      untyped.off(name, listener);
    };
  }, [socket, event]);
}

/**
 * Whether the shell's socket is connected; `onConnect` runs on every (re)connect, when whatever
 * changed while it was down must be fetched. Screens poll only while it is not connected.
 */
export function useAdminSocketConnected(onConnect?: () => void): { connected: boolean; everConnected: boolean } {
  const socket = useContext(AdminSocketContext);
  const [state, setState] = useState({ connected: socket?.connected ?? false, everConnected: socket?.connected ?? false });
  const latest = useRef(onConnect);
  latest.current = onConnect;
  useEffect(() => {
    if (!socket) return;
    const up = () => {
      setState({ connected: true, everConnected: true });
      latest.current?.();
    };
    const down = () => setState((previous) => ({ ...previous, connected: false }));
    setState((previous) => ({ connected: socket.connected, everConnected: previous.everConnected || socket.connected }));
    socket.on('connect', up);
    socket.on('disconnect', down);
    return () => {
      socket.off('connect', up);
      socket.off('disconnect', down);
    };
  }, [socket]);
  return state;
}
