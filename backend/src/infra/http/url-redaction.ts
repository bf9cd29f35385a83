/**
 * What of a URL may be kept where URLs are stored (request logs, site visits): the path and the
 * utm_* campaign parameters. Anything else in the query may be a secret (an old e-mailed link's
 * token), and a fragment never reaches the server anyway.
 */
export function pathWithUtmOnly(url: string): string {
  const withoutFragment = url.split('#')[0];
  const queryStart = withoutFragment.indexOf('?');
  if (queryStart === -1) return withoutFragment;
  const path = withoutFragment.slice(0, queryStart);
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(withoutFragment.slice(queryStart + 1))) {
    if (key.toLowerCase().startsWith('utm_')) kept.append(key, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** A referrer as stored: another site's is kept to its origin and path; a relative one like a path. */
export function referrerWithUtmOnly(referrer: string): string {
  try {
    const url = new URL(referrer);
    return url.origin + pathWithUtmOnly(url.pathname + url.search);
  } catch {
    return pathWithUtmOnly(referrer);
  }
}
