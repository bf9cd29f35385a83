import { argon2id, hash, verify } from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), above OWASP's minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id });
}

/** False for a wrong password or a malformed hash; never throws for those. */
export async function verifyPasswordHash(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no hash to check against (unknown e-mail,
 * passwordless account), so that response times do not reveal which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('walkden-dummy-password-for-timing');
  await verifyPasswordHash(await dummyHash, password);
  return false;
}
