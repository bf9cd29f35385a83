/** Extra facts a route declares for the server render. */
export interface RouteHandle {
  /** The HTTP status the page is served with (200 when absent). */
  statusCode?: number;
  /**
   * Who may see the page. The server answers a redirect for the wrong visitor before rendering
   * (the page repeats the same check in the browser): 'guest' pages send a signed-in visitor to /,
   * 'signed-in' pages send a guest to /auth, 'admin' pages send anyone but an administrator to /.
   */
  access?: 'guest' | 'signed-in' | 'admin';
}

/** What the access check needs to know about the visitor: null for a guest, undefined when unknown. */
export type Visitor = { isAdmin: boolean } | null | undefined;

/** Where a visitor must go instead of this page, or null to render it. */
export function accessRedirect(handle: RouteHandle | undefined, visitor: Visitor): string | null {
  if (visitor === undefined || !handle?.access) return null;
  if (handle.access === 'guest' && visitor) return '/';
  if (handle.access === 'signed-in' && !visitor) return '/auth';
  if (handle.access === 'admin' && !visitor?.isAdmin) return '/';
  return null;
}
