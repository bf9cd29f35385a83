import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { SsrService } from '../../infra/ssr/ssr.service.js';
import { TestHttpClient, type TestResponse } from '../../test/http-client.js';
import { truncateAll } from '../../test/test-database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { UsersService } from '../accounts/users.service.js';
import { AuditEntry } from '../audit/entities/audit-entry.entity.js';
import type { MenuItemView, MenuResponse } from './domain/menu-view.js';
import { Category } from './entities/category.entity.js';
import { MenuItemOption } from './entities/menu-item-option.entity.js';
import { MenuItem } from './entities/menu-item.entity.js';
import { createCategory, createMenuItem } from './menu.test-factory.js';

type AdminItem = MenuItemView & { categoryId: string | null };

async function jpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d35400' } }).jpeg().toBuffer();
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming width x height greyscale pixels, with a few kilobytes of zero rows: a decompression bomb. */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 50));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Everything a refused request must leave as it was. */
async function snapshot(dataSource: DataSource): Promise<unknown> {
  const [items, options, categories, audit] = await Promise.all([
    dataSource.getRepository(MenuItem).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(MenuItemOption).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(Category).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(AuditEntry).count(),
  ]);
  return { items, options, categories, audit };
}

function itemsOf(menu: MenuResponse, categoryName: string): string[] {
  return menu.categories.find((category) => category.name === categoryName)?.items.map((item) => item.name) ?? [];
}

