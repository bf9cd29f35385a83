/** Extra facts a route declares for the server render. */
export interface RouteHandle {
  /** The HTTP status the page is served with (200 when absent). */
  statusCode?: number;
  /**
   * Who may see the page. The server answers a redirect for the wrong visitor before rendering
   * (the page repeats the same check in the browser): 'guest' pages send a signed-in visitor to /,
   * 'signed-in' pages send a guest to /auth.
   */
  access?: 'guest' | 'signed-in';
}

/** Where a visitor must go instead of this page, or null to render it. */
export function accessRedirect(handle: RouteHandle | undefined, signedIn: boolean | undefined): string | null {
  if (signedIn === undefined || !handle?.access) return null;
  if (handle.access === 'guest' && signedIn) return '/';
  if (handle.access === 'signed-in' && !signedIn) return '/auth';
  return null;
}
