import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, StorefrontServerToClientEvents } from '../../../../backend/src/infra/realtime/socket-events';

export type StorefrontSocket = Socket<StorefrontServerToClientEvents, ClientToServerEvents>;

/**
 * Connects to the api's /storefront namespace (anyone may listen): menu and settings changes
 * reach every open page. WebSocket only: no long-polling requests through the SSR middleware.
 */
export function connectStorefrontSocket(origin: string = window.location.origin): StorefrontSocket {
  return io(`${origin}/storefront`, { transports: ['websocket'] });
}
