import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MenuImageStorage } from './menu-image.storage.js';

async function get(api: TestApp, path: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const response = await fetch(new URL(path, api.url));
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

describe('menu image resizing (GET /api/images/menu/:file)', () => {
  let api: TestApp;
  let storageDir: string;
  let storage: MenuImageStorage;
  let photo: string;
  let version: string;

  beforeAll(async () => {
    // Under a dot-directory, like the default .data/uploads.
    storageDir = join(await mkdtemp(join(tmpdir(), 'walkden-images-')), '.data', 'uploads');
    api = await createTestApp({ STORAGE_DIR: storageDir });
    storage = api.app.get(MenuImageStorage);
    // A 1600x1200 photo-like gradient: something for the encoders to work on.
    const pixels = Buffer.alloc(1600 * 1200 * 3);
    for (let y = 0; y < 1200; y++) {
      for (let x = 0; x < 1600; x++) pixels.set([(x * 255) / 1600, (y * 255) / 1200, 90], (y * 1600 + x) * 3);
    }
    photo = await storage.saveMenuImage(await sharp(pixels, { raw: { width: 1600, height: 1200, channels: 3 } }).jpeg({ quality: 92 }).toBuffer());
    version = new URL((await storage.resolveMenuImage(photo)).image!.src, api.url).searchParams.get('v')!;
  });

  afterAll(async () => {
    await api?.close();
    await rm(join(storageDir, '..', '..'), { recursive: true, force: true });
  });

  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
    ['jpeg', 'image/jpeg', 'jpeg'],
  ])('makes %s at the asked width, cached for a year when versioned', async (format, contentType, sharpFormat) => {
    const response = await get(api, `/api/images/menu/${photo}?w=480&f=${format}&v=${version}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.body).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: sharpFormat, width: 480, height: 360 });
  });

  it('makes modern formats smaller than the JPEG', async () => {
    const sizes = await Promise.all(['avif', 'webp', 'jpeg'].map(async (f) => (await get(api, `/api/images/menu/${photo}?w=960&f=${f}&v=${version}`)).body.length));
    expect(sizes[0]).toBeLessThan(sizes[2]);
    expect(sizes[1]).toBeLessThan(sizes[2]);
  });

  it('defaults to a 640 JPEG, revalidated hourly without the current version', async () => {
    for (const path of [`/api/images/menu/${photo}`, `/api/images/menu/${photo}?v=outdated`]) {
      const response = await get(api, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect((await sharp(response.body).metadata()).width).toBe(640);
    }
  });

  it('resizes once and serves the cached variant after that', async () => {
    const first = await get(api, `/api/images/menu/${photo}?w=160&f=webp`);
    const variants = await readdir(join(storageDir, 'cache', 'menu'));
    expect(variants.filter((name) => name.startsWith(photo) && name.endsWith('.160.webp'))).toHaveLength(1);
    const second = await get(api, `/api/images/menu/${photo}?w=160&f=webp`);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('never upscales, and gives a transparent PNG a white background as JPEG', async () => {
    const tiny = await storage.saveMenuImage(
      await sharp({ create: { width: 100, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer(),
    );
    const response = await get(api, `/api/images/menu/${tiny}?w=640&f=jpeg`);
    const { data, info } = await sharp(response.body).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height, channels: info.channels }).toEqual({ width: 100, height: 50, channels: 3 });
    expect([...data.subarray(0, 3)].every((value) => value > 245)).toBe(true);
  });

  it('refuses widths and formats outside the fixed lists', async () => {
    expect((await get(api, `/api/images/menu/${photo}?w=333`)).status).toBe(400);
    expect((await get(api, `/api/images/menu/${photo}?w=10000`)).status).toBe(400);
    expect((await get(api, `/api/images/menu/${photo}?f=gif`)).status).toBe(400);
    expect((await get(api, `/api/images/menu/${photo}?w=320&extra=1`)).status).toBe(400);
  });

  it('answers 404 for a missing file, a file outside the store and a file that is not an image', async () => {
    await writeFile(join(storageDir, 'secret.jpg'), 'not in the menu folder');
    await writeFile(join(storageDir, 'menu', '.hidden.jpg'), 'a dotfile');
    await writeFile(join(storageDir, 'menu', 'broken.jpg'), 'not an image');
    expect((await get(api, '/api/images/menu/nothing.jpg')).status).toBe(404);
    expect((await get(api, '/api/images/menu/..%2Fsecret.jpg')).status).toBe(404);
    expect((await get(api, '/api/images/menu/notes.txt')).status).toBe(404);
    expect((await get(api, '/api/images/menu/.hidden.jpg')).status).toBe(404);
    const broken = await get(api, '/api/images/menu/broken.jpg?w=320');
    expect(broken.status).toBe(422);
    expect(JSON.parse(broken.body.toString()).error.code).toBe('IMAGE_UNREADABLE');
    await expect(storage.resolveMenuImage('broken.jpg')).resolves.toEqual({ imageUrl: null, image: null });
  });

  it('stores an upload under a name from its content and refuses what is not an image', async () => {
    const data = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).webp().toBuffer();
    const name = await storage.saveMenuImage(data);
    expect(name).toMatch(/^[a-f0-9]{32}\.webp$/);
    await expect(storage.saveMenuImage(data)).resolves.toBe(name);
    await expect(storage.saveMenuImage(Buffer.from('hello'))).rejects.toMatchObject({ code: 'IMAGE_NOT_AN_IMAGE', message: 'Please select an image file' });
    await expect(storage.saveMenuImage(Buffer.alloc(5 * 1024 * 1024 + 1))).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });
});
