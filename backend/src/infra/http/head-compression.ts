import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** What the `compression` middleware compresses: text and the structured types built on it. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[a-z.+-]+\+(json|xml))|image\/svg\+xml)/i;
/** Below this size `compression` sends a body as it is (its default threshold). */
const THRESHOLD_BYTES = 1024;

/** The encoding `compression` would pick for this Accept-Encoding: brotli first, then gzip. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
        return [name.toLowerCase(), q ? Number(q.slice(2)) : 1] as const;
      }),
  );
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * `compression` leaves HEAD responses alone, so a HEAD would show no Content-Encoding where the GET
 * of the same URL is compressed. A HEAD carries no body: announce the encoding the GET would get.
 */
export function headLikeGetCompression(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const encoding = req.method === 'HEAD' ? preferredEncoding(req.get('accept-encoding')) : null;
    if (!encoding) return next();
    const writeHead = res.writeHead;
    res.writeHead = function announceEncoding(this: Response, ...args: unknown[]) {
      const type = String(res.getHeader('content-type') ?? '');
      const length = Number(res.getHeader('content-length') ?? Number.POSITIVE_INFINITY);
      if (!res.getHeader('content-encoding') && COMPRESSIBLE.test(type) && length >= THRESHOLD_BYTES) {
        res.setHeader('Content-Encoding', encoding);
        res.removeHeader('Content-Length');
        res.vary('Accept-Encoding');
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
