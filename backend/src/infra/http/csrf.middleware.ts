import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../config/app-config.js';
import { ErrorBody } from './app.exception.js';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Requests that prove themselves another way (Stripe signs its webhooks). */
const EXEMPT_PATHS = ['/api/payments/webhook'];

/**
 * Double-submit CSRF protection: every response makes sure the page has a csrf_token cookie, and
 * every state-changing /api request must echo it in the X-CSRF-Token header.
 */
export function csrfProtection(config: AppConfig) {
  return (req: Request, res: Response, next: NextFunction): void => {
    let token = req.cookies?.[CSRF_COOKIE] as string | undefined;
    if (!token || !/^[\w-]{32,}$/.test(token)) {
      token = randomBytes(24).toString('base64url');
      res.cookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure: config.isProduction, path: '/' });
      req.cookies = { ...req.cookies, [CSRF_COOKIE]: token };
    }
    if (SAFE_METHODS.has(req.method) || !req.path.startsWith('/api/') || EXEMPT_PATHS.includes(req.path)) return next();
    const header = req.get(CSRF_HEADER);
    if (header && header === req.cookies?.[CSRF_COOKIE] && header === token) return next();
    const body: ErrorBody = { error: { code: 'CSRF_REJECTED', message: 'Your session has expired. Please reload the page and try again.' } };
    res.status(403).json(body);
  };
}
