import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/harness.js';

// Reads the client build's Vite manifest (frontend/vite.config.ts turns it on): no page but /admin
// may download admin code, the admin shell's own text or the Socket.IO client.
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const CLIENT_DIR = join(ROOT, 'frontend/dist/client');
const ADMIN_SOURCES = 'src/features/admin/';
// Text that only admin code holds: the shell's tab list and engine.io's protocol query parameter.
const ADMIN_MARKERS = ['Admin sections', 'This tab will hold', 'EIO'];

/** The chunks a visitor downloads for an entry: it and everything it imports statically. */
function downloadOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) downloadOf(manifest, imported, seen);
  return seen;
}

test('no customer page downloads admin code, and the admin area is a chunk of its own', () => {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry || manifest[key].isDynamicEntry);
  const adminEntries = entries.filter((key) => key.startsWith(ADMIN_SOURCES));
  const customerEntries = entries.filter((key) => !key.startsWith(ADMIN_SOURCES));
  expect(adminEntries).toEqual(expect.arrayContaining([`${ADMIN_SOURCES}components/AdminPage.tsx`]));
  expect(customerEntries).toEqual(expect.arrayContaining(['index.html', 'src/features/menu/components/MenuPage.tsx']));

  const customerDownload = new Set(customerEntries.flatMap((key) => [...downloadOf(manifest, key)]));
  for (const key of customerDownload) {
    expect(manifest[key].src ?? '').not.toContain(ADMIN_SOURCES);
    const code = readFileSync(join(CLIENT_DIR, manifest[key].file), 'utf8');
    for (const marker of ADMIN_MARKERS) expect(code, `${manifest[key].file} holds admin code (${marker})`).not.toContain(marker);
  }

  const adminOnly = [...new Set(adminEntries.flatMap((key) => [...downloadOf(manifest, key)]))].filter((key) => !customerDownload.has(key));
  const adminCode = adminOnly.map((key) => readFileSync(join(CLIENT_DIR, manifest[key].file)));
  for (const marker of ADMIN_MARKERS) expect(adminCode.some((code) => code.includes(marker))).toBe(true);
  const gzipBytes = adminCode.reduce((sum, code) => sum + gzipSync(code).length, 0);
  test.info().annotations.push({ type: 'admin chunks', description: `${adminOnly.length} files, ${(gzipBytes / 1024).toFixed(1)} kB gzip` });
  console.log(`Admin-only chunks: ${adminOnly.map((key) => manifest[key].file).join(', ')}; ${(gzipBytes / 1024).toFixed(1)} kB gzip`);
});
