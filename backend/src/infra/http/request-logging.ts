import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger as Pino } from 'pino';
import { pathWithUtmOnly } from './url-redaction.js';

/**
 * One JSON line per request, tagged with a request id (taken from X-Request-Id or generated). The
 * URL is logged as its path and utm_* parameters only: a query may carry a secret.
 */
export function requestLogging(logger: Pino) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/health/live' || req.url === '/health/ready' || (req.url ?? '').startsWith('/assets/') },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: pathWithUtmOnly(req.url ?? '/') }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
