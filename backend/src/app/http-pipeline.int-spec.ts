import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { UsersService } from '../modules/accounts/users.service.js';
import { TestHttpClient } from '../test/http-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body is returned as sent (fetch would decompress it). */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers, ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }) };
    const req = httpRequest(url, { method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const APP_JS = `console.log(${JSON.stringify('walkden '.repeat(400))});\n`;

/** A stand-in for frontend/dist: a template, one fingerprinted script with its .br/.gz twins, and an SSR entry. */
function fakeFrontendDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'walkden-http-'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'client', 'index.html'), '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>');
  writeFileSync(join(dir, 'client', 'assets', 'index-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'client', 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'client', 'assets', 'index-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    `export async function render(url, prefetched) {
       const who = prefetched.session && prefetched.session.user ? prefetched.session.user.email : 'guest';
       return { html: '<p>' + 'Hello '.repeat(300) + who + ' cookies accepted: ' + prefetched.cookiesAccepted + '</p>', head: '', state: { who }, statusCode: 200 };
     }`,
  );
  return dir;
}

describe('the HTTP pipeline: CSRF, bodies, routing, headers, compression', () => {
  let api: TestApp;
  let dist: string;
  let ip = 0;
  const visitor = () => new TestHttpClient(api.url, { 'x-forwarded-for': `10.9.0.${++ip}` });

  beforeAll(async () => {
    dist = fakeFrontendDist();
    api = await createTestApp({ FRONTEND_DIST_DIR: dist });
    await api.app.get(UsersService).createUser({ email: 'a@b.co', password: 'xxxxxxxx', emailConfirmed: true });
  });

  afterAll(async () => {
    await api?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('CSRF and request bodies', () => {
    it.each(['/API/auth/sign-in', '/Api/auth/sign-in', '/api/AUTH/sign-in'])('refuses a form-encoded sign-in at %s without the CSRF header, and starts no session', async (path) => {
      const response = await raw(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.9.1.${++ip}` },
        body: 'email=a@b.co&password=xxxxxxxx',
      });
      expect(response.status).toBe(403);
      expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/\bsid=/);
    });

    it.each(['PUT', 'PATCH', 'DELETE'])('refuses %s without the CSRF header whatever the path', async (method) => {
      for (const path of ['/api/cart', '/API/cart', '/anything']) {
        const response = await raw(`${api.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
        expect([path, response.status]).toEqual([path, 403]);
      }
    });

    /** A browser's CSRF cookie and header, as the page would send them. */
    async function csrfHeaders(): Promise<Record<string, string>> {
      const browser = visitor();
      await browser.get('/api/auth/session');
      const token = browser.cookies.get('csrf_token')!;
      return { cookie: `csrf_token=${token}`, 'x-csrf-token': token, 'x-forwarded-for': `10.9.2.${++ip}` };
    }

    it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain'])(
      'takes JSON bodies only: %s with a valid CSRF token gets 415 and no session',
      async (contentType) => {
        const response = await raw(`${api.url}/api/auth/sign-in`, {
          method: 'POST',
          headers: { ...(await csrfHeaders()), 'content-type': contentType },
          body: 'email=a@b.co&password=xxxxxxxx',
        });
        expect(response.status).toBe(415);
        expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/\bsid=/);
      },
    );

    it('routes case-sensitively: /API/... reaches no controller, even with a valid CSRF token', async () => {
      const headers = { ...(await csrfHeaders()), 'content-type': 'application/json' };
      const body = JSON.stringify({ email: 'a@b.co', password: 'xxxxxxxx' });
      expect((await raw(`${api.url}/API/auth/sign-in`, { method: 'POST', headers, body })).status).toBe(404);
      expect((await raw(`${api.url}/api/auth/sign-in`, { method: 'POST', headers, body })).status).toBe(200);
    });

    it('binds the CSRF token to the session and rotates it at sign-in', async () => {
      const browser = visitor();
      await browser.get('/api/auth/session');
      const anonymousToken = browser.cookies.get('csrf_token')!;
      expect(anonymousToken).toMatch(/^[\w-]+\.[\w-]+$/);
      expect((await browser.post('/api/auth/sign-in', { email: 'a@b.co', password: 'xxxxxxxx' })).status).toBe(200);
      const sessionToken = browser.cookies.get('csrf_token')!;
      expect(sessionToken).not.toBe(anonymousToken);

      // The token from before sign-in no longer works with the new session...
      const stale = await browser.request('POST', '/api/auth/sign-out', {}, { 'x-csrf-token': anonymousToken, cookie: `sid=${browser.cookies.get('sid')}; csrf_token=${anonymousToken}` });
      expect(stale.status).toBe(403);
      // ...nor does a token made up by hand, even when cookie and header agree...
      const forged = await browser.request('POST', '/api/auth/sign-out', {}, { 'x-csrf-token': 'made-up-token-1234567890abcdefghijkl', cookie: `sid=${browser.cookies.get('sid')}; csrf_token=made-up-token-1234567890abcdefghijkl` });
      expect(forged.status).toBe(403);
      // ...nor another visitor's valid token with this session.
      const other = visitor();
      await other.get('/api/auth/session');
      const otherToken = other.cookies.get('csrf_token')!;
      const foreign = await browser.request('POST', '/api/auth/sign-out', {}, { 'x-csrf-token': otherToken, cookie: `sid=${browser.cookies.get('sid')}; csrf_token=${otherToken}` });
      expect(foreign.status).toBe(403);

      expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    });
  });

  describe('headers', () => {
    it('sends security headers with a per-response script nonce that the page state uses', async () => {
      const first = await visitor().get('/');
      const second = await visitor().get('/');
      const csp = first.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src https://www.facebook.com https://www.instagram.com https://www.openstreetmap.org");
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(first.headers.get('referrer-policy')).toBe('no-referrer');
      expect(first.headers.get('strict-transport-security')).toBeNull();
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      expect(first.text).toContain(`<script nonce="${nonce}">window.__PRELOADED_STATE__=`);
      expect(second.headers.get('content-security-policy')).not.toContain(nonce);
      expect((await visitor().get('/api/auth/session')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it("tells the render whether the visitor's cookie_consent cookie accepted the cookie notice", async () => {
      expect((await visitor().get('/')).text).toContain('cookies accepted: false');
      expect((await visitor().request('GET', '/', undefined, { cookie: 'cookie_consent=accepted' })).text).toContain('cookies accepted: true');
      expect((await visitor().request('GET', '/', undefined, { cookie: 'cookie_consent=maybe' })).text).toContain('cookies accepted: false');
    });

    it('marks pages rendered for a signed-in user private, no-store', async () => {
      const guest = await visitor().get('/');
      expect(guest.headers.get('cache-control')).toBe('no-cache');
      const browser = visitor();
      expect((await browser.post('/api/auth/sign-in', { email: 'a@b.co', password: 'xxxxxxxx' })).status).toBe(200);
      const page = await browser.get('/');
      expect(page.text).toContain('a@b.co');
      expect(page.headers.get('cache-control')).toBe('private, no-store');
    });
  });

  describe('compression', () => {
    it('compresses HTML and JSON with brotli, or gzip, when the client accepts it', async () => {
      for (const path of ['/', '/api/docs/openapi.json']) {
        const br = await raw(`${api.url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
        expect([path, br.headers['content-encoding']]).toEqual([path, 'br']);
        const gzip = await raw(`${api.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
        expect([path, gzip.headers['content-encoding']]).toEqual([path, 'gzip']);
        const plain = await raw(`${api.url}${path}`);
        expect([path, plain.headers['content-encoding']]).toEqual([path, undefined]);
      }
    });

    it('answers HEAD with the headers a GET would get, Content-Encoding included', async () => {
      for (const path of ['/', '/api/docs/openapi.json']) {
        const head = await raw(`${api.url}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'br, gzip' } });
        expect([path, head.status, head.headers['content-encoding'], head.headers['content-length']]).toEqual([path, 200, 'br', undefined]);
        expect(head.headers.vary).toMatch(/Accept-Encoding/i);
        const gzip = await raw(`${api.url}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
        expect([path, gzip.headers['content-encoding']]).toEqual([path, 'gzip']);
        const plain = await raw(`${api.url}${path}`, { method: 'HEAD' });
        expect([path, plain.headers['content-encoding']]).toEqual([path, undefined]);
      }
    });

    it('serves the build-time .br and .gz twins of /assets/* with the right headers', async () => {
      const br = await raw(`${api.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/javascript/);
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.body.equals(brotliCompressSync(APP_JS))).toBe(true);

      const gzip = await raw(`${api.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body.equals(gzipSync(APP_JS))).toBe(true);

      const plain = await raw(`${api.url}/assets/index-abc123.js`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(APP_JS);
    });
  });
});
