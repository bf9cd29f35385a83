import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createS3StandinBucket, startS3Standin, type S3Standin } from '../../dev/s3-standin.js';
import { TestHttpClient } from '../../test/http-client.js';
import { truncateAll } from '../../test/test-database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { UsersService } from '../accounts/users.service.js';
import type { MenuItemView, MenuResponse } from './domain/menu-view.js';
import { createCategory, createMenuItem } from './menu.test-factory.js';

describe('menu images in an S3-compatible bucket (STORAGE_DRIVER=s3)', () => {
  let s3: S3Standin;
  let replicaA: TestApp;
  let replicaB: TestApp;
  let admin: TestHttpClient;
  let itemId: string;

  beforeAll(async () => {
    s3 = await startS3Standin({ port: 0 });
    await createS3StandinBucket(s3.url, 'menu-images');
    // Two replicas with no shared disk: the bucket is all they share.
    const env = { STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.url, S3_BUCKET: 'menu-images', S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret', STORAGE_DIR: '/nonexistent/never-used' };
    replicaA = await createTestApp(env);
    replicaB = await createTestApp(env);
    const dataSource = replicaA.app.get(DataSource);
    await truncateAll(dataSource);
    itemId = (await createMenuItem(dataSource, await createCategory(dataSource), { name: 'Bucket Burger' })).id;
    await replicaA.app.get(UsersService).createUser({ email: 's3-admin@menu.test', password: 'admin password', isAdmin: true, emailConfirmed: true });
    admin = new TestHttpClient(replicaA.url, { 'x-forwarded-for': '10.7.0.1' });
    expect((await admin.post('/api/auth/sign-in', { email: 's3-admin@menu.test', password: 'admin password' })).status).toBe(200);
  });

  afterAll(async () => {
    await replicaA?.close();
    await replicaB?.close();
    await s3?.close();
  });

  it('stores the re-encoded upload and its variants in the bucket, and another replica serves them', async () => {
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#2e86c1' } }).jpeg().toBuffer();
    const uploaded = await admin.upload('PUT', `/api/admin/menu/items/${itemId}/image`, 'image', photo, 'burger.jpg', 'image/jpeg');
    expect(uploaded.status).toBe(200);
    const fileName = (uploaded.body.imageUrl as string).split('/').pop()!;
    const keys = [...s3.objects.keys()];
    expect(keys).toContain(`menu-images/menu/${fileName}`);
    // 700 wide: 160, 320, 480 and 640, each as AVIF, WebP and JPEG.
    expect(keys.filter((key) => key.startsWith(`menu-images/cache/menu/${fileName}.`))).toHaveLength(12);
    expect((await sharp(s3.objects.get(`menu-images/menu/${fileName}`)!.data).metadata()).format).toBe('webp');

    const menu = (await new TestHttpClient(replicaB.url).get('/api/menu')).body as unknown as MenuResponse;
    const item = menu.categories.flatMap((category) => category.items).find((candidate: MenuItemView) => candidate.id === itemId)!;
    expect(item.image).toMatchObject({ width: 700, height: 500 });
    const served = await fetch(new URL(item.image!.src, replicaB.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('removes the image and its variants from the bucket', async () => {
    expect((await admin.delete(`/api/admin/menu/items/${itemId}/image`)).status).toBe(200);
    expect([...s3.objects.keys()]).toEqual([]);
  });
});
