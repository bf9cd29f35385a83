import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { asyncHandler, closeServer, listen, type ListenOptions, type RunningStandin, sendJson } from './http-server.js';

/** A browser's subscription as PushSubscription.toJSON() gives it. */
export interface StandinSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A message the stand-in received, decrypted as the browser would. */
export interface ReceivedPush {
  subscriptionId: string;
  receivedAt: string;
  /** The payload, decrypted (RFC 8291, aes128gcm). */
  payload: string;
  ttl: number | null;
  urgency: string | null;
  /** The VAPID claims, once the JWT's signature checked out against the key the request named. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface RunningPushStandin extends RunningStandin {
  /** Makes a subscription, as a browser's PushManager.subscribe() would, at this push service. */
  subscribe(): StandinSubscription;
  messages(): ReceivedPush[];
  /** From now on the subscription answers 410 Gone (the browser unsubscribed). */
  expire(subscriptionId: string): void;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  gone: boolean;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A Web Push service on loopback (issue 27), standing in for FCM or Mozilla's: it hands out
 * subscriptions (POST /subscriptions, the part of a browser that makes them), takes messages as a
 * push service does (POST /push/:id, RFC 8030), checks their VAPID authorisation (RFC 8292) and
 * decrypts them with the subscription's private key (RFC 8291), as the browser would. GET /messages
 * lists them; DELETE /messages forgets them; POST /subscriptions/:id/expire makes one answer 410.
 */
export async function startPushStandin({ port, host = '127.0.0.1' }: ListenOptions): Promise<RunningPushStandin> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  let baseUrl = '';

  const subscribe = (): StandinSubscription => {
    const id = b64url(randomBytes(12));
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const browser: Browser = { ecdh, auth: randomBytes(16), gone: false };
    browsers.set(id, browser);
    return { endpoint: `${baseUrl}/push/${id}`, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(browser.auth) } };
  };

  const server = await listen(
    asyncHandler(async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://standin.local').pathname;
      let match: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/subscriptions') {
        sendJson(res, 201, subscribe());
      } else if (req.method === 'POST' && (match = /^\/subscriptions\/([^/]+)\/expire$/.exec(path))) {
        const browser = browsers.get(match[1]);
        if (browser) browser.gone = true;
        res.writeHead(browser ? 204 : 404).end();
      } else if (req.method === 'GET' && path === '/messages') {
        sendJson(res, 200, { messages: received });
      } else if (req.method === 'DELETE' && path === '/messages') {
        received.length = 0;
        res.writeHead(204).end();
      } else if (req.method === 'POST' && (match = /^\/push\/([^/]+)$/.exec(path))) {
        const browser = browsers.get(match[1]);
        if (!browser || browser.gone) return sendJson(res, 410, { error: 'push subscription has unsubscribed or expired' });
        const body = await readBytes(req);
        const vapid = checkVapid(req.headers.authorization, baseUrl);
        if ('error' in vapid) return sendJson(res, 403, { error: vapid.error });
        if (req.headers['content-encoding'] !== 'aes128gcm') return sendJson(res, 415, { error: 'Content-Encoding must be aes128gcm' });
        let payload: string;
        try {
          payload = decrypt(body, browser);
        } catch (error) {
          return sendJson(res, 400, { error: `could not decrypt the message: ${(error as Error).message}` });
        }
        const ttl = req.headers.ttl === undefined ? null : Number(req.headers.ttl);
        received.push({ subscriptionId: match[1], receivedAt: new Date().toISOString(), payload, ttl, urgency: (req.headers.urgency as string | undefined) ?? null, vapid });
        res.writeHead(201, { location: `${baseUrl}/messages/${received.length}` }).end();
      } else {
        sendJson(res, 404, { error: 'Not found: POST /subscriptions, POST /push/:id, GET or DELETE /messages' });
      }
    }),
    { port, host },
  );
  baseUrl = server.url;

  return {
    url: server.url,
    subscribe,
    messages: () => [...received],
    expire: (id) => {
      const browser = browsers.get(id);
      if (browser) browser.gone = true;
    },
    close: () => closeServer(server.server),
  };
}

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `vapid t=<JWT>, k=<public key>`: an ES256 JWT for this push service's origin, signed by that key, not expired. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] | { error: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { error: 'Authorization must be "vapid t=<jwt>, k=<key>"' };
  const [, jwt, key] = match;
  const [head, claims, signature] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { error: 'k is not an uncompressed P-256 public key' };
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url'));
  if (!valid) return { error: 'the VAPID signature does not match k' };
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; sub?: string; exp?: number };
  if (parsed.aud !== origin) return { error: `aud must be ${origin}` };
  if (!parsed.exp || parsed.exp * 1000 < Date.now() || parsed.exp * 1000 > Date.now() + 24 * 3600 * 1000) return { error: 'exp must be within 24 hours' };
  return { aud: parsed.aud, sub: parsed.sub ?? '', exp: parsed.exp, publicKey: key };
}

/** RFC 8291 with RFC 8188's aes128gcm, one record: what the browser does with a message. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding of zeros.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('no record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
