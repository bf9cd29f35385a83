import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, StorefrontServerToClientEvents } from '../../../../backend/src/infra/realtime/socket-events';

export type StorefrontSocket = Socket<StorefrontServerToClientEvents, ClientToServerEvents>;

/**
 * Connects to the api's /storefront namespace (anyone may listen): menu, settings and schedule
 * changes reach every open page. The Socket.IO client is loaded after the page, in a chunk of its
 * own, so no page's first download carries it. WebSocket only: no long-polling requests through
 * the SSR middleware.
 */
export async function connectStorefrontSocket(origin: string = window.location.origin): Promise<StorefrontSocket> {
  const { io } = await import('socket.io-client');
  return io(`${origin}/storefront`, { transports: ['websocket'] });
}
