import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';

/** One page of the site, as build checks and journeys sweep them (e2e/support/route-table.ts). */
export interface RoutePath {
  path: string;
  /** Who may open it (a parent's rule covers its children); 'public' when the route says nothing. */
  access: NonNullable<RouteHandle['access']> | 'public';
}

/**
 * Every page the route table can render at a fixed address (each admin tab is a route of its own,
 * from app/router/admin-tabs.ts). The catch-all is left out.
 */
export function routePaths(routes: RouteObject[]): RoutePath[] {
  const found = new Map<string, RoutePath>();
  const walk = (children: RouteObject[], parentPath: string, parentAccess: RoutePath['access']) => {
    for (const route of children) {
      const access = (route.handle as RouteHandle | undefined)?.access ?? parentAccess;
      const path = route.path ? `${parentPath.replace(/\/$/, '')}/${route.path}` : parentPath;
      if (route.children) walk(route.children, path, access);
      if (path.includes('*')) continue;
      if (!path.includes(':') && (route.index || route.path) && !found.has(path)) found.set(path, { path, access });
    }
  };
  walk(routes, '/', 'public');
  return [...found.values()];
}
