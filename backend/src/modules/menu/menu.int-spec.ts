import { mkdtemp, rm } from 'node:fs/promises';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { MenuImageStorage } from '../../infra/storage/menu-image.storage.js';
import { SsrPrefetchService } from '../../infra/ssr/ssr-prefetch.service.js';
import { until } from '../../test/until.js';
import { TestHttpClient } from '../../test/http-client.js';
import { truncateAll } from '../../test/test-database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { UsersService } from '../accounts/users.service.js';
import type { MenuItemView, MenuResponse } from './domain/menu-view.js';
import { MenuCache } from './menu.cache.js';
import { createCategory, createMenuItem } from './menu.test-factory.js';

type MenuBody = MenuResponse & Record<string, unknown>;

/**
 * A browser revalidating its cached copy. (Node's fetch adds Cache-Control: no-cache to a request
 * with a hand-written If-None-Match, which rightly forces a full answer; a browser does not.)
 */
const revalidating = (etag: string | null) => ({ 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' });

/** A request without Node fetch's automatic decompression: the bytes as sent. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function findItem(menu: MenuResponse, name: string): MenuItemView | undefined {
  return menu.categories.flatMap((category) => category.items).find((item) => item.name === name);
}

describe('menu API: views, cache, ETag and staff edits', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  let storageDir: string;
  let admin: TestHttpClient;
  let dataSource: DataSource;
  let pizzaOptions: { id: string; name: string }[];
  let fullEnglishId: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'walkden-menu-'));
    // Two api processes on one database and one Redis: what two replicas behind the load balancer share.
    replicaA = await createTestApp({ STORAGE_DIR: storageDir });
    replicaB = await createTestApp({ STORAGE_DIR: storageDir });
    dataSource = replicaA.app.get(DataSource);
    await truncateAll(dataSource);

    const breakfast = await createCategory(dataSource, { name: 'breakfast', displayName: 'Breakfast', displayOrder: 1 });
    const pizza = await createCategory(dataSource, { name: 'pizza', displayName: 'Pizza', displayOrder: 3 });
    const drinks = await createCategory(dataSource, { name: 'drinks', displayName: 'Drinks', displayOrder: 2 });
    await createCategory(dataSource, { name: 'empty', displayName: 'Nothing Here', displayOrder: 0 });

    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
    const imageName = await replicaA.app.get(MenuImageStorage).saveMenuImage(photo);
    fullEnglishId = (
      await createMenuItem(dataSource, breakfast, {
        name: 'Full English Breakfast',
        displayOrder: 2,
        imageUrl: imageName,
        options: [
          { name: 'Regular', price: 950 },
          { name: 'Large', price: 1195 },
        ],
      })
    ).id;
    await createMenuItem(dataSource, breakfast, { name: 'Bacon Barm', displayOrder: 1, options: [{ name: 'Regular', price: 375 }] });
    await createMenuItem(dataSource, breakfast, { name: 'Mystery Special', displayOrder: 3, options: [] });
    const margherita = await createMenuItem(dataSource, pizza, {
      name: 'Margherita Pizza',
      options: [
        { name: '14"', price: 1299 },
        { name: '10"', price: 899 },
      ],
    });
    pizzaOptions = margherita.options;
    await createMenuItem(dataSource, pizza, { name: 'Calzone', isAvailable: false });
    await createMenuItem(dataSource, drinks, { name: 'Bottomless Filter Coffee', availableForTakeaway: false, options: [{ name: 'Regular', price: 250 }] });
    // The fixtures went straight into the database; tell the cache, as a staff edit would.
    await replicaA.app.get(MenuCache).invalidate();

    await replicaA.app.get(UsersService).createUser({ email: 'chef@menu.test', password: 'chef password', isAdmin: true, emailConfirmed: true });
    admin = new TestHttpClient(replicaA.url, { 'x-forwarded-for': '10.5.0.1' });
    expect((await admin.post('/api/auth/sign-in', { email: 'chef@menu.test', password: 'chef password' })).status).toBe(200);
  });

  afterAll(async () => {
    await replicaA?.close();
    await replicaB?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('lists categories and items by display order (missing = 999), prices in pence, unavailable items flagged', async () => {
    const response = await new TestHttpClient(replicaA.url).get('/api/menu');
    expect(response.status).toBe(200);
    const menu = response.body as MenuBody;
    expect(menu.categories.map((category) => [category.displayName, category.items.map((item) => item.name)])).toEqual([
      ['Breakfast', ['Bacon Barm', 'Full English Breakfast', 'Mystery Special']],
      ['Drinks', ['Bottomless Filter Coffee']],
      ['Pizza', ['Calzone', 'Margherita Pizza']],
    ]);
    expect(findItem(menu, 'Calzone')).toMatchObject({ isAvailable: false });
    expect(findItem(menu, 'Margherita Pizza')).toMatchObject({
      lowestPricePence: 899,
      imageUrl: null,
      image: null,
      options: [
        { name: '14"', pricePence: 1299, displayOrder: 1 },
        { name: '10"', pricePence: 899, displayOrder: 2 },
      ],
    });
    expect(findItem(menu, 'Mystery Special')).toMatchObject({ lowestPricePence: null, options: [] });
  });

  it('leaves eat-in-only items out of the takeaway view', async () => {
    const menu = (await new TestHttpClient(replicaA.url).get('/api/menu?view=takeaway')).body as MenuBody;
    expect(menu.categories.map((category) => category.displayName)).toEqual(['Breakfast', 'Pizza']);
    expect(findItem(menu, 'Bottomless Filter Coffee')).toBeUndefined();
    expect((await new TestHttpClient(replicaA.url).get('/api/menu?view=everything')).status).toBe(400);
  });

  it('refuses a query parameter the menu or the gallery does not read, past the fast path', async () => {
    const visitor = new TestHttpClient(replicaA.url);
    for (const path of ['/api/menu?veiw=takeaway', '/api/gallery?page=2', '/api/settings?x=1', '/api/restaurant?x=1']) {
      const refused = await visitor.get(path);
      expect({ path, status: refused.status, error: refused.body.error }).toMatchObject({ path, status: 400, error: { code: 'BAD_REQUEST', details: [expect.stringMatching(/should not exist$/)] } });
    }
    expect((await visitor.get('/api/gallery')).status).toBe(200);
  });

  it('describes a stored image at every width and format, and serves them', async () => {
    const item = findItem((await new TestHttpClient(replicaA.url).get('/api/menu')).body as MenuBody, 'Full English Breakfast')!;
    expect(item.imageUrl).toMatch(/^\/api\/images\/menu\/[a-f0-9]{32}\.webp$/);
    expect(item.image).toMatchObject({ width: 1200, height: 800, src: expect.stringContaining('w=640&f=jpeg&v=') });
    expect(item.image!.srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['160w', '320w', '480w', '640w', '960w']);
    expect(item.image!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);

    const avif320 = item.image!.sources[0].srcset.split(', ')[1].split(' ')[0];
    const response = await fetch(new URL(avif320, replicaB.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 320, height: 213 });
  });

  it('answers with a strong ETag and revalidation headers, and 304 when the ETag still matches', async () => {
    const visitor = new TestHttpClient(replicaA.url);
    const first = await visitor.get('/api/menu');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);

    // The other replica serves the same document, so the ETag holds across the load balancer.
    const revalidated = await new TestHttpClient(replicaB.url).get('/api/menu', revalidating(etag));
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    const takeaway = await visitor.get('/api/menu?view=takeaway', revalidating(etag));
    expect(takeaway.status).toBe(200);
  });

  it('serves a staff price change at once on every replica, with a new ETag', async () => {
    const visitor = new TestHttpClient(replicaB.url);
    const before = await visitor.get('/api/menu');
    expect(findItem(before.body as MenuBody, 'Margherita Pizza')?.lowestPricePence).toBe(899);

    const tenInch = pizzaOptions.find((option) => option.name === '10"')!;
    const edit = await admin.patch(`/api/admin/menu/options/${tenInch.id}`, { pricePence: 949 });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ name: 'Margherita Pizza', lowestPricePence: 949 });

    const after = await visitor.get('/api/menu', revalidating(before.headers.get('etag')));
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(findItem(after.body as MenuBody, 'Margherita Pizza')).toMatchObject({
      lowestPricePence: 949,
      options: [
        { name: '14"', pricePence: 1299 },
        { name: '10"', pricePence: 949 },
      ],
    });
  });

  it('applies availability and name edits to both views and the gallery', async () => {
    const visitor = new TestHttpClient(replicaB.url);
    expect((await visitor.get('/api/gallery')).body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Full English Breakfast', image: expect.objectContaining({ width: 1200 }) })]),
    );

    expect((await admin.patch(`/api/admin/menu/items/${fullEnglishId}`, { isAvailable: false, availableForTakeaway: false, name: 'Full English' })).status).toBe(200);
    expect(findItem((await visitor.get('/api/menu')).body as MenuBody, 'Full English')).toMatchObject({ isAvailable: false, availableForTakeaway: false });
    expect(findItem((await visitor.get('/api/menu?view=takeaway')).body as MenuBody, 'Full English')).toBeUndefined();
    const gallery = (await visitor.get('/api/gallery')).body.items as { name: string }[];
    expect(gallery.map((item) => item.name)).toEqual(['Bacon Barm', 'Mystery Special', 'Bottomless Filter Coffee', 'Margherita Pizza']);

    expect((await admin.patch(`/api/admin/menu/items/${fullEnglishId}`, { isAvailable: true, availableForTakeaway: true })).status).toBe(200);
    expect(findItem((await visitor.get('/api/menu?view=takeaway')).body as MenuBody, 'Full English')).toMatchObject({ isAvailable: true });
  });

  it('refuses invalid staff edits', async () => {
    const tenInch = pizzaOptions.find((option) => option.name === '10"')!;
    expect((await admin.patch(`/api/admin/menu/options/${tenInch.id}`, { pricePence: -1 })).status).toBe(400);
    expect((await admin.patch(`/api/admin/menu/options/${tenInch.id}`, { pricePence: 9.5 })).status).toBe(400);
    expect((await admin.patch(`/api/admin/menu/options/${tenInch.id}`, { name: '  ' })).status).toBe(400);
    const taken = await admin.patch(`/api/admin/menu/options/${tenInch.id}`, { name: '14"' });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.code).toBe('MENU_OPTION_NAME_TAKEN');
    const missing = await admin.patch('/api/admin/menu/items/00000000-0000-4000-8000-000000000000', { isAvailable: false });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe('MENU_ITEM_NOT_FOUND');
  });

  it('hands the server render of /menu and /takeaway the menu, and /gallery its items', async () => {
    // The slice of the app's PageDataDto that this module fills.
    const prefetch: SsrPrefetchService<{ menu: { view: string; data: MenuResponse }; gallery: { items: unknown[] } }> =
      replicaA.app.get(SsrPrefetchService);
    const menuPage = await prefetch.forUrl('/menu');
    expect(menuPage.menu).toMatchObject({ view: 'menu', data: { categories: expect.any(Array) } });
    const takeawayPage = (await prefetch.forUrl('/takeaway?utm_source=flyer')).menu!;
    expect(takeawayPage.view).toBe('takeaway');
    expect(findItem(takeawayPage.data, 'Bottomless Filter Coffee')).toBeUndefined();
    expect((await prefetch.forUrl('/gallery')).gallery).toMatchObject({ items: expect.any(Array) });
    expect((await prefetch.forUrl('/contact')).menu).toBeUndefined();
  });

  describe('the hot path (menu-fast-path.ts, before Express)', () => {
    it('sends the same JSON compressed with brotli, gzip or not at all, as Accept-Encoding allows, with one ETag', async () => {
      const url = `${replicaA.url}/api/menu?view=takeaway`;
      const plain = await raw(url);
      const br = await raw(url, { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await raw(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect([plain.headers['content-encoding'], br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([undefined, 'br', 'gzip']);
      expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
      expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
      expect(br.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(plain.body.toString())).toEqual((await new TestHttpClient(replicaB.url).get('/api/menu?view=takeaway')).body);
      expect(new Set([plain, br, gzip].map((response) => response.headers.etag)).size).toBe(1);
      expect(br.headers).toMatchObject({ vary: 'Accept-Encoding', 'content-length': String(br.body.length), 'x-content-type-options': 'nosniff' });
      expect(br.headers['x-request-id']).toEqual(expect.any(String));
    });

    it('answers 304 to a matching If-None-Match whatever the encoding, HEAD without a body, and sets no cookie', async () => {
      const url = `${replicaB.url}/api/gallery`;
      const first = await raw(url, { 'accept-encoding': 'br' });
      const etag = first.headers.etag!;
      const revalidated = await raw(url, { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag}` });
      expect({ status: revalidated.status, etag: revalidated.headers.etag, bytes: revalidated.body.length }).toEqual({ status: 304, etag, bytes: 0 });
      const head = await raw(url, { 'accept-encoding': 'br' }, 'HEAD');
      expect({ status: head.status, length: head.headers['content-length'], bytes: head.body.length }).toEqual({ status: 200, length: first.headers['content-length'], bytes: 0 });
      // No session lookup and no CSRF cookie on the hot path.
      expect(first.headers['set-cookie']).toBeUndefined();
    });

    it('leaves what it does not serve to the pipeline: a bad view is refused there', async () => {
      const bad = await new TestHttpClient(replicaA.url).get('/api/menu?view=everything');
      expect(bad.status).toBe(400);
      expect(bad.body.error?.code).toBe('BAD_REQUEST');
      expect((await raw(`${replicaA.url}/api/menu`, {}, 'POST')).status).toBe(403);
    });

    it("keeps the menu in each replica's memory and drops it when any replica's staff change is published", async () => {
      const visitor = new TestHttpClient(replicaB.url);
      const before = await visitor.get('/api/menu');
      // Written behind the cache's back: replica B keeps answering from memory (no Redis round trip per request).
      await dataSource.query(`UPDATE menu_items SET name = 'Bacon Butty' WHERE name = 'Bacon Barm'`);
      const cached = await visitor.get('/api/menu', revalidating(before.headers.get('etag')));
      expect(cached.status).toBe(304);

      // A staff change on replica A: B's next answer is the new menu, with the write above included.
      const tenInch = pizzaOptions.find((option) => option.name === '10"')!;
      expect((await admin.patch(`/api/admin/menu/options/${tenInch.id}`, { pricePence: 999 })).status).toBe(200);
      // The news reaches B over Redis pub/sub, a moment after A answered.
      let after = await visitor.get('/api/menu', revalidating(before.headers.get('etag')));
      await until('replica B answers the new menu', async () => {
        after = await visitor.get('/api/menu', revalidating(before.headers.get('etag')));
        return after.status === 200;
      });
      expect(findItem(after.body as MenuBody, 'Margherita Pizza')?.lowestPricePence).toBe(999);
      expect(findItem(after.body as MenuBody, 'Bacon Butty')).toBeDefined();
    });
  });
});
