// Starts the built product for the journeys, isolated from a developer's own data:
//   a fresh database walkden_e2e_<run> (migrated and seeded by the built CLI), its own Redis key
//   prefix, every outside service replaced by a local stand-in on a free port, and the api and
//   the worker as child processes on a free port with the test clock enabled.
// The URLs reach the tests through the environment (see harness.ts); global-teardown undoes it all.
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StandinUrls } from '../../backend/src/dev/local-standins.js';
import { createDatabase, databaseUrlFor } from './databases.js';
import { E2E_USERS, exportUrls, HARNESS_DIR, ROOT, saveState, type HarnessState } from './harness.js';
import { firstJsonLine, freePort, run, startLogged, tail, waitForHttpOk } from './processes.js';
import { teardownHarness } from './teardown-harness.js';

const BUILT_FILES = ['backend/dist/main.js', 'backend/dist/worker.js', 'backend/dist/dev/standins.js', 'cli/dist/main.js', 'frontend/dist'];

export default async function globalSetup(): Promise<void> {
  const missing = BUILT_FILES.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) throw new Error(`The journeys run against the build; missing ${missing.join(', ')}. Run \`npm run build\` first (make test does).`);

  const runId = randomBytes(4).toString('hex');
  const logDir = join(HARNESS_DIR, 'logs');
  mkdirSync(logDir, { recursive: true });
  const state: HarnessState = {
    runId,
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    redisPrefix: `walkden_e2e_${runId}`,
    storageDir: join(HARNESS_DIR, `uploads-${runId}`),
    pids: [],
  };
  saveState(state);
  const children: ChildProcess[] = [];
  const track = (child: ChildProcess): ChildProcess => {
    children.push(child);
    if (child.pid) state.pids.push(child.pid);
    saveState(state);
    return child;
  };

  try {
    const databaseUrl = databaseUrlFor(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/walkden', `walkden_e2e_${runId}`);
    await createDatabase(databaseUrl);
    state.databaseUrl = databaseUrl;
    saveState(state);

    const port = await freePort();
    // localhost, not 127.0.0.1: passkeys are bound to PUBLIC_URL's host name, and WebAuthn refuses an IP address.
    const baseUrl = `http://localhost:${port}`;
    const webhookSecret = `whsec_e2e_${runId}`;

    const standins = track(
      spawn(process.execPath, ['backend/dist/dev/standins.js', '--all', '--ephemeral', '--json'], {
        cwd: ROOT,
        env: { ...process.env, PUBLIC_URL: baseUrl, STRIPE_WEBHOOK_SECRET: webhookSecret },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    const standinsLog = createWriteStream(join(logDir, 'standins.log'));
    standins.stdout?.pipe(standinsLog);
    standins.stderr?.pipe(standinsLog);
    const urls = await firstJsonLine<Required<StandinUrls>>(standins, 30_000).catch((error: Error) => {
      throw new Error(`The local stand-ins did not start: ${error.message}\n${tail(join(logDir, 'standins.log'))}`);
    });

    // Every variable AppConfig reads is set here, so that nothing from a developer's .env leaks in.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      TRUST_PROXY: 'loopback',
      RESTAURANT_PROFILE_FILE: '',
      DATABASE_URL: databaseUrl,
      REDIS_URL: state.redisUrl,
      REDIS_PREFIX: state.redisPrefix,
      SESSION_SECRET: `e2e-session-secret-${runId}`,
      SMTP_URL: urls.mail.smtpUrl,
      MAIL_FROM: 'Walkden Fried Chicken & Pizza <orders@walkdenfriedchicken.local>',
      RESTAURANT_NOTIFICATION_EMAIL: 'kitchen@walkdenfriedchicken.local',
      STRIPE_SECRET_KEY: 'sk_test_local_e2e',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: urls.stripe.apiBase,
      GOOGLE_CLIENT_ID: 'walkden-e2e-client',
      GOOGLE_CLIENT_SECRET: 'walkden-e2e-secret',
      OIDC_ISSUER_URL: urls.oidc.issuerUrl,
      POSTCODE_API_BASE: urls.postcode.apiBase,
      PLACES_API_BASE: urls.places.apiBase,
      PLACES_API_KEY: 'e2e-places-key',
      PLACE_ID: 'walkden-e2e-place',
      RESTAURANT_LATITUDE: '53.5233',
      RESTAURANT_LONGITUDE: '-2.3997',
      STORAGE_DIR: state.storageDir,
      LOG_LEVEL: 'info',
      TEST_CLOCK_ENABLED: 'true',
      FRONTEND_DIST_DIR: '',
      KITCHEN_PRINTER_ADDRESS: urls.printer.address,
      // Web Push (issue 27): a key pair for this run, and the stand-in push service the only one the api posts to.
      ...vapidKeys(),
      VAPID_SUBJECT: 'mailto:kitchen@walkdenfriedchicken.local',
      PUSH_ALLOWED_ORIGINS: urls.push.apiBase,
    };

    await run(process.execPath, ['cli/dist/main.js', 'db:migrate'], { cwd: ROOT, env });
    await run(process.execPath, ['cli/dist/main.js', 'db:seed'], { cwd: ROOT, env });
    for (const [role, user] of Object.entries(E2E_USERS)) {
      const args = ['cli/dist/main.js', 'user:create', '--email', user.email, '--name', user.name];
      await run(process.execPath, role === 'admin' ? [...args, '--admin'] : args, { cwd: ROOT, env, input: `${user.password}\n` });
    }
    await run(process.execPath, ['cli/dist/main.js', 'user:role', E2E_USERS.staff.email, 'staff'], { cwd: ROOT, env });

    const worker = track(startLogged(process.execPath, ['backend/dist/worker.js'], { cwd: ROOT, env, logFile: join(logDir, 'worker.log') }));
    const api = track(startLogged(process.execPath, ['backend/dist/main.js'], { cwd: ROOT, env, logFile: join(logDir, 'api.log') }));
    await waitForHttpOk(`${baseUrl}/health/ready`, [api, worker], 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n--- api.log\n${tail(join(logDir, 'api.log'))}\n--- worker.log\n${tail(join(logDir, 'worker.log'))}`);
    });

    exportUrls({
      baseUrl,
      mailInboxUrl: urls.mail.inboxUrl,
      stripeApiBase: urls.stripe.apiBase,
      oidcIssuerUrl: urls.oidc.issuerUrl,
      postcodeApiBase: urls.postcode.apiBase,
      placesApiBase: urls.places.apiBase,
      databaseUrl,
      printerApiBase: urls.printer.apiBase,
      pushApiBase: urls.push.apiBase,
    });
  } catch (error) {
    await teardownHarness(state);
    throw error;
  }
}

/** A VAPID key pair as `web-push generate-vapid-keys` makes one: P-256, base64url, the public key uncompressed. */
function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // 32 bytes always: a key with leading zero bytes comes back shorter, which web-push refuses.
  const privateKey = ecdh.getPrivateKey();
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url') };
}
