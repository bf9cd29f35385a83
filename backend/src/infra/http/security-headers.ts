import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/** The nonce of this response's Content-Security-Policy, for the one inline script the server renders. */
export function cspNonce(res: Response): string {
  return (res.locals as { cspNonce?: string }).cspNonce ?? '';
}

/**
 * Security headers on every response (helmet). Scripts: only the site's own files, plus the inline
 * state of a server-rendered page, which carries this response's nonce. Styles allow inline
 * because MUI/Emotion injects <style> elements at run time. Frames: only the two social networks'
 * feeds and OpenStreetMap's map on /contact (each loaded only when the visitor asks for it).
 * The site itself is never framed; no MIME sniffing, no
 * referrer (the e-mailed links carry tokens in their query), HSTS in production only.
 */
export function securityHeaders(config: Pick<AppConfig, 'isProduction'>) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The social feeds on /socials, loaded only after the visitor's click (features/socials).
        frameSrc: ['https://www.facebook.com', 'https://www.instagram.com', 'https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.isProduction ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    (res.locals as { cspNonce?: string }).cspNonce = randomBytes(16).toString('base64');
    headers(req, res, next);
  };
}
