export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const COOKIE_CONSENT_ACCEPTED = 'accepted';

export function hasAcceptedCookies(storage: Storage): boolean {
  try {
    return storage.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

export function acceptCookies(storage: Storage): void {
  try {
    storage.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED);
  } catch {
    // Storage unavailable: the notice hides for this page view only.
  }
}
