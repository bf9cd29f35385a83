/**
 * Who may do what: three roles, each allowed everything the one before it may do. Pure and
 * import-free so that the api and the frontend use the same rule (`@walkden/contract/roles`).
 *
 * - customer: orders and books for themselves.
 * - staff: runs the service (orders, bookings).
 * - administrator: everything, including the menu, times, users, settings, audit and exports.
 */
export const ROLES = ['customer', 'staff', 'administrator'] as const;

export type Role = (typeof ROLES)[number];

/** The CLI's and the API's spelling: `admin` is accepted for administrator. */
export function parseRole(value: string): Role | null {
  const role = value.trim().toLowerCase();
  if (role === 'admin') return 'administrator';
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/** True when `role` may use what `required` may (staff may use staff screens, administrators too). */
export function hasRole(role: Role | null | undefined, required: Role): boolean {
  return role != null && ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** The spec's flag: is_admin is true for administrators and only for them. */
export function isAdminRole(role: Role): boolean {
  return role === 'administrator';
}

/** What the staff screens call each role. */
export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', staff: 'Staff', administrator: 'Admin' };

const HOUR_MS = 3600 * 1000;

/**
 * How long a session may go unused before it ends: staff and administrators 12 hours (a counter
 * tablet left signed in overnight), customers 30 days.
 */
export function sessionIdleLimitMs(role: Role): number {
  return hasRole(role, 'staff') ? 12 * HOUR_MS : 30 * 24 * HOUR_MS;
}
