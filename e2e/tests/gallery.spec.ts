import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { harnessUrls, loadState, ROOT } from '../support/harness.js';
import { run } from '../support/processes.js';

const ADMIN_PASSWORD = 'kitchen passphrase';
const PHOTO = 'e2e-classic-smash.png';

/**
 * Gives 'Classic Smash' a real photo the way an upload will (the admin upload comes with the admin
 * menu): the file in the store and its name in menu_items.image_url, then a staff edit, which
 * refreshes the cached menu on every api replica.
 */
async function giveClassicSmashAPhoto(photo: Buffer, request: import('@playwright/test').APIRequestContext): Promise<void> {
  const state = loadState();
  if (!state) throw new Error('no harness state: run the journeys through `npm run test:e2e`');
  await mkdir(join(state.storageDir, 'menu'), { recursive: true });
  await writeFile(join(state.storageDir, 'menu', PHOTO), photo);
  const db = new pg.Client({ connectionString: harnessUrls().databaseUrl });
  await db.connect();
  let itemId: string;
  try {
    const { rows } = await db.query<{ id: string }>(`UPDATE menu_items SET image_url = $1 WHERE name = 'Classic Smash' RETURNING id`, [PHOTO]);
    itemId = rows[0].id;
  } finally {
    await db.end();
  }

  const email = `chef.${Date.now()}@example.com`;
  await run(process.execPath, ['cli/dist/main.js', 'user:create', '--email', email, '--admin'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: harnessUrls().databaseUrl },
    input: `${ADMIN_PASSWORD}\n`,
  });
  await request.get('/api/auth/session');
  // The CSRF token is bound to the session, so sign-in hands out a new one.
  const csrf = async () => ({ 'x-csrf-token': (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrf_token')!.value });
  expect((await request.post('/api/auth/sign-in', { data: { email, password: ADMIN_PASSWORD }, headers: await csrf() })).ok()).toBe(true);
  expect((await request.patch(`/api/admin/menu/items/${itemId}`, { data: { isAvailable: true }, headers: await csrf() })).ok()).toBe(true);
}

test.describe('gallery', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  });

  test('shows 8 placeholders while loading, the pictures, and a lightbox that wraps both ways with the keyboard', async ({ page, playwright }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/');
    const staff = await playwright.request.newContext({ baseURL: harnessUrls().baseUrl });
    try {
      await giveClassicSmashAPhoto(await page.screenshot(), staff);
    } finally {
      await staff.dispose();
    }

    // Reached in the browser, the page loads its items itself: hold the answer to see the placeholders.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/gallery', async (route) => {
      await held;
      await route.continue();
    });
    await expect(async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
      await expect(page).toHaveURL(/\/gallery$/, { timeout: 1_000 });
    }).toPass();
    await expect(page.getByTestId('gallery-skeleton')).toHaveCount(8);
    release();

    const tiles = page.getByRole('button', { name: /^View / });
    await expect(tiles).toHaveText(['Full English Breakfast', 'Classic Smash', 'Margherita Pizza']);
    await expect(page.getByTestId('gallery-skeleton')).toHaveCount(0);

    // The photo came through the resize endpoint in a modern format, at a width the tile needs.
    const photo = page.getByRole('button', { name: 'View Classic Smash' }).getByRole('img', { name: 'Classic Smash' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const source = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(source).toMatch(/\/api\/images\/menu\/e2e-classic-smash\.png\?w=(160|320|480|640)&f=avif&v=/);

    await page.getByRole('button', { name: 'View Full English Breakfast' }).click();
    const lightbox = (name: string) => page.getByRole('dialog', { name });
    await expect(lightbox('Full English Breakfast')).toBeVisible();
    await expect(lightbox('Full English Breakfast').getByText('1 of 3')).toBeVisible();

    await page.keyboard.press('ArrowLeft');
    await expect(lightbox('Margherita Pizza')).toBeVisible();
    await expect(lightbox('Margherita Pizza').getByText('3 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox('Full English Breakfast')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox('Classic Smash')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox('Margherita Pizza')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox('Full English Breakfast')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'View Margherita Pizza' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
