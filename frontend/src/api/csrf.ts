export const CSRF_COOKIE = 'csrf_token';
/** Its name in production, where the api's cookies are `__Host-` (this host only, https only). */
export const HOST_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function needsCsrfToken(method: string | undefined): boolean {
  return !SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

/** Reads one cookie's value from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return null;
}

/** The CSRF token the api gave this page (bound to its session; it changes at sign-in and sign-out). */
export function readCsrfToken(cookieHeader: string): string | null {
  return readCookie(cookieHeader, HOST_CSRF_COOKIE) ?? readCookie(cookieHeader, CSRF_COOKIE);
}
