// Runs the local stand-ins for the outside services that have no real service configured
// (LOCAL_STANDINS=auto, the default), all of them (on) or none (off); see local-standins.ts.
//
//   node backend/dist/dev/standins.js --env      print `export KEY='value'` lines: the product's URLs of
//                                                the planned stand-ins and the plan itself (make serve
//                                                evals them, so every later call uses that one plan)
//   node backend/dist/dev/standins.js            start the planned stand-ins, print their URLs
//   node backend/dist/dev/standins.js --needed   exit 0 if any stand-in is planned, 1 if none
//   node backend/dist/dev/standins.js --wait     wait until the planned stand-ins answer (another process runs them)
//   node backend/dist/dev/standins.js --announce wait until the api at PORT is ready, then say where to go
//                                                (the site, the admin, the e-mail inbox); stays until stopped
//   node backend/dist/dev/standins.js --all --ephemeral --json
//                                                start every stand-in on free ports and print one JSON line
//                                                of their URLs (the e2e harness)
//
// A developer tool beside the product, not part of it: it reads the environment directly.
import { connect } from 'node:net';
import { loopbackServiceUrls, planStandins, probeUrls, standinEnv, startStandins, type StandinPlan } from './local-standins.js';
import { DEFAULT_OIDC_USER } from './oidc-standin.js';

const PLAN_VARIABLE = 'LOCAL_STANDINS_PLAN';
const args = new Set(process.argv.slice(2));
const plan = await currentPlan();
const names = Object.keys(plan) as (keyof StandinPlan)[];

if (args.has('--env')) {
  const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
  for (const [key, value] of Object.entries({ ...standinEnv(plan), [PLAN_VARIABLE]: JSON.stringify(plan) })) console.log(`export ${key}=${quote(value)}`);
  process.exit(0);
}

if (args.has('--needed')) {
  process.exit(names.length > 0 ? 0 : 1);
}

if (args.has('--wait')) {
  await waitForStandins(plan);
  process.exit(0);
}

if (args.has('--announce')) {
  await announceWhenReady(plan);
  await untilStopped();
}

if (names.length === 0) {
  console.log('Every outside service has a real service configured (or LOCAL_STANDINS=off); no local stand-in started.');
  process.exit(0);
}

const running = await startStandins(plan).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Could not start the local stand-ins: ${message}`);
  if (message.includes('EADDRINUSE')) {
    console.error('A port is taken: is another `make start` on a PORT less than 10 apart, or MailDev, already running? Use another PORT, or LOCAL_STANDINS=off.');
  }
  process.exit(1);
});

if (args.has('--json')) {
  console.log(JSON.stringify(running.urls));
} else {
  const { mail, oidc, stripe, postcode, places, printer } = running.urls;
  console.log('Local stand-ins for the outside services with no real service configured (LOCAL_STANDINS=off to run none):');
  if (mail) console.log(`  E-mail inbox:        ${mail.inboxUrl}   (SMTP ${mail.smtpUrl}) - every e-mail the product sends lands here`);
  if (oidc) console.log(`  Google sign-in:      ${oidc.issuerUrl}   (OpenID Connect stand-in: signs in as ${DEFAULT_OIDC_USER.email} at once)`);
  if (stripe) console.log(`  Stripe:              ${stripe.apiBase}   (test payment pages at /pay/..., webhooks to ${stripe.webhookUrl})`);
  if (postcode) console.log(`  Postcode lookup:     ${postcode.apiBase}   (knows M28 3BX, M28 0AA, M28 2PD, M38 9RQ near Walkden; M1 1AE, BL1 1AA, WN1 1AA further away)`);
  if (places) console.log(`  Google reviews:      ${places.apiBase}`);
  if (printer) console.log(`  Kitchen printer:     ${printer.address}   (ESC/POS; the tickets it printed, as text: ${printer.apiBase}/tickets)`);
}

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

/** Polls the api's readiness at PORT, then prints where a newcomer goes next. */
async function announceWhenReady(standins: StandinPlan): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const site = `http://localhost:${port}`;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const inbox = standins.mail ? `http://localhost:${standins.mail.webPort}` : `sent through ${process.env.SMTP_URL ?? 'SMTP_URL'}`;
  console.log(
    [
      '',
      'Walkden Kitchen is ready (Ctrl-C stops everything):',
      `  The site:            ${site}`,
      `  The admin:           ${site}/admin   (first make an administrator: see README.md, "The first administrator")`,
      `  E-mails it sends:    ${inbox}`,
      '',
    ].join('\n'),
  );
}

/** concurrently --kill-others stops everything when one process ends: stay until stopped. */
function untilStopped(): Promise<never> {
  const keepAlive = setInterval(() => undefined, 1 << 30);
  const exit = () => {
    clearInterval(keepAlive);
    process.exit(0);
  };
  process.once('SIGINT', exit);
  process.once('SIGTERM', exit);
  return new Promise<never>(() => undefined);
}

/** The plan `--env` printed earlier in this run, or a fresh one (probing loopback URLs for real local services). */
async function currentPlan(): Promise<StandinPlan> {
  const fixed = process.env[PLAN_VARIABLE];
  if (fixed && !args.has('--all')) return JSON.parse(fixed) as StandinPlan;
  const urls = args.has('--all') ? [] : loopbackServiceUrls(process.env);
  const answering = new Set<string>();
  await Promise.all(urls.map(async (url) => (await answers(url)) && answering.add(url)));
  try {
    return planStandins(process.env, { all: args.has('--all'), ephemeral: args.has('--ephemeral'), answers: (url) => answering.has(url) });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Whether something accepts a TCP connection at the URL's host and port. */
function answers(value: string): Promise<boolean> {
  const url = new URL(value);
  const defaultPort = url.protocol === 'https:' ? 443 : url.protocol.startsWith('smtp') ? 25 : 80;
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || defaultPort) });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitForStandins(toWaitFor: StandinPlan): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (const url of probeUrls(toWaitFor)) {
    for (;;) {
      try {
        await fetch(url, { signal: AbortSignal.timeout(2_000) });
        break;
      } catch {
        if (Date.now() > deadline) {
          console.error(`Local stand-in at ${url} did not answer within 60 s.`);
          process.exit(1);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }
}
