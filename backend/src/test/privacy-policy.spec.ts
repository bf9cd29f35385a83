// The privacy policy names what the product stores in the browser: every cookie the api sets (in both
// environments' names), every local storage key the frontend writes, and the session's lifetime.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cookieNames, LOCAL_COOKIE_NAMES } from '../infra/http/cookies.js';
import { SESSION_TTL_MS } from '../modules/accounts/sessions.service.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
/** The string constant a frontend file declares: `export const NAME = 'value'`. */
const constant = (path: string, name: string): string => new RegExp(`const ${name} = '([^']+)'`).exec(read(path))?.[1] ?? `${name} not found in ${path}`;

describe('the privacy policy', () => {
  const policy = read('frontend/src/features/legal/PrivacyPolicyPage.tsx');
  /** The words of the cookie table's "Name" column. */
  const named = new Set([...policy.matchAll(/name: '([^']+)'/g)].flatMap((match) => match[1].match(/[\w-]+/g) ?? []));

  it('names every cookie the api sets, locally and in production', () => {
    for (const name of [...Object.values(LOCAL_COOKIE_NAMES), ...Object.values(cookieNames({ isProduction: true }))]) expect({ name, named: named.has(name) }).toEqual({ name, named: true });
  });

  it('names every cookie the frontend sets', () => {
    const name = constant('frontend/src/features/consent/cookie-consent.ts', 'COOKIE_CONSENT_COOKIE');
    expect({ name, named: named.has(name) }).toEqual({ name, named: true });
  });

  it('names every key the frontend keeps in local storage', () => {
    const keys = [
      constant('frontend/src/shared/cart/guest-cart.ts', 'GUEST_CART_STORAGE_KEY'),
      constant('frontend/src/features/consent/cookie-consent.ts', 'COOKIE_CONSENT_KEY'),
      constant('frontend/src/shared/orders/new-order-alert.ts', 'MUTE_KEY'),
    ];
    for (const key of keys) expect({ key, named: named.has(key) }).toEqual({ key, named: true });
  });

  it("states the session cookie's lifetime", () => {
    expect(policy).toContain(`${SESSION_TTL_MS / (24 * 3600 * 1000)} days after your last visit`);
  });
});
