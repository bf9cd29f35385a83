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
