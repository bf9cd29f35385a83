import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Redis } from 'ioredis';
import { startPlacesStandin, type RunningPlacesStandin } from '../../dev/places-standin.js';
import { REDIS } from '../../infra/redis/redis.constants.js';
import { ObjectStore } from '../../infra/storage/object-store.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, freePort, type TestApp } from '../../test/test-app.js';
import { uniqueClientIp } from '../orders/orders.test-factory.js';
import type { ReviewsView } from './domain/place-reviews.js';
import { PHOTO_REQUEST_LIMIT, placePhotoKey } from './reviews.service.js';

const KEY = `AIza-test-${randomBytes(6).toString('hex')}`;
const placeId = () => `place-${randomBytes(4).toString('hex')}`;
const detailsCalls = (standin: RunningPlacesStandin) => standin.requests.filter((url) => url.pathname === '/maps/api/place/details/json').length;
const photoCalls = (standin: RunningPlacesStandin, reference: string) =>
  standin.requests.filter((url) => url.pathname === '/maps/api/place/photo' && url.searchParams.get('photo_reference') === reference).length;

/** A Google that answers the listing but fails every picture, echoing the address it was asked (key included). */
async function startBrokenPhotoGoogle(): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((req, res) => {
    const asked = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (asked.pathname === '/maps/api/place/details/json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const photos = ['broken-photo', 'gzipped-photo'].map((reference) => ({ photo_reference: reference, width: 600, height: 400 }));
      res.end(JSON.stringify({ status: 'OK', result: { rating: 4.2, user_ratings_total: 3, reviews: [], photos } }));
      return;
    }
    if (asked.pathname === '/maps/api/place/photo' && asked.searchParams.get('photo_reference') === 'gzipped-photo') {
      const svg = gzipSync(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><text>${'gzipped '.repeat(200)}</text></svg>`);
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'content-encoding': 'gzip', 'content-length': String(svg.length) });
      res.end(svg);
      return;
    }
    res.writeHead(500, { 'content-type': 'text/plain', location: asked.href });
    res.end(`failed for ${asked.href}`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

describe('reviews: Google Places through the cache and the photo proxy', () => {
  let standin: RunningPlacesStandin;
  let replicaA: TestApp;
  let replicaB: TestApp;
  // A store of its own: a picture kept by an earlier run must not hide this run's call to Google.
  const storageDir = mkdtempSync(join(tmpdir(), 'walkden-reviews-'));

  beforeAll(async () => {
    standin = await startPlacesStandin({ port: 0 });
    const env = { PLACES_API_BASE: standin.url, PLACES_API_KEY: KEY, PLACE_ID: placeId(), REVIEWS_CACHE_HOURS: '6', STORAGE_DIR: storageDir };
    // Two api replicas on one Redis: Google is asked once for both.
    replicaA = await createTestApp(env);
    replicaB = await createTestApp(env);
  });

  afterAll(async () => {
    await replicaA?.close();
    await replicaB?.close();
    await standin?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('answers the rating, the reviews and the photos, with every picture through the proxy and no key', async () => {
    const response = await new TestHttpClient(replicaA.url).get('/api/reviews');
    expect(response.status).toBe(200);
    const body = response.body as unknown as ReviewsView;
    expect(body.rating).toBe(4.6);
    expect(body.total).toBe(187);
    expect(body.mapsUrl).toMatch(new RegExp(`^${standin.url}/maps/place/`));
    expect(body.reviews).toHaveLength(5);
    expect(body.reviews[0]).toEqual({
      authorName: 'Sarah Holt',
      authorPhotoUrl: expect.stringMatching(/^\/api\/reviews\/author-photos\/[A-Za-z0-9_-]{22}$/) as string,
      rating: 5,
      text: expect.stringContaining('Best fried chicken') as string,
      relativeTime: 'a week ago',
    });
    expect(body.photos.map((photo) => photo.url)).toEqual([1, 2, 3, 4].map((n) => `/api/reviews/photos/local-photo-${n}`));
    expect(response.text).not.toContain(KEY);
    expect(response.text).not.toContain('/maps/photos/');

    // Google was asked with the key, the place id and the legacy fields.
    const asked = standin.requests.find((url) => url.pathname === '/maps/api/place/details/json')!;
    expect(asked.searchParams.get('key')).toBe(KEY);
    expect(asked.searchParams.get('place_id')).toBe(replicaA.config.placeId);
    expect(asked.searchParams.get('fields')).toContain('reviews');
  });

  it('keeps the answer in Redis for the cache period: later requests, on any replica, do not call Google', async () => {
    const before = detailsCalls(standin);
    expect(before).toBe(1);
    await new TestHttpClient(replicaA.url).get('/api/reviews');
    const fromB = await new TestHttpClient(replicaB.url).get('/api/reviews');
    expect((fromB.body as unknown as ReviewsView).rating).toBe(4.6);
    expect(detailsCalls(standin)).toBe(before);

    const ttl = await replicaA.app.get<Redis>(REDIS).ttl(`reviews:place:${replicaA.config.placeId}`);
    expect(ttl).toBeGreaterThan(6 * 3600 - 60);
    expect(ttl).toBeLessThanOrEqual(6 * 3600);
  });

  it('streams a listing photo fetched with the key, following Google\u2019s redirect itself, with cache headers', async () => {
    const response = await fetch(`${replicaA.url}/api/reviews/photos/local-photo-2`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('location')).toBeNull();
    const text = await response.text();
    expect(text).toContain('local-photo-2');
    expect([...response.headers.values()].join(' ')).not.toContain(KEY);
    expect(text).not.toContain(KEY);

    const photoCall = standin.requests.findLast((url) => url.pathname === '/maps/api/place/photo')!;
    expect(photoCall.searchParams.get('key')).toBe(KEY);
    expect(photoCall.searchParams.get('maxwidth')).toBe('600');
  });

  it('asks Google for a listing photo once: later requests, on any replica, are served from the object store', async () => {
    const first = await fetch(`${replicaA.url}/api/reviews/photos/local-photo-3`);
    expect([first.status, first.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    const picture = await first.text();
    expect(picture).toContain('local-photo-3');
    expect(photoCalls(standin, 'local-photo-3')).toBe(1);

    for (const replica of [replicaA, replicaB, replicaA]) {
      const again = await fetch(`${replica.url}/api/reviews/photos/local-photo-3`);
      expect([again.status, again.headers.get('content-type'), again.headers.get('content-length')]).toEqual([200, 'image/svg+xml', String(Buffer.byteLength(picture))]);
      expect(await again.text()).toBe(picture);
    }
    expect(photoCalls(standin, 'local-photo-3')).toBe(1);
    expect(await replicaA.app.get(ObjectStore).stat(placePhotoKey(replicaA.config.placeId, 'local-photo-3'))).not.toBeNull();
  });

  it('rate-limits pictures per client address, counting an IPv6 /64 as one client', async () => {
    const ip = uniqueClientIp();
    const prefix = ip.split(':').slice(0, 4).join(':');
    const neighbour = (n: number) => `${prefix}:${n.toString(16)}:0:0:1`;
    for (let n = 0; n < PHOTO_REQUEST_LIMIT.limit; n++) {
      const response = await fetch(`${replicaA.url}/api/reviews/photos/local-photo-3`, { headers: { 'x-forwarded-for': neighbour(n) } });
      expect([n, response.status]).toEqual([n, 200]);
      await response.arrayBuffer();
    }
    const refused = await new TestHttpClient(replicaB.url, { 'x-forwarded-for': neighbour(9999) }).get('/api/reviews/photos/local-photo-3');
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_PHOTO_REQUESTS']);
    const elsewhere = await fetch(`${replicaB.url}/api/reviews/photos/local-photo-3`, { headers: { 'x-forwarded-for': uniqueClientIp() } });
    expect(elsewhere.status).toBe(200);
    expect(photoCalls(standin, 'local-photo-3')).toBe(1);
  });

  it("streams a reviewer's picture by its id, without sending the key to its address", async () => {
    const reviews = (await new TestHttpClient(replicaA.url).get('/api/reviews')).body as unknown as ReviewsView;
    const response = await fetch(`${replicaA.url}${reviews.reviews[1].authorPhotoUrl!}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('avatar-2');
    const avatarCall = standin.requests.findLast((url) => url.pathname === '/maps/photos/avatar-2')!;
    expect(avatarCall.searchParams.has('key')).toBe(false);
  });

  it("refuses any reference that is not one of the listing's photos, without asking Google", async () => {
    const calls = standin.requests.length;
    const client = new TestHttpClient(replicaA.url);
    for (const path of [
      '/api/reviews/photos/someone-elses-photo',
      '/api/reviews/photos/local-photo-1%2F..%2F..%2Fdetails',
      `/api/reviews/photos/${'a'.repeat(3000)}`,
      '/api/reviews/author-photos/not-an-id',
      '/api/reviews/author-photos/AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const response = await client.get(path);
      expect([path, response.status, response.body.error?.code]).toEqual([path, 404, 'REVIEWS_PHOTO_NOT_FOUND']);
      expect(response.text).not.toContain(KEY);
    }
    expect(standin.requests.length).toBe(calls);
  });
});

describe('reviews when Google is absent, failing or not configured', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  const start = async (env: Record<string, string>) => {
    const app = await createTestApp({ PLACE_ID: placeId(), ...env });
    apps.push(app);
    return new TestHttpClient(app.url);
  };
  const EMPTY = { rating: null, total: 0, mapsUrl: null, reviews: [], photos: [] };

  it('answers empty (200, no error) when nothing listens at the address', async () => {
    const client = await start({ PLACES_API_BASE: `http://127.0.0.1:${await freePort()}`, PLACES_API_KEY: KEY });
    const response = await client.get('/api/reviews');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(EMPTY);
    expect((await client.get('/api/reviews/photos/local-photo-1')).status).toBe(404);
  });

  it('answers empty when Google answers an error status, and keeps that for a while rather than asking on every page', async () => {
    let calls = 0;
    const port = await freePort();
    const failing = createServer((_req, res) => {
      calls += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }));
    });
    await new Promise<void>((resolve) => failing.listen(port, '127.0.0.1', resolve));
    try {
      const client = await start({ PLACES_API_BASE: `http://127.0.0.1:${port}`, PLACES_API_KEY: KEY });
      expect((await client.get('/api/reviews')).body).toEqual(EMPTY);
      expect((await client.get('/api/reviews')).body).toEqual(EMPTY);
      expect(calls).toBe(1);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it('answers empty with no key, and never calls Google', async () => {
    const standin = await startPlacesStandin({ port: 0 });
    try {
      const client = await start({ PLACES_API_BASE: standin.url, PLACES_API_KEY: '' });
      const response = await client.get('/api/reviews');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(EMPTY);
      expect((await client.get('/api/reviews/photos/local-photo-1')).status).toBe(404);
      expect(standin.requests).toEqual([]);
    } finally {
      await standin.close();
    }
  });

  it('never passes on the key when Google fails a picture (status, headers, body), and passes a compressed picture on whole', async () => {
    const broken = await startBrokenPhotoGoogle();
    try {
      const client = await start({ PLACES_API_BASE: broken.url, PLACES_API_KEY: KEY });
      expect(((await client.get('/api/reviews')).body as unknown as ReviewsView).photos).toHaveLength(2);
      const response = await client.get('/api/reviews/photos/broken-photo');
      expect(response.status).toBe(502);
      expect(response.body.error?.code).toBe('REVIEWS_PHOTO_UNAVAILABLE');
      expect(response.headers.get('location')).toBeNull();
      expect([...response.headers.values()].join(' ')).not.toContain(KEY);
      expect(response.text).not.toContain(KEY);

      // A picture Google sends compressed arrives whole (fetch decodes it; its encoded length is not passed on).
      const gzipped = await fetch(`${client.baseUrl}/api/reviews/photos/gzipped-photo`, { headers: { 'accept-encoding': 'identity' } });
      expect(gzipped.status).toBe(200);
      const text = await gzipped.text();
      expect(text).toMatch(/^<svg/);
      expect(text.endsWith('</svg>')).toBe(true);
    } finally {
      await new Promise((resolve) => broken.server.close(resolve));
    }
  });
});
