import { hasRole, type Role } from '../../shared/session/roles';

/** The admin shell's tabs (SPEC 2's six, and Bookings from issue 14), each addressed as /admin/<path>. Each is filled by its own issue. */
export interface AdminTab {
  path: string;
  label: string;
  /** The least role that may open it (the api refuses the others anyway): staff run the service, administrators the rest. */
  role: Role;
  /** What the tab will hold, said plainly until it does. */
  plannedContent: string;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  {
    path: 'orders',
    label: 'Orders',
    role: 'staff',
    plannedContent: "Today's active and completed orders with status and payment controls, and the order history.",
  },
  {
    path: 'menu',
    label: 'Menu',
    role: 'administrator',
    plannedContent: 'Menu management: items with their options, ordering within a category and images.',
  },
  { path: 'categories', label: 'Categories', role: 'administrator', plannedContent: 'Category management: create, edit, delete and reorder.' },
  {
    path: 'time',
    label: 'Time',
    role: 'administrator',
    plannedContent: 'Manage Time: opening times and time slots, time off and the weekly schedule.',
  },
  { path: 'bookings', label: 'Bookings', role: 'staff', plannedContent: 'Table bookings by day: confirm, decline or cancel each request.' },
  { path: 'visitors', label: 'Visitors', role: 'administrator', plannedContent: 'Users with their orders, and the log of site visits.' },
  {
    path: 'settings',
    label: 'Settings',
    role: 'administrator',
    plannedContent: 'Deliveries and collections switches, radius, delivery fee, slot buffer, minimum order and orders per slot.',
  },
];

export const DEFAULT_ADMIN_TAB = ADMIN_TABS[0];

/** The tab a path segment names, or undefined for an unknown one. */
export function adminTabFor(path: string | undefined): AdminTab | undefined {
  return path === undefined ? DEFAULT_ADMIN_TAB : ADMIN_TABS.find((tab) => tab.path === path);
}

/** The tabs a role sees in the admin navigation (none for a customer). */
export function adminTabsFor(role: Role | null | undefined): AdminTab[] {
  return ADMIN_TABS.filter((tab) => hasRole(role, tab.role));
}

/** Whether a role may open a tab. */
export function mayOpenTab(role: Role | null | undefined, tab: AdminTab): boolean {
  return hasRole(role, tab.role);
}
