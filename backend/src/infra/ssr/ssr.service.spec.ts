import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config.js';
import { LOCAL_COOKIE_NAMES } from '../http/cookies.js';
import { SsrPrefetchService } from './ssr-prefetch.service.js';
import { serializeState, SsrService } from './ssr.service.js';

/** A stand-in for frontend/dist: an HTML template and an SSR entry that counts its renders. */
function fakeFrontendDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'walkden-ssr-'));
  mkdirSync(join(dir, 'client'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'client', 'index.html'), '<head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-state-->');
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    `globalThis.__renders = 0;
     export async function render(url, prefetched) {
       globalThis.__renders++;
       if (url === '/auth' && prefetched.user) return { html: '', head: '', state: {}, statusCode: 302, redirectTo: '/' };
       return { html: '<p>' + url + ' ' + prefetched.price + '</p>', head: '<style></style>', state: { price: prefetched.price }, statusCode: 200 };
     }`,
  );
  return dir;
}

/** How many rendered pages the service holds. */
const memoised = (ssr: SsrService) => (ssr as unknown as { renderedPages: Map<string, unknown> }).renderedPages.size;

describe('SsrService', () => {
  let dist: string;
  let data: { price: string; user?: string };
  let ssr: SsrService;
  const renders = () => (globalThis as unknown as { __renders: number }).__renders;

  beforeAll(() => {
    dist = fakeFrontendDist();
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  beforeEach(() => {
    data = { price: '£5.49' };
    const prefetch = new SsrPrefetchService();
    prefetch.register(async () => ({ ...data }));
    ssr = new SsrService(new AppConfig({ FRONTEND_DIST_DIR: dist }), prefetch);
  });

  it('fills the template with the page, its styles and its state', async () => {
    const page = await ssr.renderPage('/menu');
    expect(page.status).toBe(200);
    expect(page.html).toBe('<head><style></style></head><div id="root"><p>/menu £5.49</p></div><script>window.__PRELOADED_STATE__={"price":"£5.49"}</script>');
  });

  it('renders a page once while its data is unchanged, and again as soon as the data changes', async () => {
    const before = renders();
    await ssr.renderPage('/menu');
    await ssr.renderPage('/menu');
    expect(renders() - before).toBe(1);

    data.price = '£5.99';
    const changed = await ssr.renderPage('/menu');
    expect(changed.html).toContain('£5.99');
    expect(renders() - before).toBe(2);
  });

  it("renders a signed-in visitor's page for each request and keeps none of them", async () => {
    const signedIn = { cookies: { [LOCAL_COOKIE_NAMES.session]: 'abc' } } as unknown as Request;
    const before = renders();
    await ssr.renderPage('/menu', signedIn);
    await ssr.renderPage('/menu', signedIn);
    expect(renders() - before).toBe(2);
    expect(memoised(ssr)).toBe(0);

    await ssr.renderPage('/menu');
    await ssr.renderPage('/menu');
    expect(renders() - before).toBe(3);
    expect(memoised(ssr)).toBe(1);
  });

  it("gives the state script each response's CSP nonce, also when the render is memoised", async () => {
    const first = await ssr.renderPage('/menu', undefined, 'nonce-one');
    const second = await ssr.renderPage('/menu', undefined, 'nonce-two');
    expect(first.html).toContain('<script nonce="nonce-one">window.__PRELOADED_STATE__=');
    expect(second.html).toContain('<script nonce="nonce-two">window.__PRELOADED_STATE__=');
    expect(second.html).not.toContain('nonce-one');
  });

  it('keeps `$&` and `$\'` in page content and state literal', async () => {
    data.price = "$& and $' and $$";
    const page = await ssr.renderPage('/menu');
    expect(page.html).toBe(
      `<head><style></style></head><div id="root"><p>/menu $& and $' and $$</p></div><script>window.__PRELOADED_STATE__={"price":"$& and $' and $$"}</script>`,
    );
  });

  it('passes on a redirect from the frontend', async () => {
    data.user = 'u1';
    await expect(ssr.renderPage('/auth')).resolves.toMatchObject({ status: 302, redirectTo: '/' });
  });

  it('escapes state so it cannot close the script element', () => {
    expect(serializeState({ note: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