describe('admin menu: items, options, images, categories and the audit log', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  let storageDir: string;
  let dataSource: DataSource;
  let admin: TestHttpClient;
  let adminId: string;
  let publicB: TestHttpClient;
  let mains: Category;
  let sides: Category;

  const menuOnB = async (): Promise<MenuResponse> => (await publicB.get('/api/menu')).body as unknown as MenuResponse;

  async function expectRefused(request: () => Promise<TestResponse>, status: number, message: string | RegExp): Promise<void> {
    const before = await snapshot(dataSource);
    const response = await request();
    expect({ status: response.status, message: response.body.error?.message }).toEqual({ status, message: expect.stringMatching(message) });
    expect(await snapshot(dataSource)).toEqual(before);
  }

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'walkden-admin-menu-'));
    replicaA = await createTestApp({ STORAGE_DIR: storageDir });
    replicaB = await createTestApp({ STORAGE_DIR: storageDir });
    dataSource = replicaA.app.get(DataSource);
    await truncateAll(dataSource);
    mains = await createCategory(dataSource, { name: 'mains', displayName: 'Mains', displayOrder: 1 });
    sides = await createCategory(dataSource, { name: 'sides', displayName: 'Sides', displayOrder: 2 });
    adminId = (await replicaA.app.get(UsersService).createUser({ email: 'menu-admin@menu.test', password: 'admin password', isAdmin: true, emailConfirmed: true })).id;
    admin = new TestHttpClient(replicaA.url, { 'x-forwarded-for': '10.6.0.1' });
    expect((await admin.post('/api/auth/sign-in', { email: 'menu-admin@menu.test', password: 'admin password' })).status).toBe(200);
    publicB = new TestHttpClient(replicaB.url);
  });

  afterAll(async () => {
    await replicaA?.close();
    await replicaB?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  describe('items', () => {
    it('creates an item last in its category, with allergens and labels, visible on the other replica at once and audited', async () => {
      await createMenuItem(dataSource, mains, { name: 'Burger', displayOrder: 1 });
      await createMenuItem(dataSource, mains, { name: 'Wrap', displayOrder: 4 });
      await menuOnB(); // cached on B before the change

      const created = await admin.post('/api/admin/menu/items', {
        name: '  Halloumi Stack ',
        description: 'Grilled halloumi',
        categoryId: mains.id,
        allergens: ['milk', 'gluten', 'milk'.toString()].slice(0, 2),
        dietaryLabels: ['vegetarian', 'halal'],
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Halloumi Stack', categoryId: mains.id, displayOrder: 5, allergens: ['gluten', 'milk'], dietaryLabels: ['vegetarian', 'halal'], options: [] });

      expect(itemsOf(await menuOnB(), 'mains')).toEqual(['Burger', 'Wrap', 'Halloumi Stack']);
      const entry = await dataSource.getRepository(AuditEntry).findOneByOrFail({ entityId: created.body.id as string });
      expect(entry).toMatchObject({ actorId: adminId, actorEmail: 'menu-admin@menu.test', area: 'menu_item', action: 'create', before: null, after: expect.objectContaining({ name: 'Halloumi Stack', allergens: ['gluten', 'milk'] }) });
    });

    it('refuses an empty name, an unknown category, unknown allergens and a duplicate name, and changes nothing', async () => {
      await expectRefused(() => admin.post('/api/admin/menu/items', { name: '   ', categoryId: mains.id }), 400, 'Please enter a name.');
      await expectRefused(() => admin.post('/api/admin/menu/items', { name: 'Ghost', categoryId: randomUUID() }), 422, 'Please choose an existing category.');
      await expectRefused(() => admin.post('/api/admin/menu/items', { name: 'Ghost', categoryId: 'pizza' }), 400, 'Please choose an existing category.');
      await expectRefused(() => admin.post('/api/admin/menu/items', { name: 'Ghost', categoryId: mains.id, allergens: ['chocolate'] }), 400, /^Allergens must be among: celery/);
      await expectRefused(() => admin.post('/api/admin/menu/items', { name: 'Burger', categoryId: mains.id }), 409, 'This category already has an item called "Burger".');
      await expectRefused(() => admin.patch(`/api/admin/menu/items/${randomUUID()}`, { name: 'x' }), 404, 'This menu item does not exist.');
      const burger = await dataSource.getRepository(MenuItem).findOneByOrFail({ name: 'Burger' });
      await expectRefused(() => admin.patch(`/api/admin/menu/items/${burger.id}`, { categoryId: randomUUID() }), 422, 'Please choose an existing category.');
    });

    it('edits an item and moves it to the end of another category, recording before and after', async () => {
      const item = await createMenuItem(dataSource, mains, { name: 'Onion Rings', displayOrder: 9 });
      await createMenuItem(dataSource, sides, { name: 'Coleslaw', displayOrder: 3 });
      const edited = await admin.patch(`/api/admin/menu/items/${item.id}`, { categoryId: sides.id, description: 'Beer battered', isAvailable: false, allergens: ['gluten'] });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ categoryId: sides.id, displayOrder: 4, description: 'Beer battered', isAvailable: false, allergens: ['gluten'] });
      expect(itemsOf(await menuOnB(), 'sides')).toEqual(['Coleslaw', 'Onion Rings']);
      const entry = await dataSource.getRepository(AuditEntry).findOneByOrFail({ entityId: item.id, action: 'update' });
      expect(entry.before).toMatchObject({ categoryId: mains.id, isAvailable: true, allergens: [] });
      expect(entry.after).toMatchObject({ categoryId: sides.id, isAvailable: false, allergens: ['gluten'] });
    });

    it('reorders a category from the list the screen sends, and refuses a stale list', async () => {
      const mainsIds = (await dataSource.getRepository(MenuItem).find({ where: { categoryId: mains.id } })).map((item) => item.id);
      const halloumi = (await dataSource.getRepository(MenuItem).findOneByOrFail({ name: 'Halloumi Stack' })).id;
      const order = [halloumi, ...mainsIds.filter((id) => id !== halloumi)];
      const moved = await admin.put('/api/admin/menu/items/order', { categoryId: mains.id, itemIds: order });
      expect(moved.status).toBe(204);
      expect(itemsOf(await menuOnB(), 'mains')[0]).toBe('Halloumi Stack');
      await expectRefused(() => admin.put('/api/admin/menu/items/order', { categoryId: mains.id, itemIds: order.slice(1) }), 409, 'The list changed since it was loaded. Please reload and try again.');
      await expectRefused(() => admin.put('/api/admin/menu/items/order', { categoryId: mains.id, itemIds: [...order, order[0]] }), 409, /^The list changed/);
    });

    it('deletes an item with its options: gone for customers, its last state in the audit log', async () => {
      const item = await createMenuItem(dataSource, sides, { name: 'Gravy', options: [{ name: 'Pot', price: 150 }] });
      await menuOnB();
      expect((await admin.delete(`/api/admin/menu/items/${item.id}`)).status).toBe(204);
      expect(itemsOf(await menuOnB(), 'sides')).not.toContain('Gravy');
      expect(await dataSource.getRepository(MenuItemOption).countBy({ menuItemId: item.id })).toBe(0);
      const entry = await dataSource.getRepository(AuditEntry).findOneByOrFail({ entityId: item.id, action: 'delete' });
      expect(entry.before).toMatchObject({ name: 'Gravy', options: [expect.objectContaining({ name: 'Pot', price: 150 })] });
      expect((await admin.delete(`/api/admin/menu/items/${item.id}`)).status).toBe(404);
    });
  });

  describe('options', () => {
    let itemId: string;

    beforeAll(async () => {
      itemId = (await createMenuItem(dataSource, mains, { name: 'Pizza', options: [] })).id;
    });

    it("adds options in order (count plus 1), with the option's own allergens", async () => {
      expect((await admin.post(`/api/admin/menu/items/${itemId}/options`, { name: ' 10" ', pricePence: 899 })).status).toBe(201);
      const second = await admin.post(`/api/admin/menu/items/${itemId}/options`, { name: '14"', pricePence: 1299, allergens: ['milk'] });
      expect(second.status).toBe(201);
      expect((second.body as unknown as AdminItem).options).toEqual([
        expect.objectContaining({ name: '10"', pricePence: 899, displayOrder: 1, allergens: [] }),
        expect.objectContaining({ name: '14"', pricePence: 1299, displayOrder: 2, allergens: ['milk'] }),
      ]);
      expect((await menuOnB()).categories.flatMap((c) => c.items).find((item) => item.id === itemId)).toMatchObject({ lowestPricePence: 899 });
    });

    it.each([
      ['a blank name', { name: '   ', pricePence: 500 }, 400, 'Please enter both option name and price.'],
      ['no price', { name: 'Large' }, 400, 'Please enter both option name and price.'],
      ['a negative price', { name: 'Large', pricePence: -1 }, 400, /^The price must be a whole number of pence from 0 to 100000/],
      ['a price that is not a number', { name: 'Large', pricePence: 'ten' }, 400, /^The price must be a whole number/],
      ['a fractional price', { name: 'Large', pricePence: 9.5 }, 400, /^The price must be a whole number/],
      ['a price above £1,000', { name: 'Large', pricePence: 100_001 }, 400, /^The price must be a whole number of pence from 0 to 100000 \(£1000\)/],
      ['a name the item already has', { name: '10"', pricePence: 100 }, 409, 'This item already has an option called "10"".'],
    ])('refuses %s and changes nothing', async (_case, body, status, message) => {
      await expectRefused(() => admin.post(`/api/admin/menu/items/${itemId}/options`, body), status, message);
    });

    it('edits, reorders and deletes options; the rest close up so the next new one goes last', async () => {
      const options = await dataSource.getRepository(MenuItemOption).find({ where: { menuItemId: itemId }, order: { displayOrder: 'ASC' } });
      const [ten, fourteen] = options;
      expect((await admin.patch(`/api/admin/menu/options/${fourteen.id}`, { pricePence: 1349, allergens: ['milk', 'eggs'] })).body).toMatchObject({
        options: [expect.objectContaining({ id: ten.id }), expect.objectContaining({ id: fourteen.id, pricePence: 1349, allergens: ['eggs', 'milk'] })],
      });
      const reordered = await admin.put(`/api/admin/menu/items/${itemId}/options/order`, { optionIds: [fourteen.id, ten.id] });
      expect((reordered.body as unknown as AdminItem).options.map((option) => option.name)).toEqual(['14"', '10"']);
      await expectRefused(() => admin.put(`/api/admin/menu/items/${itemId}/options/order`, { optionIds: [ten.id] }), 409, /^The list changed/);

      expect((await admin.delete(`/api/admin/menu/options/${fourteen.id}`)).status).toBe(200);
      const added = await admin.post(`/api/admin/menu/items/${itemId}/options`, { name: '12"', pricePence: 1099 });
      expect((added.body as unknown as AdminItem).options.map((option) => [option.name, option.displayOrder])).toEqual([
        ['10"', 1],
        ['12"', 2],
      ]);
      const actions = await dataSource.getRepository(AuditEntry).find({ where: { area: 'menu_option' }, order: { createdAt: 'ASC' } });
      expect(actions.map((entry) => entry.action)).toEqual(['create', 'create', 'update', 'reorder', 'delete', 'create']);
      expect(actions[2]).toMatchObject({ before: expect.objectContaining({ price: 1299 }), after: expect.objectContaining({ price: 1349 }) });
    });
  });

  describe('images on the local disk', () => {
    let itemId: string;

    beforeAll(async () => {
      itemId = (await createMenuItem(dataSource, sides, { name: 'Loaded Fries' })).id;
    });

    it('stores an upload re-encoded without its metadata, with every variant, and shows it to customers', async () => {
      const withExif = await sharp(await jpeg(1200, 900))
        .withExif({ IFD0: { Copyright: 'secret-camera-owner', ImageDescription: 'GPS here' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();

      const uploaded = await admin.upload('PUT', `/api/admin/menu/items/${itemId}/image`, 'image', withExif, 'fries.jpg', 'image/jpeg');
      expect(uploaded.status).toBe(200);
      const imageUrl = (uploaded.body as unknown as AdminItem).imageUrl!;
      expect(imageUrl).toMatch(/^\/api\/images\/menu\/[a-f0-9]{32}\.webp$/);
      const fileName = imageUrl.split('/').pop()!;

      const master = await readFile(join(storageDir, 'menu', fileName));
      const metadata = await sharp(master).metadata();
      expect({ format: metadata.format, exif: metadata.exif, width: metadata.width }).toEqual({ format: 'webp', exif: undefined, width: 1200 });
      expect(master.includes(Buffer.from('secret-camera-owner'))).toBe(false);
      const variants = (await readdir(join(storageDir, 'cache', 'menu'))).filter((name) => name.startsWith(fileName));
      expect(variants).toHaveLength(15); // 160..960 x AVIF, WebP, JPEG, made at upload

      const onMenu = (await menuOnB()).categories.flatMap((c) => c.items).find((item) => item.id === itemId)!;
      expect(onMenu.imageUrl).toBe(imageUrl);
      const served = await fetch(new URL(onMenu.image!.sources[0].srcset.split(' ')[0], replicaB.url));
      expect({ status: served.status, type: served.headers.get('content-type') }).toEqual({ status: 200, type: 'image/avif' });
    });

    it.each([
      ['a renamed executable', async () => Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2048, 1)]), 'photo.jpg', 'image/jpeg', 422, 'Please select an image file'],
      ['a shell script called .png', async () => Buffer.from('#!/bin/sh\nrm -rf /\n'), 'x.png', 'image/png', 422, 'Please select an image file'],
      [
        'an SVG (it can carry scripts)',
        async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
        'logo.jpg',
        'image/jpeg',
        422,
        /^SVG images are not accepted/,
      ],
      [
        'a 6 MB JPEG',
        async () => Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024)]),
        'big.jpg',
        'image/jpeg',
        413,
        'Image must be smaller than 5MB',
      ],
      [
        'a decompression bomb (tiny file, 100 megapixels)',
        async () => pngBomb(10_000, 10_000),
        'bomb.png',
        'image/png',
        422,
        /^This image has too many pixels to process/,
      ],
    ])('refuses %s and keeps the previous image', async (_case, make, fileName, type, status, message) => {
      const data = await make();
      if (_case.startsWith('a decompression bomb')) expect(data.byteLength).toBeLessThan(1024 * 1024);
      const filesBefore = await readdir(join(storageDir, 'menu'));
      await expectRefused(() => admin.upload('PUT', `/api/admin/menu/items/${itemId}/image`, 'image', data, fileName, type), status, message);
      expect(await readdir(join(storageDir, 'menu'))).toEqual(filesBefore);
    });

    it('takes multipart bodies on the image route only', async () => {
      const photo = await jpeg(100, 100);
      await expectRefused(() => admin.upload('POST', '/api/admin/menu/items', 'image', photo, 'a.jpg', 'image/jpeg'), 415, /^Please send JSON/);
      await expectRefused(() => admin.upload('PUT', `/api/admin/menu/items/${itemId}/image/extra`, 'image', photo, 'a.jpg', 'image/jpeg'), 415, /^Please send JSON/);
    });

    it('refuses a request without a file', async () => {
      await expectRefused(() => admin.put(`/api/admin/menu/items/${itemId}/image`, {}), 422, 'Please select an image file');
    });

    it('replaces an image (the old file goes when no item uses it) and removes it', async () => {
      const previous = (await dataSource.getRepository(MenuItem).findOneByOrFail({ id: itemId })).imageUrl;
      const replaced = await admin.upload('PUT', `/api/admin/menu/items/${itemId}/image`, 'image', await jpeg(640, 480), 'new.png', 'image/png');
      expect(replaced.status).toBe(200);
      const current = (await dataSource.getRepository(MenuItem).findOneByOrFail({ id: itemId })).imageUrl;
      expect(current).not.toBe(previous);
      expect(await readdir(join(storageDir, 'menu'))).toEqual([current]);

      const removed = await admin.delete(`/api/admin/menu/items/${itemId}/image`);
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ imageUrl: null, image: null });
      expect(await readdir(join(storageDir, 'menu'))).toEqual([]);
      expect((await admin.delete(`/api/admin/menu/items/${itemId}/image`)).status).toBe(404);
      const actions = await dataSource.getRepository(AuditEntry).find({ where: { entityId: itemId }, order: { createdAt: 'ASC' } });
      expect(actions.map((entry) => entry.action)).toEqual(['image_upload', 'image_upload', 'image_remove']);
      expect(actions[2]).toMatchObject({ before: { imageUrl: current }, after: { imageUrl: '' } });
    });
  });

  describe('categories', () => {
    it('creates a category after the last one with a lowercase underscored name, and refuses missing names', async () => {
      const created = await admin.post('/api/admin/categories', { name: 'Kids Meals', displayName: 'Kids Meals' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'kids_meals', displayName: 'Kids Meals', displayOrder: 3, isActive: true, itemCount: 0 });
      await expectRefused(() => admin.post('/api/admin/categories', { name: 'drinks', displayName: ' ' }), 400, 'Please enter a name and a display name.');
      await expectRefused(() => admin.post('/api/admin/categories', { displayName: 'Drinks' }), 400, /Please enter a name and a display name\./);
      await expectRefused(() => admin.post('/api/admin/categories', { name: '!!!', displayName: 'Bangs' }), 422, /^The internal name needs/);
      await expectRefused(() => admin.post('/api/admin/categories', { name: 'Kids-Meals', displayName: 'Again' }), 409, 'There is already a category called "kids_meals".');
    });

    it('swaps two categories and hides an inactive one from customers', async () => {
      const listed = (await admin.get('/api/admin/categories')).body as unknown as { id: string; name: string }[];
      expect(listed.map((c) => c.name)).toEqual(['mains', 'sides', 'kids_meals']);
      const swapped = await admin.put('/api/admin/categories/order', { categoryIds: [listed[1].id, listed[0].id, listed[2].id] });
      expect((swapped.body as unknown as { name: string }[]).map((c) => c.name)).toEqual(['sides', 'mains', 'kids_meals']);
      expect((await menuOnB()).categories.map((c) => c.name)).toEqual(['sides', 'mains']);
      await expectRefused(() => admin.put('/api/admin/categories/order', { categoryIds: [listed[0].id] }), 409, /^The list changed/);

      expect((await admin.patch(`/api/admin/categories/${sides.id}`, { isActive: false })).body).toMatchObject({ isActive: false });
      expect((await menuOnB()).categories.map((c) => c.name)).toEqual(['mains']);
      expect((await admin.patch(`/api/admin/categories/${sides.id}`, { isActive: true, displayName: 'On the Side' })).status).toBe(200);
      expect((await menuOnB()).categories.find((c) => c.name === 'sides')?.displayName).toBe('On the Side');
    });

    it('refuses to delete a category that holds items, saying how many, or moves them to the chosen one', async () => {
      const count = await dataSource.getRepository(MenuItem).countBy({ categoryId: sides.id });
      expect(count).toBeGreaterThan(0);
      await expectRefused(() => admin.delete(`/api/admin/categories/${sides.id}`), 409, `This category holds ${count} items. Move them to another category to delete it.`);
      await expectRefused(() => admin.delete(`/api/admin/categories/${sides.id}?moveItemsTo=${sides.id}`), 422, /^Please choose another existing category/);
      await expectRefused(() => admin.delete(`/api/admin/categories/${sides.id}?moveItemsTo=${randomUUID()}`), 422, /^Please choose another existing category/);

      const kids = await dataSource.getRepository(Category).findOneByOrFail({ name: 'kids_meals' });
      expect((await admin.delete(`/api/admin/categories/${sides.id}?moveItemsTo=${kids.id}`)).status).toBe(204);
      expect(await dataSource.getRepository(MenuItem).countBy({ categoryId: kids.id })).toBe(count);
      expect(await dataSource.getRepository(Category).findOneBy({ id: sides.id })).toBeNull();
      const entry = await dataSource.getRepository(AuditEntry).findOneByOrFail({ entityId: sides.id, action: 'delete' });
      expect(entry).toMatchObject({ before: expect.objectContaining({ name: 'sides', itemCount: count }), after: { movedItemsTo: kids.id } });

      const empty = await admin.post('/api/admin/categories', { name: 'empty', displayName: 'Empty' });
      expect((await admin.delete(`/api/admin/categories/${empty.body.id as string}`)).status).toBe(204);
    });
  });

  describe('server-rendered pages', () => {
    it("re-render on every replica after a change: the render cache is keyed on the page's data", async () => {
      const ssr = replicaB.app.get(SsrService);
      const renders: string[] = [];
      // Stand in for the frontend's render (not built in this test): the page is its prefetched data.
      (ssr as unknown as { render: (url: string, prefetched: unknown) => Promise<{ status: number; html: string }> }).render = async (url, prefetched) => {
        renders.push(url);
        return { status: 200, html: JSON.stringify(prefetched) };
      };
      const item = await dataSource.getRepository(MenuItem).findOneByOrFail({ name: 'Halloumi Stack' });
      await ssr.renderPage('/menu');
      expect((await ssr.renderPage('/menu')).html).toContain('Halloumi Stack');
      expect(renders).toEqual(['/menu']);

      expect((await admin.patch(`/api/admin/menu/items/${item.id}`, { name: 'Halloumi Tower' })).status).toBe(200);
      const after = await ssr.renderPage('/menu');
      expect(renders).toEqual(['/menu', '/menu']);
      expect(after.html).toContain('Halloumi Tower');
      expect(after.html).not.toContain('Halloumi Stack');
    });
  });

  describe('the audit log', () => {
    it('lists changes newest first, by area and by person, a page at a time', async () => {
      const all = await admin.get('/api/admin/audit?limit=2');
      expect(all.status).toBe(200);
      const total = await dataSource.getRepository(AuditEntry).count();
      expect(all.body).toMatchObject({ total, limit: 2, offset: 0 });
      const entries = all.body.entries as { createdAt: string; area: string }[];
      expect(entries).toHaveLength(2);
      expect(entries[0].createdAt >= entries[1].createdAt).toBe(true);

      const categories = await admin.get('/api/admin/audit?area=category&limit=200');
      expect((categories.body.entries as { area: string }[]).every((entry) => entry.area === 'category')).toBe(true);
      expect(categories.body.total).toBe(await dataSource.getRepository(AuditEntry).countBy({ area: 'category' }));
      expect((await admin.get(`/api/admin/audit?actorId=${adminId}`)).body.total).toBe(total);
      expect((await admin.get(`/api/admin/audit?actorId=${randomUUID()}`)).body.total).toBe(0);
      expect((await admin.get('/api/admin/audit?limit=500')).status).toBe(400);
    });
  });
});
