import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret and the hash we store instead of it. */
export function generateSecureToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecureToken(token) };
}

export function hashSecureToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
