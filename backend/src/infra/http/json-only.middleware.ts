import type { NextFunction, Request, Response } from 'express';
import { ErrorBody } from './app.exception.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The api reads JSON bodies only: a request with any other body (a cross-site HTML form can send
 * form-encoded, multipart or text bodies) is refused with 415 before any parser or route sees it.
 */
export function jsonBodiesOnly() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.is('application/json') === 'application/json') return next();
    const body: ErrorBody = { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please send JSON (Content-Type: application/json).' } };
    res.status(415).json(body);
  };
}
