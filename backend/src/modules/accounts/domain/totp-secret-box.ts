import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are sealed (AES-256-GCM, a key derived from SESSION_SECRET) before they are stored,
 * so a copy of the database or a backup alone cannot mint codes. Format: v1.<iv>.<tag>.<ciphertext>, base64url.
 */
function keyFrom(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'walkden-totp', 'totp-secret-v1', 32));
}

export function sealTotpSecret(base32Secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32Secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The base32 secret; throws when the value was sealed with another key or altered. */
export function openTotpSecret(stored: string, serverSecret: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
