import { createServer, type Server } from 'node:http';
import type { Redis } from 'ioredis';
import { REDIS } from '../../infra/redis/redis.constants.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, freePort, type TestApp } from '../../test/test-app.js';
import { POSTCODE_CHECK_LIMIT } from './domain/order-placement-limits.js';
import { uniqueClientIp } from './orders.test-factory.js';

/** A postcodes.io that knows one postcode and records every postcode it is asked about. */
async function startCountingPostcodes(): Promise<{ url: string; asked: string[]; server: Server }> {
  const asked: string[] = [];
  const port = await freePort();
  const server = createServer((req, res) => {
    const postcode = decodeURIComponent((req.url ?? '').replace(/^\/postcodes\//, ''));
    asked.push(postcode);
    const known = postcode === 'M283BX';
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(known ? { status: 200, result: { latitude: 53.523, longitude: -2.399 } } : { status: 404, error: 'Postcode not found' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, asked, server };
}

describe('POST /api/checkout/postcode: rate-limited per address, each postcode looked up once', () => {
  let api: TestApp;
  let postcodes: Awaited<ReturnType<typeof startCountingPostcodes>>;

  beforeAll(async () => {
    postcodes = await startCountingPostcodes();
    api = await createTestApp({ POSTCODE_API_BASE: postcodes.url });
    await api.app.get<Redis>(REDIS).del('postcode:M283BX', 'postcode:ZZ99ZZ');
  });
  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => postcodes?.server.close(resolve));
  });

  it('asks the postcode service once per postcode (found or not), and never about text that cannot be a postcode', async () => {
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': uniqueClientIp() });
    for (let round = 0; round < 3; round++) {
      expect((await client.post('/api/checkout/postcode', { postcode: 'm28 3bx' })).body).toMatchObject({ valid: true });
      expect((await client.post('/api/checkout/postcode', { postcode: 'ZZ9 9ZZ' })).body).toMatchObject({ valid: false });
      expect((await client.post('/api/checkout/postcode', { postcode: `12345${round}` })).body).toMatchObject({ valid: false });
    }
    expect(postcodes.asked.sort()).toEqual(['M283BX', 'ZZ99ZZ']);
  });

  it('answers 429 past the limit from one address (an IPv6 /64 counts as one), and nothing more is looked up', async () => {
    const prefix = uniqueClientIp().split(':').slice(0, 4).join(':');
    for (let n = 0; n < POSTCODE_CHECK_LIMIT.limit; n++) {
      const response = await new TestHttpClient(api.url, { 'x-forwarded-for': `${prefix}::${(n + 1).toString(16)}` }).post('/api/checkout/postcode', { postcode: 'M28 3BX' });
      expect([n, response.status]).toEqual([n, 200]);
    }
    const asked = postcodes.asked.length;
    const refused = await new TestHttpClient(api.url, { 'x-forwarded-for': `${prefix}::ffff` }).post('/api/checkout/postcode', { postcode: 'BL1 1AA' });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_POSTCODE_CHECKS']);
    expect(refused.body.error?.message).toMatch(/^Too many postcodes have been checked from your network\. Please try again in \d+ minutes?, or call us to order\.$/);
    expect(postcodes.asked.length).toBe(asked);
    const elsewhere = await new TestHttpClient(api.url, { 'x-forwarded-for': uniqueClientIp() }).post('/api/checkout/postcode', { postcode: 'M28 3BX' });
    expect(elsewhere.status).toBe(200);
  });
});
