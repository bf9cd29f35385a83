import type { CookieOptions } from 'express';
import type { AppConfig } from '../config/app-config.js';

/** The names of the cookies the api sets. */
export interface CookieNames {
  session: string;
  csrf: string;
  oidcState: string;
}

/** The names in development and tests (plain http, where browsers refuse `__Host-` cookies). */
export const LOCAL_COOKIE_NAMES: CookieNames = { session: 'sid', csrf: 'csrf_token', oidcState: 'oidc_state' };

/**
 * In production every cookie is `__Host-`: the browser accepts it only from this exact host over
 * https with Path=/ and no Domain, so a sibling sub-domain cannot plant a session or CSRF cookie.
 */
export function cookieNames(config: Pick<AppConfig, 'isProduction'>): CookieNames {
  if (!config.isProduction) return LOCAL_COOKIE_NAMES;
  return { session: '__Host-sid', csrf: '__Host-csrf_token', oidcState: '__Host-oidc_state' };
}

/** Path=/ and Secure in production, as `__Host-` requires. */
export function baseCookieOptions(config: Pick<AppConfig, 'isProduction'>, httpOnly = true): CookieOptions {
  return { httpOnly, sameSite: 'lax', secure: config.isProduction, path: '/' };
}
