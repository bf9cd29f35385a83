import { useEffect, useState } from 'react';

/**
 * The secret of an e-mailed link: `#token=` (a fragment never reaches a server, so no request log
 * or visit keeps it), or `?token=` in a link e-mailed before that. Read in the browser once the page
 * has hydrated (the server never sees the fragment), then taken out of the address bar so that it
 * stays in neither the history nor a shared screenshot. Null until read; '' when the link has none.
 */
export function useLinkToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const found = new URLSearchParams(hash.slice(1)).get('token') ?? new URLSearchParams(search).get('token') ?? '';
    setToken(found);
    if (found) window.history.replaceState(window.history.state, '', withoutToken(pathname, search));
  }, []);
  return token;
}

/** The address without its token (other parameters, such as utm_*, stay). */
function withoutToken(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
