import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Answers the request itself and returns true, or returns false to leave it to Express. `fallback` hands it to Express later. */
export type FastRoute = (req: IncomingMessage, res: ServerResponse, fallback: () => void) => boolean;

/** How the api sees the requests the hot path answers: in flight (graceful shutdown) and timed (metrics). */
export interface FastPathObserver {
  /** While true (the api is draining), every request goes through Express, which says Connection: close. */
  readonly bypass: boolean;
  /** A route took the request; the answer is called once, when it was answered or handed back to Express. */
  taken(req: IncomingMessage, res: ServerResponse, startedAt: bigint): (outcome: 'answered' | 'handed-back') => void;
}

/**
 * Puts routes in front of Express on the api's HTTP server: a request a route takes never enters
 * the middleware chain (logging, security headers, compression, cookies, CSRF, Nest's router).
 * For hot, public, cacheable GETs only; see modules/menu/menu-fast-path.ts.
 */
export function serveBeforeExpress(server: Server, routes: FastRoute[], observer?: FastPathObserver): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const express = (req: IncomingMessage, res: ServerResponse) => {
    for (const handler of handlers) handler.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (observer?.bypass) return express(req, res);
    const startedAt = observer ? process.hrtime.bigint() : 0n;
    for (const route of routes) {
      let handedBack = false;
      let done: ((outcome: 'answered' | 'handed-back') => void) | undefined;
      const fallback = () => {
        handedBack = true;
        done?.('handed-back');
        done = undefined;
        express(req, res);
      };
      if (!route(req, res, fallback)) continue;
      if (observer && !handedBack) {
        done = observer.taken(req, res, startedAt);
        res.once('close', () => {
          done?.('answered');
          done = undefined;
        });
      }
      return;
    }
    express(req, res);
  });
}
