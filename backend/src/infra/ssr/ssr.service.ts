import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../config/app-config.js';
import { cookieNames } from '../http/cookies.js';
import { cspNonce } from '../http/security-headers.js';
import { SsrPrefetchService } from './ssr-prefetch.service.js';

/** What the frontend's entry-server.tsx exports (frontend/src/entry-server.tsx RenderResult). */
interface RenderResult {
  html: string;
  head: string;
  state: unknown;
  statusCode: number;
  redirectTo?: string;
}
/** The built frontend/dist/server/entry-server.js; it reads `prefetched` as the generated PageDataDto. */
export interface ServerEntry<PageData extends object> {
  render(url: string, prefetched: Partial<PageData>): Promise<RenderResult>;
}

const NON_PAGE_PREFIXES = ['/api', '/health', '/socket.io', '/assets', '/uploads'];
/** Rendered pages kept in memory; a page is a pure function of its URL and its prefetched data. */
const RENDERED_PAGE_CACHE_SIZE = 100;

interface RenderedPage {
  status: number;
  html: string;
  redirectTo?: string;
}

/** A memoised render: the page with its state script left out, since that carries each response's CSP nonce. */
interface MemoisedPage {
  status: number;
  html: string;
  state: string;
  redirectTo?: string;
}

const STATE_PLACEHOLDER = '<!--app-state-->';

/** The page with its inline state script, allowed by this response's Content-Security-Policy nonce. */
function withStateScript(page: MemoisedPage, nonce: string): RenderedPage {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  // A function replacement: `$&` and friends in the state must stay literal.
  const html = page.html.replace(STATE_PLACEHOLDER, () => `<script${nonceAttribute}>window.__PRELOADED_STATE__=${page.state}</script>`);
  return { status: page.status, html, redirectTo: page.redirectTo };
}

/** JSON that is safe inside a <script> element. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state ?? {})
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders the public pages on the server with the frontend's own SSR entry, so the browser gets
 * finished HTML (content and MUI styles) before any JavaScript runs, then hydrates it.
 */
@Injectable()
export class SsrService<PageData extends object = Record<string, unknown>> {
  private readonly logger = new Logger(SsrService.name);
  readonly distDir: string;
  private template?: string;
  private entry?: Promise<ServerEntry<PageData>>;
  /**
   * Rendering is the expensive part of a page (tens of ms of CPU); loading its data is cheap (Redis
   * and small queries). The render depends on nothing but the URL and that data, so it is memoised
   * on both: any change to the menu or the settings gives a new key, and a Friday-night rush of
   * anonymous visitors renders each page once. A signed-in visitor's page (their name, cart and
   * orders) is rendered for them alone and not kept: it would rarely be asked for again, and a soak
   * showed the cache filling with such pages (100 of 100 to 200 KB) for the whole of a night.
   */
  private readonly renderedPages = new Map<string, Promise<MemoisedPage>>();
  private readonly sessionCookie: string;

  constructor(
    config: AppConfig,
    private readonly prefetch: SsrPrefetchService<PageData>,
  ) {
    this.sessionCookie = cookieNames(config).session;
    this.distDir = config.frontendDistDir
      ? resolve(config.frontendDistDir)
      : resolve(dirname(fileURLToPath(import.meta.url)), '../../../../frontend/dist');
  }

  get clientDir(): string {
    return join(this.distDir, 'client');
  }

  isBuilt(): boolean {
    return existsSync(join(this.clientDir, 'index.html')) && existsSync(join(this.distDir, 'server', 'entry-server.js'));
  }

  /** Express middleware: every GET for a page (not the API, not an asset) is server-rendered. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || NON_PAGE_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) {
        return next();
      }
      if (/\.[a-z0-9]+$/i.test(req.path)) return next(); // a file that static serving did not find
      this.renderPage(req.originalUrl, req, cspNonce(res))
        .then(({ status, html, redirectTo }) => {
          if (redirectTo) return res.redirect(status, redirectTo);
          res.status(status).setHeader('Content-Type', 'text/html; charset=utf-8');
          // A page rendered with a session carries the visitor's name, cart and orders: no cache may keep it.
          res.setHeader('Cache-Control', req.cookies?.[this.sessionCookie] ? 'private, no-store' : 'no-cache');
          res.send(html);
        })
        .catch(next);
    };
  }

  /** The page for a URL; `nonce` is the response's CSP nonce for the inline state script. */
  async renderPage(url: string, req?: Request, nonce = ''): Promise<RenderedPage> {
    return withStateScript(await this.memoisedRender(url, req), nonce);
  }

  private async memoisedRender(url: string, req?: Request): Promise<MemoisedPage> {
    const prefetched = await this.prefetch.forUrl(url, req);
    if (req?.cookies?.[this.sessionCookie]) return this.render(url, prefetched);
    const key = `${url}\n${createHash('sha1').update(JSON.stringify(prefetched)).digest('base64url')}`;
    const cached = this.renderedPages.get(key);
    if (cached) {
      // Refresh its place in the least-recently-used order.
      this.renderedPages.delete(key);
      this.renderedPages.set(key, cached);
      return cached;
    }
    const page = this.render(url, prefetched);
    this.renderedPages.set(key, page);
    if (this.renderedPages.size > RENDERED_PAGE_CACHE_SIZE) this.renderedPages.delete(this.renderedPages.keys().next().value!);
    page.catch(() => this.renderedPages.delete(key));
    return page;
  }

  private async render(url: string, prefetched: Partial<PageData>): Promise<MemoisedPage> {
    const template = this.loadTemplate();
    const entry = await this.loadEntry();
    const result = await entry.render(url, prefetched);
    if (result.redirectTo) return { status: result.statusCode, html: '', state: '', redirectTo: result.redirectTo };
    // Function replacements: a `$&` in a dish's description must stay literal.
    const html = template.replace('<!--app-head-->', () => result.head).replace('<!--app-html-->', () => result.html);
    return { status: result.statusCode, html, state: serializeState(result.state) };
  }

  private loadTemplate(): string {
    this.template ??= readFileSync(join(this.clientDir, 'index.html'), 'utf8');
    return this.template;
  }

  private loadEntry(): Promise<ServerEntry<PageData>> {
    this.entry ??= import(pathToFileURL(join(this.distDir, 'server', 'entry-server.js')).href).catch((error: unknown) => {
      this.entry = undefined;
      this.logger.error({ err: error }, 'Could not load the SSR entry; run npm run build -w frontend');
      throw error;
    }) as Promise<ServerEntry<PageData>>;
    return this.entry;
  }
}
