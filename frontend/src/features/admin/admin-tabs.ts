import type { ComponentType } from 'react';
import { hasRole, type Role } from '../../shared/session/roles';

/**
 * One tab of the admin shell, addressed as /admin/<path>. The list itself (ADMIN_TABS) lives with
 * the app, which composes features: app/router/admin-tabs.ts. It drives the routes, the tab bar and
 * the role check.
 */
export interface AdminTab {
  path: string;
  label: string;
  /** The least role that may open it (the api refuses the others anyway): staff run the service, administrators the rest. */
  role: Role;
  /** The tab's component, in a chunk of its own (its sibling feature folder, features/admin-<path>/). */
  load: () => Promise<ComponentType>;
}

/** The tab a path segment names (the first one for /admin), or undefined for an unknown one. */
export function adminTabFor(tabs: readonly AdminTab[], path: string | undefined): AdminTab | undefined {
  return path === undefined ? tabs[0] : tabs.find((tab) => tab.path === path);
}

/** The tabs a role sees in the admin navigation (none for a customer). */
export function adminTabsFor(tabs: readonly AdminTab[], role: Role | null | undefined): AdminTab[] {
  return tabs.filter((tab) => hasRole(role, tab.role));
}

/** Whether a role may open a tab. */
export function mayOpenTab(role: Role | null | undefined, tab: AdminTab): boolean {
  return hasRole(role, tab.role);
}
