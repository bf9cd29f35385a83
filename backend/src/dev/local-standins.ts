import type { RunningStandin } from './http-server.js';
import { startMailCatcher } from './mail-catcher.js';
import { startOidcStandin } from './oidc-standin.js';
import { startPlacesStandin } from './places-standin.js';
import { startPostcodeStandin } from './postcode-standin.js';
import { DEFAULT_STRIPE_WEBHOOK_SECRET, startStripeStandin } from './stripe-standin.js';

/** The ports `make start` uses; tests pass 0 for free ones. */
export const STANDIN_PORTS = { smtp: 1025, mailInbox: 1080, stripe: 4010, oidc: 4011, postcode: 4012, places: 4013 } as const;

export interface StandinPlan {
  mail?: { port: number; webPort: number };
  oidc?: { port: number };
  stripe?: { port: number; webhookUrl: string; webhookSecret: string };
  postcode?: { port: number };
  places?: { port: number };
}

export type StandinName = keyof StandinPlan;

export interface PlanOptions {
  /** Start every stand-in whatever the environment says (the e2e harness). */
  all?: boolean;
  /** Free ports instead of the fixed local ones. */
  ephemeral?: boolean;
}

type Env = Record<string, string | undefined>;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** The port of a URL that points at this machine, or undefined when it points elsewhere. */
function loopbackPort(value: string | undefined, fallback: number): number | undefined {
  if (!isSet(value)) return fallback;
  try {
    const url = new URL(value);
    if (!LOOPBACK.has(url.hostname)) return undefined;
    return url.port ? Number(url.port) : fallback;
  } catch {
    return undefined;
  }
}

/**
 * Which stand-ins a local run needs: each outside service that has no real credentials, or whose
 * URL points at this machine, gets its stand-in on the port that URL names.
 */
export function planStandins(env: Env, { all = false, ephemeral = false }: PlanOptions = {}): StandinPlan {
  const port = (fixed: number | undefined): number => (ephemeral ? 0 : (fixed ?? 0));
  const plan: StandinPlan = {};

  const smtpPort = loopbackPort(env.SMTP_URL, STANDIN_PORTS.smtp);
  if (all || smtpPort !== undefined) plan.mail = { port: port(smtpPort ?? STANDIN_PORTS.smtp), webPort: port(STANDIN_PORTS.mailInbox) };

  const oidcPort = loopbackPort(env.OIDC_ISSUER_URL, STANDIN_PORTS.oidc);
  if (all || (!isSet(env.GOOGLE_CLIENT_ID) && oidcPort !== undefined)) plan.oidc = { port: port(oidcPort ?? STANDIN_PORTS.oidc) };

  const stripeKey = env.STRIPE_SECRET_KEY;
  const stripePort = loopbackPort(env.STRIPE_API_BASE, STANDIN_PORTS.stripe);
  if (all || ((!isSet(stripeKey) || stripeKey.startsWith('sk_test_local')) && stripePort !== undefined)) {
    const publicUrl = isSet(env.PUBLIC_URL) ? env.PUBLIC_URL.replace(/\/$/, '') : `http://localhost:${isSet(env.PORT) ? env.PORT : '3000'}`;
    plan.stripe = {
      port: port(stripePort ?? STANDIN_PORTS.stripe),
      webhookUrl: `${publicUrl}/api/payments/webhook`,
      webhookSecret: isSet(env.STRIPE_WEBHOOK_SECRET) ? env.STRIPE_WEBHOOK_SECRET : DEFAULT_STRIPE_WEBHOOK_SECRET,
    };
  }

  const postcodePort = loopbackPort(env.POSTCODE_API_BASE, STANDIN_PORTS.postcode);
  if (all || postcodePort !== undefined) plan.postcode = { port: port(postcodePort ?? STANDIN_PORTS.postcode) };

  const placesPort = loopbackPort(env.PLACES_API_BASE, STANDIN_PORTS.places);
  if (all || (!isSet(env.PLACES_API_KEY) && placesPort !== undefined)) plan.places = { port: port(placesPort ?? STANDIN_PORTS.places) };

  return plan;
}

/** Where each running stand-in answers; also the environment the product needs to use them. */
export interface StandinUrls {
  mail?: { inboxUrl: string; smtpUrl: string };
  oidc?: { issuerUrl: string };
  stripe?: { apiBase: string; webhookUrl: string };
  postcode?: { apiBase: string };
  places?: { apiBase: string };
}

export interface RunningStandins {
  urls: StandinUrls;
  /** The product's environment variables that point at these stand-ins. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the planned stand-ins; if one cannot start, the others are stopped again. */
export async function startStandins(plan: StandinPlan, log?: (line: string) => void): Promise<RunningStandins> {
  const running: RunningStandin[] = [];
  const urls: StandinUrls = {};
  const env: Record<string, string> = {};
  const closeAll = async () => {
    await Promise.allSettled(running.map((standin) => standin.close()));
  };
  try {
    if (plan.mail) {
      const mail = await startMailCatcher(plan.mail);
      running.push(mail);
      urls.mail = { inboxUrl: mail.url, smtpUrl: mail.smtpUrl };
      env.SMTP_URL = mail.smtpUrl;
    }
    if (plan.oidc) {
      const oidc = await startOidcStandin(plan.oidc);
      running.push(oidc);
      urls.oidc = { issuerUrl: oidc.url };
      env.OIDC_ISSUER_URL = oidc.url;
    }
    if (plan.stripe) {
      const stripe = await startStripeStandin({ ...plan.stripe, log });
      running.push(stripe);
      urls.stripe = { apiBase: stripe.url, webhookUrl: plan.stripe.webhookUrl };
      env.STRIPE_API_BASE = stripe.url;
    }
    if (plan.postcode) {
      const postcode = await startPostcodeStandin(plan.postcode);
      running.push(postcode);
      urls.postcode = { apiBase: postcode.url };
      env.POSTCODE_API_BASE = postcode.url;
    }
    if (plan.places) {
      const places = await startPlacesStandin(plan.places);
      running.push(places);
      urls.places = { apiBase: places.url };
      env.PLACES_API_BASE = places.url;
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { urls, env, close: closeAll };
}

/** One URL per planned stand-in that answers HTTP once it is up (any status will do). */
export function probeUrls(plan: StandinPlan, host = '127.0.0.1'): string[] {
  const at = (port: number, path: string) => `http://${host}:${port}${path}`;
  return [
    plan.mail && at(plan.mail.webPort, '/api/healthz'),
    plan.oidc && at(plan.oidc.port, '/.well-known/openid-configuration'),
    plan.stripe && at(plan.stripe.port, '/'),
    plan.postcode && at(plan.postcode.port, '/postcodes/M283BX'),
    plan.places && at(plan.places.port, '/maps/api/place/details/json?place_id=probe'),
  ].filter((url): url is string => typeof url === 'string');
}
