import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Best first: what the build writes beside each asset (frontend/build/precompress.ts). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the build's `.br`/`.gz` twins of `/assets/*` files to browsers that accept them, so the
 * api never compresses a fingerprinted file at run time. Anything without a twin falls through
 * to plain static serving (and run-time compression).
 */
export function precompressedAssets(assetsDir: string) {
  let available: Set<string> | undefined;
  const listing = (): Set<string> => {
    if (available) return available;
    try {
      available = new Set(readdirSync(assetsDir));
    } catch {
      return new Set(); // not built yet: look again next time
    }
    return available;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    // Vite's asset names are flat: a name with a separator or dot-dot is nothing we built.
    if (!name || name.includes('/') || name.includes('\\') || name.startsWith('.')) return next();
    const files = listing();
    if (!files.has(name)) return next();
    res.vary('Accept-Encoding');
    const encoding = ENCODINGS.find((candidate) => files.has(name + candidate.suffix) && req.acceptsEncodings(candidate.name) === candidate.name);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', IMMUTABLE_ASSET_CACHE);
    res.type(extname(name));
    res.sendFile(join(assetsDir, name + encoding.suffix), { lastModified: true, etag: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
