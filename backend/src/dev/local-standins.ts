import type { RunningStandin } from './http-server.js';
import { startMailCatcher } from './mail-catcher.js';
import { startOidcStandin } from './oidc-standin.js';
import { startPlacesStandin } from './places-standin.js';
import { startPostcodeStandin } from './postcode-standin.js';
import { startPrinterStandin } from './printer-standin.js';
import { startPushStandin } from './push-standin.js';
import { DEFAULT_STRIPE_WEBHOOK_SECRET, startStripeStandin } from './stripe-standin.js';

/** The stand-ins' ports for the api on port 3000; tests pass 0 for free ones. */
export const STANDIN_PORTS = { smtp: 1025, mailInbox: 1080, stripe: 4010, oidc: 4011, postcode: 4012, places: 4013, printer: 4014, printerApi: 4015 } as const;

export type StandinPorts = { -readonly [K in keyof typeof STANDIN_PORTS]: number };

/**
 * The stand-ins' ports for an api on `appPort`: STANDIN_PORTS shifted by appPort - 3000, so that
 * `PORT=3000 make start` and `PORT=3100 make start` (1125, 1180, 4110-4115) run side by side.
 * A shift that leaves the usable range keeps the ports of 3000.
 */
export function standinPorts(appPort: number): StandinPorts {
  const shift = Number.isInteger(appPort) ? appPort - 3000 : 0;
  const shifted = Object.fromEntries(Object.entries(STANDIN_PORTS).map(([name, port]) => [name, port + shift])) as StandinPorts;
  return Object.values(shifted).every((port) => port >= 1024 && port <= 65535) ? shifted : { ...STANDIN_PORTS };
}

/**
 * LOCAL_STANDINS: auto (the default) runs a stand-in for each outside service with no real
 * service configured; on runs every stand-in and points the product at them; off runs none.
 */
export const STANDINS_MODES = ['auto', 'on', 'off'] as const;
export type StandinsMode = (typeof STANDINS_MODES)[number];

export function parseStandinsMode(value: string | undefined): StandinsMode {
  const mode = (value ?? '').trim().toLowerCase() || 'auto';
  if (!(STANDINS_MODES as readonly string[]).includes(mode)) throw new Error(`LOCAL_STANDINS must be auto, on or off (got "${value}")`);
  return mode as StandinsMode;
}

export interface StandinPlan {
  mail?: { port: number; webPort: number };
  oidc?: { port: number };
  stripe?: { port: number; webhookUrl: string; webhookSecret: string };
  postcode?: { port: number };
  places?: { port: number };
  /** The kitchen printer: ESC/POS on `port`, its tickets over HTTP on `apiPort`. */
  printer?: { port: number; apiPort: number };
  /**
   * A Web Push service (issue 27), for the journeys only: a real browser subscribes at its vendor's
   * push service, so `make start` has none and offers notifications only with VAPID keys set.
   */
  push?: { port: number };
}

export type StandinName = keyof StandinPlan;

export interface PlanOptions {
  /** Start every stand-in whatever the environment says (the e2e harness). */
  all?: boolean;
  /** Free ports instead of the local ones. */
  ephemeral?: boolean;
  /**
   * Whether something already answers at a loopback URL (a real local service: an SMTP relay,
   * stripe-mock). Probed by the caller; without it, nothing is taken to answer.
   */
  answers?: (url: string) => boolean;
}

type Env = Record<string, string | undefined>;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The key the product uses with the local Places stand-in (which takes any key): with no key at all
 * the product shows no reviews. A key starting with `local-` is never taken for a real one.
 */
export const LOCAL_PLACES_API_KEY = 'local-places-standin';

/** The port of a URL that points at this machine, or undefined when it points elsewhere. */
function loopbackPort(value: string, fallback: number): number | undefined {
  try {
    const url = new URL(value);
    if (!LOOPBACK.has(url.hostname)) return undefined;
    return url.port ? Number(url.port) : fallback;
  } catch {
    return undefined;
  }
}

/**
 * Which stand-ins a local run needs, on which ports. LOCAL_STANDINS=off: none. on: all of them on
 * the ports derived from PORT. auto: a service gets its stand-in when it has no real credentials
 * and no real service at its URL: the URL is empty (the stand-in on the derived port), or points
 * at this machine where nothing answers yet (the stand-in on that port). A loopback URL where
 * something answers is a real local service (an operator's SMTP relay) and is left alone, as is
 * any URL elsewhere.
 */
