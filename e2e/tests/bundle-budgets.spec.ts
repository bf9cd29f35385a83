import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../support/harness.js';
import { CUSTOMER_ROUTES } from '../support/route-table.js';

// First-load JavaScript of the customer pages, a test of the build: what a guest's browser fetches
// on arrival, before any interaction (the entry, its modulepreloads, the page's chunks and whatever
// they import at once), each file counted at gzip level 9.
//
// Issue 17's targets are / ≤ 130 KiB and /menu ≤ 150 KiB; these budgets are what the build achieves
// today (a ratchet: lower them as pages get lighter, never raise them without a reason in the log).
// React DOM, React Router, MUI's core with Emotion and Redux Toolkit Query alone come to about 150 KiB.
// Raised by 2 KiB (2026-11-26): the entry became a 1.2 KiB loader that fetches the app after the
// first paint (app/start-app.tsx), which took Lighthouse's LCP on the public pages from 2.6 to 1.0 s,
// and holds a form submitted before the app runs (app/early-submits.ts).
// /menu raised by 6 KiB (2026-11-27, issue 26): busy mode's notice and its live state, and 'Sold out' on the cards,
// are on every ordering page (246.8 KiB measured).
// / raised by 4 KiB the same day: after issue 26's merge the home page fetched one more file (27, 217.4 KiB);
// which one is not yet known, and finding it is the first step of the performance issue.
// Both raised by 1 KiB (2026-11-28, issue 27): the route table gained the counter's /board and the New order tab, and the
// toast its anchor (218.5 and 248.3 KiB measured). Issue 30 takes them down to the targets.
// Both raised by 2 KiB (2026-11-28, issue 29): the route table gained Reports and Tips and the settings contract the
// weekly summary (220.4 and 250.4 KiB measured). The CI run on that tree passed the old budgets only because its
// loaded machine went quiet before Socket.IO's client was fetched; the count now waits for the socket's request.
// /menu lowered to 250 (2026-11-28, issue 28 with issue 30's first cut): the slot picker's loading tiles no longer
// use MUI's Skeleton (-1.4 KiB), which paid for order ahead's day in the checkout state and the slot's 'Kitchen full'
// (249.6 KiB measured).
// Both lowered by 0.5 KiB (2026-11-29, issue 30): the browser's build takes React Router's production build (220.4 and
// 249.3 KiB measured, with a tap in a part still waiting to hydrate handled at once).
// Lowered to 220 and 249 the same day: React DOM and the api's cache are imported by the loader beside the app
// (evaluated in tasks of their own), which split React DOM out of the app's chunk (219.8 and 248.6 KiB measured).
// /auth and /booking join the ratchet (2026-11-29, issue 30): their forms' fields are the light TextInput and the
// browser's own select, not MUI's TextField with its Select, Menu, Popover and Modal (269.7 -> 254.2 and 254.8 -> 233.2
// KiB measured); the target for every customer page but / and /menu is 170 KiB.
// All lowered by 17 KiB (2026-11-29, issue 30): React Router's declarative router instead of its data router, whose
// loaders, actions and fetchers the site never used (202.5, 231.6, 237.7 and 216.6 KiB measured).
const BUDGETS_KIB: Record<string, number> = { '/': 203, '/menu': 232, '/auth': 238, '/booking': 217 };
const TARGETS_KIB: Record<string, number> = { '/': 130, '/menu': 150, '/auth': 170, '/booking': 170 };

const CLIENT_DIR = join(ROOT, 'frontend/dist/client');
// The orders data of the Orders and Kitchen tabs (shared/orders/) is admin code too, though shared between two features.
const isAdminSource = (id: string) => /^src\/(features\/admin(-[a-z]+)*|shared\/orders)\//.test(id);

/** The build's JavaScript files the page fetched until the network went quiet. */
async function scriptsOnArrival(page: Page, path: string): Promise<string[]> {
  const files = new Set<string>();
  // Socket.IO's client (live settings and slots) counts: it is fetched on arrival, without any interaction.
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  // The client is fetched after the first paint: on a loaded machine the network can go quiet before it is
  // asked for, leaving its 12 KiB uncounted (most likely how a CI run passed budgets the build exceeded). Its socket's
  // WebSocket opens after its code has arrived, so the page's files are counted once the socket is opened.
  const socketRequested = page.waitForEvent('websocket', (socket) => new URL(socket.url()).pathname.startsWith('/socket.io/'));
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto(path, { waitUntil: 'networkidle' });
  await socketRequested;
  return [...files].sort();
}

const gzipKib = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length, 0) / 1024;

for (const [path, budget] of Object.entries(BUDGETS_KIB)) {
  test(`first-load JavaScript of ${path} stays within ${budget} KiB gzip (target ${TARGETS_KIB[path]} KiB)`, async ({ page }) => {
    const files = await scriptsOnArrival(page, path);
    const kib = gzipKib(files);
    console.log(`${path}: ${kib.toFixed(1)} KiB gzip in ${files.length} files (budget ${budget}, target ${TARGETS_KIB[path]})`);
    test.info().annotations.push({ type: 'first-load JS', description: `${path}: ${kib.toFixed(1)} KiB gzip` });
    expect(files.length).toBeGreaterThan(0);
    expect(kib).toBeLessThanOrEqual(budget);
  });
}

test('no customer page fetches admin code on arrival', async ({ page }) => {
  // Twenty-one pages, each until the network is quiet: about 29 s on a 2-core machine, over the default 30 s.
  test.slow();
  const chunkModules = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/chunk-modules.json'), 'utf8')) as Record<string, string[]>;
  const adminCode: string[] = [];
  for (const { path } of CUSTOMER_ROUTES.filter((route) => route.access !== 'signed-in')) {
    const files = await scriptsOnArrival(page, path);
    for (const file of files) adminCode.push(...(chunkModules[file] ?? []).filter(isAdminSource).map((id) => `${path} ${file}: ${id}`));
  }
  expect(adminCode).toEqual([]);
});
