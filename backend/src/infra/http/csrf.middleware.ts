import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { ErrorBody } from './app.exception.js';
import { baseCookieOptions, cookieNames } from './cookies.js';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Requests that prove themselves another way (Stripe signs its webhooks). Exact, case-sensitive paths. */
export const CSRF_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/api/payments/webhook']);

function mac(secret: string, sessionToken: string | undefined, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf\n${sessionToken ?? ''}\n${nonce}`).digest('base64url');
}

/** A CSRF token bound to a session (or to no session): `<random nonce>.<HMAC(SESSION_SECRET, session, nonce)>`. */
export function signCsrfToken(secret: string, sessionToken: string | undefined): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${mac(secret, sessionToken, nonce)}`;
}

/** True when the token was signed with this secret for this session. */
export function verifyCsrfToken(secret: string, sessionToken: string | undefined, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return sameText(signature, mac(secret, sessionToken, nonce));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sets a fresh CSRF cookie for this session; called whenever the session changes (sign-in, sign-out). */
export function issueCsrfToken(res: Response, config: AppConfig, sessionToken: string | undefined): string {
  const token = signCsrfToken(config.sessionSecret, sessionToken);
  // Readable by the page, which echoes it in the X-CSRF-Token header.
  res.cookie(cookieNames(config).csrf, token, baseCookieOptions(config, false));
  return token;
}

/**
 * Double-submit CSRF protection with a session-bound token: the page gets a cookie signed for its
 * session, and every request with an unsafe method, whatever its path or case, must echo that
 * cookie in the X-CSRF-Token header. A token from another session, an old session or another
 * secret is refused, and a fresh one is set for the retry.
 */
export function csrfProtection(config: AppConfig, options: { sameOriginPaths?: readonly string[] } = {}) {
  const names = cookieNames(config);
  const origin = new URL(config.publicUrl).origin;
  const sameOriginPaths = options.sameOriginPaths ?? [];
  return (req: Request, res: Response, next: NextFunction): void => {
    const session = req.cookies?.[names.session] as string | undefined;
    const cookie = req.cookies?.[names.csrf] as string | undefined;
    const cookieValid = verifyCsrfToken(config.sessionSecret, session, cookie);
    // Fingerprinted assets are shared and cached; they carry no cookies.
    if (!cookieValid && !req.path.startsWith('/assets/')) issueCsrfToken(res, config, session);
    if (SAFE_METHODS.has(req.method) || CSRF_EXEMPT_PATHS.has(req.path)) return next();
    const header = req.get(CSRF_HEADER);
    if (cookieValid && header !== undefined && sameText(header, cookie!)) return next();
    // Pages the server did not write (the queue dashboard) cannot echo the token; their requests
    // must come from this site's own origin, which a cross-site page cannot forge (OWASP: verify Origin).
    if (sameOriginPaths.some((prefix) => req.path.startsWith(prefix)) && req.get('origin') === origin && (req.get('sec-fetch-site') ?? 'same-origin') === 'same-origin') {
      return next();
    }
    const body: ErrorBody = { error: { code: 'CSRF_REJECTED', message: 'Your session has expired. Please reload the page and try again.' } };
    res.status(403).json(body);
  };
}
