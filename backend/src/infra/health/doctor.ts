import { Redis } from 'ioredis';
import { createTransport } from 'nodemailer';
import Stripe from 'stripe';
import { AppConfig, ConfigError } from '../config/app-config.js';
import { loadRestaurantProfile } from '../config/restaurant-profile.js';
import { createDataSource } from '../database/data-source.js';
import { redactUrl } from '../database/ensure-database.js';
import { createStripeClient } from '../payments/stripe.client.js';

export type DoctorCheckName = 'configuration' | 'database' | 'redis' | 'smtp' | 'stripe' | 'places';

export interface DoctorCheck {
  name: DoctorCheckName;
  ok: boolean;
  /** What was checked, or what is wrong and where. */
  detail: string;
}

export interface DoctorOptions {
  /** How long each outside service has to answer. */
  timeoutMs?: number;
}

/** A Checkout Session id that never exists: Stripe answers 404 to a key it accepts, 401 to one it refuses. */
const STRIPE_PROBE_SESSION = 'cs_walkden_doctor_probe';

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error));

async function checkDatabase(config: AppConfig, timeoutMs: number): Promise<DoctorCheck> {
  const where = redactUrl(config.databaseUrl);
  const dataSource = createDataSource(config.databaseUrl);
  try {
    await withTimeout(dataSource.initialize(), timeoutMs, 'PostgreSQL');
    await dataSource.query('SELECT 1');
    if (await dataSource.showMigrations()) {
      return { name: 'database', ok: false, detail: `${where} answers but has migrations pending: run \`db:migrate\`` };
    }
    return { name: 'database', ok: true, detail: `${where} answers; every migration applied` };
  } catch (error) {
    return { name: 'database', ok: false, detail: `cannot reach PostgreSQL at ${where}: ${reasonOf(error)}` };
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
  }
}

async function checkRedis(config: AppConfig, timeoutMs: number): Promise<DoctorCheck> {
  const where = redactUrl(config.redisUrl);
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: timeoutMs });
  redis.on('error', () => undefined);
  try {
    await withTimeout(redis.connect().then(() => redis.ping()), timeoutMs, 'Redis');
    return { name: 'redis', ok: true, detail: `${where} answers PING` };
  } catch (error) {
    return { name: 'redis', ok: false, detail: `cannot reach Redis at ${where}: ${reasonOf(error)}` };
  } finally {
    redis.disconnect();
  }
}

async function checkSmtp(config: AppConfig, timeoutMs: number): Promise<DoctorCheck> {
  const where = redactUrl(config.smtpUrl);
  const transport = createTransport({ url: config.smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  try {
    await withTimeout(transport.verify(), timeoutMs, 'The SMTP server');
    return { name: 'smtp', ok: true, detail: `${where} accepts a connection${new URL(config.smtpUrl).username ? ' and the login' : ''}` };
  } catch (error) {
    return { name: 'smtp', ok: false, detail: `the SMTP server at ${where} fails: ${reasonOf(error)}` };
  } finally {
    transport.close();
  }
}

async function checkStripe(config: AppConfig, timeoutMs: number): Promise<DoctorCheck> {
  const where = config.stripeApiBase || 'https://api.stripe.com';
  const stripe = createStripeClient(config, { maxNetworkRetries: 0, timeout: timeoutMs });
  try {
    await stripe.checkout.sessions.retrieve(STRIPE_PROBE_SESSION);
    return { name: 'stripe', ok: true, detail: `${where} answers` };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return { name: 'stripe', ok: true, detail: `${where} answers and accepts the secret key` };
    if (error instanceof Stripe.errors.StripeAuthenticationError) return { name: 'stripe', ok: false, detail: `${where} refuses STRIPE_SECRET_KEY: ${error.message}` };
    return { name: 'stripe', ok: false, detail: `cannot reach Stripe at ${where}: ${reasonOf(error)}` };
  }
}

/**
 * Google Places (reviews): a Place Details call asking only for the place id, which Google does not
 * bill. No key is not a fault: the site then shows no reviews. The key never appears in the detail.
 */
async function checkPlaces(config: AppConfig, timeoutMs: number): Promise<DoctorCheck> {
  const where = config.placesApiBase;
  if (!config.placesApiKey) return { name: 'places', ok: true, detail: 'no PLACES_API_KEY: the site shows no reviews and no rating badge' };
  const url = new URL(`${where}/maps/api/place/details/json`);
  url.searchParams.set('place_id', config.placeId);
  url.searchParams.set('fields', 'place_id');
  url.searchParams.set('key', config.placesApiKey);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => null)) as { status?: string } | null;
    const status = body?.status ?? `HTTP ${response.status}`;
    if (status === 'OK') return { name: 'places', ok: true, detail: `${where} answers and knows PLACE_ID` };
    if (status === 'REQUEST_DENIED') return { name: 'places', ok: false, detail: `${where} refuses PLACES_API_KEY (REQUEST_DENIED)` };
    return { name: 'places', ok: false, detail: `${where} answers ${status} for PLACE_ID ${config.placeId}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { name: 'places', ok: false, detail: `cannot reach Google Places at ${where}: ${name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : name}` };
  }
}

/**
 * What `doctor` reports: the configuration as the api would read it, then whether PostgreSQL,
 * Redis, the SMTP server, Stripe and Google Places answer with it. A bad configuration skips the other checks.
 */
export async function runDoctor(env: Record<string, string | undefined> = process.env, options: DoctorOptions = {}): Promise<DoctorCheck[]> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  let config: AppConfig;
  try {
    config = new AppConfig(env);
    loadRestaurantProfile(config.restaurantProfileFile);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [{ name: 'configuration', ok: false, detail: error.problems.join('; ') }];
  }
  const checks = await Promise.all([checkDatabase(config, timeoutMs), checkRedis(config, timeoutMs), checkSmtp(config, timeoutMs), checkStripe(config, timeoutMs), checkPlaces(config, timeoutMs)]);
  return [{ name: 'configuration', ok: true, detail: `valid for NODE_ENV=${config.nodeEnv}` }, ...checks];
}
