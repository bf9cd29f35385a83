import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service.js';

/**
 * The route label of a request: the matched route's template (`/api/orders/:id`), never the raw
 * path, so that ids do not make a series each. Requests no controller route matched are grouped.
 */
export function routeLabel(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  const path = req.originalUrl.split('?')[0];
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path === '/api' || path.startsWith('/api/')) return path.startsWith('/api/docs') ? '/api/docs' : '(unmatched api)';
  // Everything else is a server-rendered page (or a static file next to index.html). Socket.IO's own
  // requests never reach Express: the engine answers them on the HTTP server first.
  return '(page)';
}

/** Observes every HTTP request's duration by method, route template and status code. */
export function httpMetrics(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const stop = metrics.httpRequestDuration.startTimer();
    res.once('finish', () => stop({ method: req.method, route: routeLabel(req), status_code: String(res.statusCode) }));
    next();
  };
}
