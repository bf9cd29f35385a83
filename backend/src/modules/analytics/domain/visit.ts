import { pathWithUtmOnly, referrerWithUtmOnly } from '../../../infra/http/url-redaction.js';

/** The campaign source of a visit: utm_source in the page's query string, or null (shown as 'Direct'). */
export function utmSourceOf(path: string): string | null {
  const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const source = new URLSearchParams(query).get('utm_source')?.trim();
  return source ? source.slice(0, 100) : null;
}

/** Paths are stored without fragments and bounded in length; referrers likewise. */
export function cleanVisitText(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  const withoutFragment = value.split('#')[0];
  return withoutFragment.slice(0, max) || null;
}

/** The page as stored: its path and utm_* parameters only (the Visits table is read by every admin; a query may hold a token). */
export function visitPath(path: string): string {
  return cleanVisitText(pathWithUtmOnly(path), 500) ?? '/';
}

export function visitReferrer(referrer: string | null | undefined): string | null {
  return referrer ? cleanVisitText(referrerWithUtmOnly(referrer), 500) : null;
}
