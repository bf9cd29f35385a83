import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Answers the request itself and returns true, or returns false to leave it to Express. `fallback` hands it to Express later. */
export type FastRoute = (req: IncomingMessage, res: ServerResponse, fallback: () => void) => boolean;

/**
 * Puts routes in front of Express on the api's HTTP server: a request a route takes never enters
 * the middleware chain (logging, security headers, compression, cookies, CSRF, Nest's router).
 * For hot, public, cacheable GETs only; see modules/menu/menu-fast-path.ts.
 */
export function serveBeforeExpress(server: Server, routes: FastRoute[]): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const express = (req: IncomingMessage, res: ServerResponse) => {
    for (const handler of handlers) handler.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const route of routes) if (route(req, res, () => express(req, res))) return;
    express(req, res);
  });
}
