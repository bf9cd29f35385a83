// Runs the local stand-ins for the outside services that have no real credentials configured.
//
//   node backend/dist/dev/standins.js            start what the environment needs, print the URLs
//   node backend/dist/dev/standins.js --needed   exit 0 if any stand-in is needed, 1 if none
//   node backend/dist/dev/standins.js --wait     wait until the needed stand-ins answer (another process runs them)
//   node backend/dist/dev/standins.js --all --ephemeral --json
//                                                 start every stand-in on free ports and print one JSON line
//                                                 of their URLs (the e2e harness)
//
// A developer tool beside the product, not part of it: it reads the environment directly.
import { planStandins, probeUrls, startStandins, type StandinPlan } from './local-standins.js';
import { DEFAULT_OIDC_USER } from './oidc-standin.js';

const args = new Set(process.argv.slice(2));
const plan = planStandins(process.env, { all: args.has('--all'), ephemeral: args.has('--ephemeral') });
const names = Object.keys(plan) as (keyof StandinPlan)[];

if (args.has('--needed')) {
  process.exit(names.length > 0 ? 0 : 1);
}

if (args.has('--wait')) {
  await waitForStandins(plan);
  process.exit(0);
}

if (names.length === 0) {
  console.log('Every outside service has real settings; no local stand-in needed.');
  process.exit(0);
}

const running = await startStandins(plan).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Could not start the local stand-ins: ${message}`);
  if (message.includes('EADDRINUSE')) console.error('A port is taken: is another `make start` (or MailDev) already running?');
  process.exit(1);
});

if (args.has('--json')) {
  console.log(JSON.stringify(running.urls));
} else {
  const { mail, oidc, stripe, postcode, places } = running.urls;
  console.log('Local stand-ins for the outside services that have no real settings:');
  if (mail) console.log(`  E-mail inbox:        ${mail.inboxUrl}   (SMTP ${mail.smtpUrl}) - every e-mail the product sends lands here`);
  if (oidc) console.log(`  Google sign-in:      ${oidc.issuerUrl}   (OpenID Connect stand-in: signs in as ${DEFAULT_OIDC_USER.email} at once)`);
  if (stripe) console.log(`  Stripe:              ${stripe.apiBase}   (test payment pages at /pay/..., webhooks to ${stripe.webhookUrl})`);
  if (postcode) console.log(`  Postcode lookup:     ${postcode.apiBase}   (knows M28 3BX, M28 0AA, M28 2PD, M38 9RQ near Walkden; M1 1AE, BL1 1AA, WN1 1AA further away)`);
  if (places) console.log(`  Google reviews:      ${places.apiBase}`);
}

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

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
