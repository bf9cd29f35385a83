// What the e2e global setup starts and the teardown stops, and where tests find it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const HARNESS_DIR = join(ROOT, 'e2e', '.tmp');
const STATE_FILE = join(HARNESS_DIR, 'harness.json');

/** Accounts the global setup creates with the built CLI (user:create), for the staff journeys. */
export const E2E_USERS = {
  admin: { email: 'owner@walkdenfriedchicken.local', password: 'owner passphrase e2e', name: 'Sam Owner' },
  customer: { email: 'regular.customer@example.com', password: 'customer passphrase e2e', name: 'Robin Regular' },
  // Created as a customer, then given the staff role with the CLI's user:role.
  staff: { email: 'counter.staff@walkdenfriedchicken.local', password: 'staff passphrase e2e', name: 'Casey Counter' },
} as const;

/** The URLs of this run; global setup puts them in the environment, which test workers inherit. */
export interface HarnessUrls {
  baseUrl: string;
  mailInboxUrl: string;
  stripeApiBase: string;
  oidcIssuerUrl: string;
  postcodeApiBase: string;
  placesApiBase: string;
  databaseUrl: string;
  /** The printer stand-in's HTTP API: GET {printerApiBase}/tickets (what the kitchen printer printed, as text). */
  printerApiBase: string;
  /** The push service stand-in: POST {pushApiBase}/subscriptions (a browser's subscription), GET {pushApiBase}/messages (what it received, decrypted). */
  pushApiBase: string;
}

/** What the teardown needs to undo a run, even one whose setup failed half-way. */
export interface HarnessState {
  runId: string;
  databaseUrl?: string;
  redisUrl: string;
  redisPrefix: string;
  storageDir: string;
  pids: number[];
}

const ENV_NAMES: Record<keyof HarnessUrls, string> = {
  baseUrl: 'E2E_BASE_URL',
  mailInboxUrl: 'E2E_MAIL_INBOX_URL',
  stripeApiBase: 'E2E_STRIPE_API_BASE',
  oidcIssuerUrl: 'E2E_OIDC_ISSUER_URL',
  postcodeApiBase: 'E2E_POSTCODE_API_BASE',
  placesApiBase: 'E2E_PLACES_API_BASE',
  databaseUrl: 'E2E_DATABASE_URL',
  printerApiBase: 'E2E_PRINTER_API_BASE',
  pushApiBase: 'E2E_PUSH_API_BASE',
};

export function exportUrls(urls: HarnessUrls): void {
  for (const [key, name] of Object.entries(ENV_NAMES)) process.env[name] = urls[key as keyof HarnessUrls];
}

/** The running product and its stand-ins, for journeys (e.g. read the captured e-mails). */
export function harnessUrls(): HarnessUrls {
  const entries = Object.entries(ENV_NAMES).map(([key, name]) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the journeys through \`npm run test:e2e\` so that global setup starts the product.`);
    return [key, value];
  });
  return Object.fromEntries(entries) as HarnessUrls;
}

export function saveState(state: HarnessState): void {
  mkdirSync(dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function loadState(): HarnessState | undefined {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as HarnessState;
  } catch {
    return undefined;
  }
}
