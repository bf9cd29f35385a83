import type { NextFunction, Request, Response } from 'express';
import { ErrorBody } from './app.exception.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The api reads JSON bodies only: a request with any other body (a cross-site HTML form can send
 * form-encoded, multipart or text bodies) is refused with 415 before any parser or route sees it.
 * The only exceptions are the upload routes named in `multipartPaths` (exact paths; they stay
 * behind the CSRF check, which a cross-site form cannot pass).
 */
export function jsonBodiesOnly(options: { multipartPaths?: readonly RegExp[] } = {}) {
  const multipartPaths = options.multipartPaths ?? [];
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.is('application/json') === 'application/json') return next();
    if (req.is('multipart/form-data') === 'multipart/form-data' && multipartPaths.some((path) => path.test(req.path))) return next();
    const body: ErrorBody = { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please send JSON (Content-Type: application/json).' } };
    res.status(415).json(body);
  };
}