export function planStandins(env: Env, { all = false, ephemeral = false, answers = () => false }: PlanOptions = {}): StandinPlan {
  const mode = all ? 'on' : parseStandinsMode(env.LOCAL_STANDINS);
  const ports = standinPorts(isSet(env.PORT) ? Number(env.PORT) : 3000);
  const plan: StandinPlan = {};
  if (mode === 'off') return plan;

  /** The stand-in's port, or undefined when this service needs none. */
  const standinPort = (url: string | undefined, derived: number, realCredentials = false): number | undefined => {
    if (ephemeral) return 0;
    if (mode === 'on') return derived;
    if (realCredentials) return undefined;
    if (!isSet(url)) return derived;
    const port = loopbackPort(url, derived);
    if (port === undefined || answers(url)) return undefined;
    return port;
  };

  const smtpPort = standinPort(env.SMTP_URL, ports.smtp);
  if (smtpPort !== undefined) plan.mail = { port: smtpPort, webPort: ephemeral ? 0 : ports.mailInbox };

  const oidcPort = standinPort(env.OIDC_ISSUER_URL, ports.oidc, isSet(env.GOOGLE_CLIENT_ID));
  if (oidcPort !== undefined) plan.oidc = { port: oidcPort };

  const stripeKey = env.STRIPE_SECRET_KEY;
  const stripePort = standinPort(env.STRIPE_API_BASE, ports.stripe, isSet(stripeKey) && !stripeKey.startsWith('sk_test_local'));
  if (stripePort !== undefined) {
    const publicUrl = isSet(env.PUBLIC_URL) ? env.PUBLIC_URL.replace(/\/$/, '') : `http://localhost:${isSet(env.PORT) ? env.PORT : '3000'}`;
    plan.stripe = {
      port: stripePort,
      webhookUrl: `${publicUrl}/api/payments/webhook`,
      webhookSecret: isSet(env.STRIPE_WEBHOOK_SECRET) ? env.STRIPE_WEBHOOK_SECRET : DEFAULT_STRIPE_WEBHOOK_SECRET,
    };
  }

  const postcodePort = standinPort(env.POSTCODE_API_BASE, ports.postcode);
  if (postcodePort !== undefined) plan.postcode = { port: postcodePort };

  const placesKey = env.PLACES_API_KEY;
  const placesPort = standinPort(env.PLACES_API_BASE, ports.places, isSet(placesKey) && !placesKey.trim().startsWith('local-'));
  if (placesPort !== undefined) plan.places = { port: placesPort };

  // The printer's address is a setting; KITCHEN_PRINTER_ADDRESS only stands in until it is saved. A
  // configured address is a real printer (auto leaves it alone); none gets the stand-in.
  if (ephemeral) plan.printer = { port: 0, apiPort: 0 };
  if (ephemeral) plan.push = { port: 0 };
  else if (mode === 'on' || !isSet(env.KITCHEN_PRINTER_ADDRESS)) plan.printer = { port: ports.printer, apiPort: ports.printerApi };

  return plan;
}

/** The loopback URLs planStandins asks `answers` about: those an auto run might take for a stand-in's. */
export function loopbackServiceUrls(env: Env): string[] {
  return [env.SMTP_URL, env.OIDC_ISSUER_URL, env.STRIPE_API_BASE, env.POSTCODE_API_BASE, env.PLACES_API_BASE].filter(
    (url): url is string => isSet(url) && loopbackPort(url, 0) !== undefined,
  );
}

/** The product's environment for a plan on fixed ports: each planned service points at its stand-in. */
export function standinEnv(plan: StandinPlan, host = '127.0.0.1'): Record<string, string> {
  const env: Record<string, string> = {};
  if (plan.mail) env.SMTP_URL = `smtp://${host}:${plan.mail.port}`;
  if (plan.oidc) env.OIDC_ISSUER_URL = `http://${host}:${plan.oidc.port}`;
  if (plan.stripe) env.STRIPE_API_BASE = `http://${host}:${plan.stripe.port}`;
  if (plan.postcode) env.POSTCODE_API_BASE = `http://${host}:${plan.postcode.port}`;
  if (plan.places) {
    env.PLACES_API_BASE = `http://${host}:${plan.places.port}`;
    env.PLACES_API_KEY = LOCAL_PLACES_API_KEY;
  }
  if (plan.printer) env.KITCHEN_PRINTER_ADDRESS = `${host}:${plan.printer.port}`;
  return env;
}

/** Where each running stand-in answers; also the environment the product needs to use them. */
export interface StandinUrls {
  mail?: { inboxUrl: string; smtpUrl: string };
  oidc?: { issuerUrl: string };
  stripe?: { apiBase: string; webhookUrl: string };
  postcode?: { apiBase: string };
  places?: { apiBase: string };
  /** address: host:port of its ESC/POS port; apiBase: GET/DELETE {apiBase}/tickets. */
  printer?: { address: string; apiBase: string };
  /** apiBase: POST {apiBase}/subscriptions, GET/DELETE {apiBase}/messages; the api may post only there (PUSH_ALLOWED_ORIGINS). */
  push?: { apiBase: string };
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
      env.PLACES_API_KEY = LOCAL_PLACES_API_KEY;
    }
    if (plan.printer) {
      const printer = await startPrinterStandin(plan.printer);
      running.push(printer);
      urls.printer = { address: printer.address, apiBase: printer.url };
      env.KITCHEN_PRINTER_ADDRESS = printer.address;
    }
    if (plan.push) {
      const push = await startPushStandin(plan.push);
      running.push(push);
      urls.push = { apiBase: push.url };
      env.PUSH_ALLOWED_ORIGINS = push.url;
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
    plan.printer && at(plan.printer.apiPort, '/tickets'),
    plan.push && plan.push.port !== 0 && at(plan.push.port, '/messages'),
  ].filter((url): url is string => typeof url === 'string');
}
