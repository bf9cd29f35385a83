import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CachedDocument } from './menu.cache.js';
import { chooseEncoding, EncodedDocuments, matchRoute, menuFastPath } from './menu-fast-path.js';
import type { MenuService } from './menu.service.js';

const MENU: CachedDocument = { etag: '"menu-v1"', json: JSON.stringify({ categories: [{ name: 'Pizza', items: [] }] }), expiresAt: null };
const GALLERY: CachedDocument = { etag: '"gallery-v1"', json: JSON.stringify({ items: [] }), expiresAt: null };

describe('matchRoute: only the exact public menu and gallery GETs take the hot path', () => {
  it.each([
    ['/api/menu', { kind: 'menu', view: 'menu' }],
    ['/api/menu?view=takeaway', { kind: 'menu', view: 'takeaway' }],
    ['/api/gallery', { kind: 'gallery' }],
  ])('%s is served', (url, route) => expect(matchRoute(url)).toEqual(route));

  it.each(['/api/menu?view=nope', '/api/menu?view=menu&x=1', '/api/gallery?x=1', '/api/menus', '/API/menu', '/api/admin/menu', undefined])(
    '%s goes through the pipeline',
    (url) => expect(matchRoute(url)).toBeNull(),
  );
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
  ])('Accept-Encoding %s → %s', (header, coding) => expect(chooseEncoding(header)).toBe(coding));
});

describe('EncodedDocuments', () => {
  it('compresses a document once per ETag and keeps only the last few', async () => {
    const documents = new EncodedDocuments(2);
    const first = await documents.get(MENU);
    await expect(documents.get(MENU)).resolves.toBe(first);
    expect(brotliDecompressSync(first.br).toString()).toBe(MENU.json);
    expect(gunzipSync(first.gzip).toString()).toBe(MENU.json);
    await documents.get(GALLERY);
    await documents.get({ etag: '"third"', json: '{}', expiresAt: null });
    expect(documents.peek(MENU)).toBeUndefined();
    expect(documents.peek(GALLERY)).toBeDefined();
  });
});

describe('menuFastPath over a real HTTP server', () => {
  let server: Server;
  let base: string;
  let fellBack: string[];
  let menuCalls = 0;
  let failMenu = false;

  beforeAll(async () => {
    const menu = {
      peekMenuDocument: () => undefined,
      peekGalleryDocument: () => undefined,
      getMenuDocument: () => {
        menuCalls += 1;
        return failMenu ? Promise.reject(new Error('database down')) : Promise.resolve(MENU);
      },
      getGalleryDocument: () => Promise.resolve(GALLERY),
    } as unknown as MenuService;
    const route = menuFastPath(menu, { isProduction: false });
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const pipeline = () => {
        fellBack.push(req.url ?? '');
        res.writeHead(418).end('pipeline');
      };
      if (!route(req, res, pipeline)) pipeline();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    fellBack = [];
    failMenu = false;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers the menu with its ETag, brotli when accepted, and the JSON security headers', async () => {
    const answer = await fetch(`${base}/api/menu`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe(MENU.etag);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(await answer.json()).toEqual(JSON.parse(MENU.json));
    expect(fellBack).toEqual([]);
  });

  it('answers 304 with no body when the ETag still matches', async () => {
    const answer = await fetch(`${base}/api/menu`, { headers: { 'if-none-match': `W/${MENU.etag}` } });
    expect(answer.status).toBe(304);
    expect(await answer.text()).toBe('');
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await fetch(`${base}/api/gallery`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(GALLERY.json)));
    expect(answer.headers.get('content-encoding')).toBeNull();
  });

  it('leaves other methods and routes to the pipeline', async () => {
    expect((await fetch(`${base}/api/menu`, { method: 'POST' })).status).toBe(418);
    expect((await fetch(`${base}/api/menu?view=bogus`)).status).toBe(418);
    expect(fellBack).toEqual(['/api/menu', '/api/menu?view=bogus']);
  });

  it('hands the request to the pipeline when the document cannot be read', async () => {
    failMenu = true;
    const calls = menuCalls;
    const answer = await fetch(`${base}/api/menu`);
    expect(answer.status).toBe(418);
    expect(menuCalls).toBe(calls + 1);
    expect(fellBack).toEqual(['/api/menu']);
  });
});
