// Every page of the site, read from the app's own route table (frontend/src/app/router/routes.tsx and
// the admin tabs, exported by the built frontend/dist/server/entry-server.js as ROUTE_PATHS), so that
// sweeps over all pages (accessibility, download budgets) include the pages added later.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './harness.js';

export interface RouteEntry {
  path: string;
  /** 'guest' pages are for signed-out visitors, 'signed-in' need an account, 'staff' staff or an administrator (/admin). */
  access: 'public' | 'guest' | 'signed-in' | 'staff';
}

const serverEntry = pathToFileURL(join(ROOT, 'frontend/dist/server/entry-server.js')).href;
const { ROUTE_PATHS } = (await import(serverEntry)) as { ROUTE_PATHS: RouteEntry[] };

export const ROUTE_TABLE: readonly RouteEntry[] = ROUTE_PATHS;

/** Pages a customer sees (everything outside /admin). */
export const CUSTOMER_ROUTES = ROUTE_TABLE.filter((route) => route.access !== 'staff');
export const ADMIN_ROUTES = ROUTE_TABLE.filter((route) => route.access === 'staff');
