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
  /** Fetches the route's code, in a chunk of its own (`lazyRoute`); undefined once it is here. */
  load?: () => Promise<unknown> | undefined;
}

/**
 * What the access check needs to know about the visitor: null for a guest, undefined when unknown.
 * `twoStep` is the api's verdict on the session's second step (GET /api/auth/session).
 */
export type Visitor = { role: Role; twoStep?: { pending: boolean; setupRequired: boolean } | null } | null | undefined;

/**
 * Where a visitor must go instead of this page, or null to render it. Staff pages also send a
 * member of staff whose sign-in waits for its second factor to /auth/two-step, and one who must
 * set up two-step sign-in first to the account page.
 */
export function accessRedirect(handle: RouteHandle | undefined, visitor: Visitor): string | null {
  if (visitor === undefined || !handle?.access) return null;
  if (handle.access === 'guest' && visitor) return '/';
  if (handle.access === 'signed-in' && !visitor) return '/auth';
  if (handle.access === 'staff' && !hasRole(visitor?.role, 'staff')) return '/';
  if (handle.access === 'staff' && visitor?.twoStep?.pending) return '/auth/two-step';
  if (handle.access === 'staff' && visitor?.twoStep?.setupRequired) return '/account#two-step';
  return null;
}
