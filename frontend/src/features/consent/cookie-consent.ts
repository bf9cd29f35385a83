export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const COOKIE_CONSENT_ACCEPTED = 'accepted';
/** The cookie the server reads to leave the notice out of the HTML (backend app/page-prefetchers.ts). */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function hasAcceptedCookies(storage: Storage): boolean {
  try {
    return storage.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

/** Whether a `document.cookie` string holds the acceptance. */
export function hasConsentCookie(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${COOKIE_CONSENT_COOKIE}=${COOKIE_CONSENT_ACCEPTED}`);
}

/** Remembers the acceptance for the server's render (a cookie) and for this browser (localStorage). */
export function acceptCookies(storage: Storage): void {
  rememberAcceptanceForServer();
  try {
    storage.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED);
  } catch {
    // Storage unavailable: the cookie still keeps the notice away.
  }
}

export function rememberAcceptanceForServer(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_COOKIE}=${COOKIE_CONSENT_ACCEPTED}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
