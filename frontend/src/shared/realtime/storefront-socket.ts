import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, StorefrontServerToClientEvents } from '@walkden/contract/socket-events';

export type StorefrontSocket = Socket<StorefrontServerToClientEvents, ClientToServerEvents>;

/**
 * Resolves once the page has loaded and the browser is idle (or 3 s later at most): live updates
 * wait until the page is usable rather than compete with hydration and the first interaction.
 * Nothing is missed meanwhile: every connect refetches what the messages would have changed.
 */
export function whenPageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 0));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Connects to the api's /storefront namespace (anyone may listen): menu, settings and schedule
 * changes reach every open page. The Socket.IO client is loaded after the page has settled, in a
 * chunk of its own, so no page's first download carries it. WebSocket only: no long-polling requests through
 * the SSR middleware.
 */
export async function connectStorefrontSocket(origin: string = window.location.origin): Promise<StorefrontSocket> {
  await whenPageSettled();
  const { io } = await import('socket.io-client');
  return io(`${origin}/storefront`, { transports: ['websocket'] });
}
