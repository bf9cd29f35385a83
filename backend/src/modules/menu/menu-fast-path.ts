import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { MENU_VIEWS, type MenuView } from './domain/menu-view.js';
import type { CachedDocument } from './menu.cache.js';
import type { MenuService } from './menu.service.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One document's bytes in each content coding, made once per menu version. */
export interface EncodedDocument {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compresses each document once (keyed by its ETag, a hash of the JSON); keeps the last few. */
export class EncodedDocuments {
  private readonly byEtag = new Map<string, Promise<EncodedDocument>>();
  private readonly done = new Map<string, EncodedDocument>();

  constructor(private readonly keep = 8) {}

  /** The encoded bytes when they are ready; no I/O. */
  peek(document: CachedDocument): EncodedDocument | undefined {
    return this.done.get(document.etag);
  }

  get(document: CachedDocument): Promise<EncodedDocument> {
    let encoded = this.byEtag.get(document.etag);
    if (!encoded) {
      encoded = encode(document).then((result) => {
        this.done.set(document.etag, result);
        return result;
      });
      encoded.catch(() => this.byEtag.delete(document.etag));
      this.byEtag.set(document.etag, encoded);
      if (this.byEtag.size > this.keep) {
        const oldest = this.byEtag.keys().next().value!;
        this.byEtag.delete(oldest);
        this.done.delete(oldest);
      }
    }
    return encoded;
  }
}

async function encode(document: CachedDocument): Promise<EncodedDocument> {
  const identity = Buffer.from(document.json);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { etag: document.etag, identity, br, gzip: gz };
}

/** br, then gzip, then none, as the request's Accept-Encoding allows (a coding with q=0 is refused). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The security headers helmet gives every response (security-headers.ts), as they apply to JSON. */
function securityHeaders(isProduction: boolean): OutgoingHttpHeaders {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

type Route = { kind: 'menu'; view: MenuView } | { kind: 'gallery' };

/** GET /api/menu, /api/menu?view=<view> and /api/gallery exactly; anything else (bad view, other parameters) goes to Nest, which validates. */
export function matchRoute(url: string | undefined): Route | null {
  if (!url) return null;
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  const query = question === -1 ? '' : url.slice(question + 1);
  if (path === '/api/gallery') return query === '' ? { kind: 'gallery' } : null;
  if (path !== '/api/menu') return null;
  if (query === '') return { kind: 'menu', view: 'menu' };
  const view = /^view=([a-z]+)$/.exec(query)?.[1];
  return view && (MENU_VIEWS as readonly string[]).includes(view) ? { kind: 'menu', view: view as MenuView } : null;
}

/**
 * The public menu's hot path, run before Express: the cached document (memory, then Redis, then the
 * database: menu.cache.ts), pre-serialised and pre-compressed, with its ETag and a 304 when it still
 * matches. No session lookup, no CSRF cookie, no per-request log line. Returns false for any other
 * request, which then goes through the whole pipeline; the Nest controller answers the same routes
 * the same way when this is not installed.
 */
export function menuFastPath(menu: MenuService, options: { isProduction: boolean }) {
  const logger = new Logger('MenuFastPath');
  const encoded = new EncodedDocuments();
  const fixedHeaders = securityHeaders(options.isProduction);
  return (req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const route = matchRoute(req.url);
    if (!route) return false;
    // Usually all in memory: answered synchronously, no promise, no I/O.
    const cached = route.kind === 'menu' ? menu.peekMenuDocument(route.view) : menu.peekGalleryDocument();
    const ready = cached && encoded.peek(cached);
    if (ready) {
      send(req, res, ready, fixedHeaders);
      return true;
    }
    const document = route.kind === 'menu' ? menu.getMenuDocument(route.view) : menu.getGalleryDocument();
    document
      .then((doc) => encoded.get(doc))
      .then(
        (doc) => send(req, res, doc, fixedHeaders),
        (error: unknown) => {
          logger.error({ err: error }, 'Menu fast path failed; answering through the pipeline');
          fallback();
        },
      );
    return true;
  };
}

function send(req: IncomingMessage, res: ServerResponse, doc: EncodedDocument, fixedHeaders: OutgoingHttpHeaders): void {
  const incomingId = req.headers['x-request-id'];
  const headers: OutgoingHttpHeaders = {
    ...fixedHeaders,
    'x-request-id': typeof incomingId === 'string' && /^[\w-]{1,100}$/.test(incomingId) ? incomingId : randomUUID(),
    etag: doc.etag,
    'cache-control': 'public, max-age=0, must-revalidate',
    vary: 'Accept-Encoding',
  };
  if (etagMatches(req.headers['if-none-match'], doc.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = doc[encoding];
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['content-length'] = body.length;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
