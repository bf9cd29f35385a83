import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/harness.js';

// Reads the client build's Vite manifest (which chunks each page downloads) and chunk-modules.json
// (which source modules each chunk holds; both written by frontend/vite.config.ts): no page but
// /admin may download admin code or the Socket.IO client.
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const CLIENT_DIR = join(ROOT, 'frontend/dist/client');
const ADMIN_SOURCES = 'src/features/admin/';
/** The staff pages' layout (app/layout: it composes features), in a chunk of its own like the admin code. */
const STAFF_LAYOUT = 'src/app/layout/StaffLayout.tsx';
/** The admin shell and its tabs, each a sibling feature folder (features/admin-orders/, admin-time/, ...; app/router/admin-tabs.ts), and the staff layout around them. */
// The orders data of the Orders and Kitchen tabs (shared/orders/) is admin code too, though shared between two features.
const isAdminSource = (id: string) => id === STAFF_LAYOUT || /^src\/(features\/admin(-[a-z]+)*|shared\/orders)\//.test(id);
// Customer pages load the Socket.IO client too, for live settings, but only after the page (a dynamic import).
// The charts library (@mui/x-charts, issue 29) is for the admin's Reports and Visits only.
const isAdminOnlyModule = (id: string) => isAdminSource(id) || /node_modules\/(socket\.io-client|engine\.io-client|@mui\/x-charts[^/]*)\//.test(id);

/** The chunks a visitor downloads for an entry: it and everything it imports statically. */
function downloadOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) downloadOf(manifest, imported, seen);
  return seen;
}

test('no customer page downloads admin code, and the admin area is a chunk of its own', () => {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunkModules = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/chunk-modules.json'), 'utf8')) as Record<string, string[]>;
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry || manifest[key].isDynamicEntry);
  const adminEntries = entries.filter(isAdminSource);
  const customerEntries = entries.filter((key) => !isAdminSource(key));
  expect(adminEntries).toEqual(
    expect.arrayContaining([
      STAFF_LAYOUT,
      `${ADMIN_SOURCES}components/AdminPage.tsx`,
      'src/features/admin-orders/components/OrdersTab.tsx',
      'src/features/admin-menu/components/MenuTab.tsx',
      'src/features/admin-categories/components/CategoriesTab.tsx',
      'src/features/admin-time/components/TimePanel.tsx',
      'src/features/admin-visitors/components/VisitorsPanel.tsx',
      'src/features/admin-reports/components/ReportsTab.tsx',
      'src/features/admin-tips/components/TipsTab.tsx',
      'src/features/admin-visitors/components/VisitCharts.tsx',
      'src/features/admin-settings/components/SettingsTab.tsx',
      'src/features/admin-bookings/components/BookingsTab.tsx',
      'src/features/admin-kitchen/components/KitchenScreen.tsx',
      'src/features/admin-new-order/components/NewOrderScreen.tsx',
    ]),
  );
  expect(customerEntries).toEqual(expect.arrayContaining(['index.html', 'src/features/menu/components/MenuPage.tsx']));

  const customerFiles = new Set(customerEntries.flatMap((key) => [...downloadOf(manifest, key)].map((chunk) => manifest[chunk].file)));
  const adminInCustomerDownload = [...customerFiles].flatMap((file) => chunkModules[file].filter(isAdminOnlyModule).map((id) => `${file}: ${id}`));
  expect(adminInCustomerDownload).toEqual([]);

  const adminFiles = [...new Set(adminEntries.flatMap((key) => [...downloadOf(manifest, key)].map((chunk) => manifest[chunk].file)))].filter(
    (file) => !customerFiles.has(file),
  );
  const adminModules = adminFiles.flatMap((file) => chunkModules[file]);
  expect(adminModules).toEqual(expect.arrayContaining([`${ADMIN_SOURCES}useAdminSocket.ts`, `${ADMIN_SOURCES}admin-tabs.ts`, 'src/features/admin-orders/components/OrdersTab.tsx']));
  expect(adminModules.some((id) => id.includes('node_modules/socket.io-client/'))).toBe(true);
  expect(adminModules.some((id) => id.includes('node_modules/@mui/x-charts/'))).toBe(true);

  const gzipBytes = adminFiles.reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file))).length, 0);
  test.info().annotations.push({ type: 'admin chunks', description: `${adminFiles.join(', ')}: ${(gzipBytes / 1024).toFixed(1)} kB gzip` });
  console.log(`Admin-only chunks: ${adminFiles.join(', ')}; ${(gzipBytes / 1024).toFixed(1)} kB gzip`);
});
