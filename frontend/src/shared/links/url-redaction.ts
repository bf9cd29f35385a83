/**
 * What of an address may be recorded as a visit: the path and the utm_* campaign parameters. Any
 * other parameter may be a secret (an older e-mailed link's token); the server strips them too.
 */
export function pathWithUtmOnly(pathname: string, search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) if (key.toLowerCase().startsWith('utm_')) kept.append(key, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A referrer kept to its origin, path and utm_* parameters. */
export function referrerWithUtmOnly(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    return url.origin + pathWithUtmOnly(url.pathname, url.search);
  } catch {
    return null;
  }
}
