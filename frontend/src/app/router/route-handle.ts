import { hasRole, type Role } from '../../shared/session/roles';

/** Extra facts a route declares for the server render. */
export interface RouteHandle {
  /** The HTTP status the page is served with (200 when absent). */
  statusCode?: number;
  /**
   * Who may see the page. The server answers a redirect for the wrong visitor before rendering
   * (the page repeats the same check in the browser): 'guest' pages send a signed-in visitor to /,
   * 'signed-in' pages send a guest to /auth, 'staff' pages send anyone but staff and administrators to /.
   */
  access?: 'guest' | 'signed-in' | 'staff';
}

/** What the access check needs to know about the visitor: null for a guest, undefined when unknown. */
export type Visitor = { role: Role } | null | undefined;

/** Where a visitor must go instead of this page, or null to render it. */
export function accessRedirect(handle: RouteHandle | undefined, visitor: Visitor): string | null {
  if (visitor === undefined || !handle?.access) return null;
  if (handle.access === 'guest' && visitor) return '/';
  if (handle.access === 'signed-in' && !visitor) return '/auth';
  if (handle.access === 'staff' && !hasRole(visitor?.role, 'staff')) return '/';
  return null;
}
