import { isIP } from 'node:net';
import { Injectable } from '@nestjs/common';
import { parseScheduleOverrides, type ScheduleOverrides } from '../queue/job-schedules.js';
import { ConfigError } from './config-error.js';
import { loadRestaurantProfile } from './restaurant-profile.js';

type Env = Record<string, string | undefined>;

/** A setting that must never keep its local default in production. */
interface SecretSpec {
  name: string;
  localDefault: string;
}

const SECRETS: SecretSpec[] = [
  { name: 'SESSION_SECRET', localDefault: 'dev-only-session-secret' },
  { name: 'STRIPE_SECRET_KEY', localDefault: 'sk_test_local' },
  { name: 'STRIPE_WEBHOOK_SECRET', localDefault: 'whsec_local_dev_secret' },
  { name: 'GOOGLE_CLIENT_SECRET', localDefault: 'walkden-local-secret' },
];

export { ConfigError };

/** The browsers' push services: Chrome and Edge (FCM), Firefox, Safari, and Windows' own. */
const DEFAULT_PUSH_ORIGINS = 'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com';

/**
 * The validated environment. Every variable is listed in .env.example with a safe local default;
 * nothing else in the code base reads process.env.
 */
@Injectable()
export class AppConfig {
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly port: number;
  readonly publicUrl: string;
  /**
   * Express's `trust proxy`: which peers may state the client's address in X-Forwarded-For.
   * A number of hops, or addresses/CIDRs and the names loopback, linklocal, uniquelocal.
   */
  readonly trustProxy: number | string[];
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** Prefix for every Redis key and BullMQ queue, so that test runs never share state. */
  readonly redisPrefix: string;
  readonly sessionSecret: string;
  readonly smtpUrl: string;
  readonly mailFrom: string;
  readonly restaurantNotificationEmail: string;
  readonly stripeSecretKey: string;
  readonly stripeWebhookSecret: string;
  /** Empty means Stripe's real API; otherwise e.g. http://127.0.0.1:4010 (the local stand-in). */
  readonly stripeApiBase: string;
  readonly googleClientId: string;
  readonly googleClientSecret: string;
  readonly oidcIssuerUrl: string;
  readonly postcodeApiBase: string;
  readonly placesApiBase: string;
  readonly placesApiKey: string;
  readonly placeId: string;
  /** How long Google's rating, reviews and photos are kept in Redis before Google is asked again. */
  readonly reviewsCacheHours: number;
  /** Booking requests the restaurant is e-mailed one by one in an hour; past it, a digest (issue 24). */
  readonly bookingEmailsPerHour: number;
  /** The kitchen printer's host:port while the printer_address setting was never saved (make start: the printer stand-in); empty: none. */
  readonly kitchenPrinterAddress: string;
  /** A JSON restaurant profile laid over the built-in one (restaurant-profile.ts); empty: the built-in Walkden profile. */
  readonly restaurantProfileFile: string;
  readonly restaurantLatitude: number;
  readonly restaurantLongitude: number;
  /** Web Push (issue 27): the VAPID key pair (base64url) and contact; both keys empty: no notifications offered. */
  readonly vapidPublicKey: string;
  readonly vapidPrivateKey: string;
  readonly vapidSubject: string;
  /** Push services a subscription's endpoint may name (origins; `https://*.host` for any subdomain): the api posts only there. */
  readonly pushAllowedOrigins: string[];
  readonly storageDir: string;
  /** local: files under STORAGE_DIR; s3: an S3-compatible bucket (S3_*), shared by every replica. */
  readonly storageDriver: 'local' | 's3';
  /** Empty means AWS itself; otherwise e.g. http://minio:9000. */
  readonly s3Endpoint: string;
  readonly s3Region: string;
  readonly s3Bucket: string;
  readonly s3AccessKeyId: string;
  readonly s3SecretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key): what MinIO and most S3-compatible servers want. */
  readonly s3ForcePathStyle: boolean;
  readonly logLevel: string;
  /** Lets tests pin "now" through the X-Test-Now header; never honoured in production. */
  readonly testClockEnabled: boolean;
  /** Where the built frontend lives (client assets and the SSR module). */
  readonly frontendDistDir: string;
  /** Site visits older than this many months are purged (`visits:purge`). */
  readonly visitsRetentionMonths: number;
  /** Stripe webhook events (their payloads hold names, e-mail and postal addresses) are deleted after this many days. */
  readonly paymentEventsRetentionDays: number;
  /** The worker touches this file while it runs (its liveness probe reads it); empty: none. */
  readonly workerHeartbeatFile: string;
  /** Port of the Prometheus /metrics endpoint (not the public port); null: no endpoint. */
  readonly metricsPort: number | null;
  /** On SIGTERM: how long requests in flight (api) or jobs in progress (worker) may take to finish. */
  readonly shutdownGraceSeconds: number;
  /** On SIGTERM the api reports not ready and keeps serving this long, so load balancers stop sending to it. */
  readonly shutdownDrainSeconds: number;
  /** The worker's scheduled jobs whose interval or cron pattern JOB_SCHEDULES replaces. */
  readonly jobSchedules: ScheduleOverrides;

  constructor(env: Env = process.env) {
    const problems: string[] = [];
    const str = (name: string, fallback: string): string => {
      const value = env[name];
      return value === undefined || value.trim() === '' ? fallback : value.trim();
    };
    const num = (name: string, fallback: number): number => {
      const raw = str(name, String(fallback));
      const value = Number(raw);
      if (!Number.isFinite(value)) problems.push(`${name} must be a number (got "${raw}")`);
      return value;
    };
    const url = (name: string, fallback: string, allowEmpty = false): string => {
      const value = str(name, fallback);
      if (allowEmpty && value === '') return value;
      try {
        new URL(value);
      } catch {
        problems.push(`${name} must be a URL (got "${value}")`);
      }
      return value.replace(/\/$/, '');
    };
    const bool = (name: string, fallback: boolean): boolean => {
      const raw = str(name, String(fallback)).toLowerCase();
      if (!['true', 'false', '1', '0'].includes(raw)) problems.push(`${name} must be true or false (got "${raw}")`);
      return raw === 'true' || raw === '1';
    };

    const nodeEnv = str('NODE_ENV', 'development');
    if (nodeEnv !== 'development' && nodeEnv !== 'test' && nodeEnv !== 'production') {
      problems.push(`NODE_ENV must be development, test or production (got "${nodeEnv}")`);
    }
    this.nodeEnv = nodeEnv as AppConfig['nodeEnv'];
    this.port = num('PORT', 3000);
    this.publicUrl = url('PUBLIC_URL', `http://localhost:${this.port}`);
    this.trustProxy = parseTrustProxy(str('TRUST_PROXY', 'loopback'), problems);
    this.databaseUrl = url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/walkden');
    this.redisUrl = url('REDIS_URL', 'redis://127.0.0.1:6379');
    this.redisPrefix = str('REDIS_PREFIX', 'walkden');
    this.sessionSecret = str('SESSION_SECRET', 'dev-only-session-secret');
    this.smtpUrl = url('SMTP_URL', 'smtp://127.0.0.1:1025');
    this.mailFrom = str('MAIL_FROM', 'Walkden Fried Chicken & Pizza <orders@walkdenfriedchicken.local>');
    this.restaurantNotificationEmail = str('RESTAURANT_NOTIFICATION_EMAIL', 'kitchen@walkdenfriedchicken.local');
    this.stripeSecretKey = str('STRIPE_SECRET_KEY', 'sk_test_local');
    this.stripeWebhookSecret = str('STRIPE_WEBHOOK_SECRET', 'whsec_local_dev_secret');
    // An explicitly empty STRIPE_API_BASE means Stripe's real API (and is the only choice in production).
    this.stripeApiBase =
      env.STRIPE_API_BASE !== undefined && env.STRIPE_API_BASE.trim() === ''
        ? ''
        : url('STRIPE_API_BASE', this.nodeEnv === 'production' ? '' : 'http://127.0.0.1:4010', true);
    this.googleClientId = str('GOOGLE_CLIENT_ID', 'walkden-local-client');
    this.googleClientSecret = str('GOOGLE_CLIENT_SECRET', 'walkden-local-secret');
    this.oidcIssuerUrl = url('OIDC_ISSUER_URL', 'http://127.0.0.1:4011');
    this.postcodeApiBase = url('POSTCODE_API_BASE', 'http://127.0.0.1:4012');
    this.placesApiBase = url('PLACES_API_BASE', 'http://127.0.0.1:4013');
    this.placesApiKey = str('PLACES_API_KEY', '');
    this.placeId = str('PLACE_ID', 'walkden-local-place');
    this.reviewsCacheHours = num('REVIEWS_CACHE_HOURS', 6);
    if (!(this.reviewsCacheHours > 0 && this.reviewsCacheHours <= 168)) {
      problems.push(`REVIEWS_CACHE_HOURS must be more than 0 and at most 168 (got "${env.REVIEWS_CACHE_HOURS}")`);
    }
    this.bookingEmailsPerHour = num('BOOKING_EMAILS_PER_HOUR', 10);
    if (!(Number.isInteger(this.bookingEmailsPerHour) && this.bookingEmailsPerHour >= 1 && this.bookingEmailsPerHour <= 1000)) {
      problems.push(`BOOKING_EMAILS_PER_HOUR must be a whole number from 1 to 1000 (got "${env.BOOKING_EMAILS_PER_HOUR}")`);
    }
    this.kitchenPrinterAddress = str('KITCHEN_PRINTER_ADDRESS', '');
    if (this.kitchenPrinterAddress !== '' && !/^[^:\s/]+:\d{1,5}$/.test(this.kitchenPrinterAddress)) {
      problems.push(`KITCHEN_PRINTER_ADDRESS must be host:port, e.g. 127.0.0.1:4014 (got "${this.kitchenPrinterAddress}")`);
    }
    this.restaurantProfileFile = str('RESTAURANT_PROFILE_FILE', '');
    this.restaurantLatitude = num('RESTAURANT_LATITUDE', 53.5233);
    this.restaurantLongitude = num('RESTAURANT_LONGITUDE', -2.3997);
    this.vapidPublicKey = str('VAPID_PUBLIC_KEY', '');
    this.vapidPrivateKey = str('VAPID_PRIVATE_KEY', '');
    this.vapidSubject = str('VAPID_SUBJECT', 'mailto:orders@walkdenfriedchicken.local');
    if ((this.vapidPublicKey === '') !== (this.vapidPrivateKey === '')) problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (npx web-push generate-vapid-keys)');
    if (!/^(mailto:|https:)/.test(this.vapidSubject)) problems.push(`VAPID_SUBJECT must be a mailto: or https: URL (got "${this.vapidSubject}")`);
    this.pushAllowedOrigins = str('PUSH_ALLOWED_ORIGINS', DEFAULT_PUSH_ORIGINS)
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean);
    this.storageDir = str('STORAGE_DIR', '.data/uploads');
    const storageDriver = str('STORAGE_DRIVER', 'local');
    if (storageDriver !== 'local' && storageDriver !== 's3') problems.push(`STORAGE_DRIVER must be local or s3 (got "${storageDriver}")`);
    this.storageDriver = storageDriver as AppConfig['storageDriver'];
    this.s3Endpoint = url('S3_ENDPOINT', '', true);
    this.s3Region = str('S3_REGION', 'us-east-1');
    this.s3Bucket = str('S3_BUCKET', '');
    this.s3AccessKeyId = str('S3_ACCESS_KEY_ID', '');
    this.s3SecretAccessKey = str('S3_SECRET_ACCESS_KEY', '');
    this.s3ForcePathStyle = bool('S3_FORCE_PATH_STYLE', true);
    if (this.storageDriver === 's3' && (!this.s3Bucket || !this.s3AccessKeyId || !this.s3SecretAccessKey)) {
      problems.push('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    this.logLevel = str('LOG_LEVEL', this.nodeEnv === 'test' ? 'warn' : 'info');
    this.testClockEnabled = bool('TEST_CLOCK_ENABLED', false) && this.nodeEnv !== 'production';
    this.frontendDistDir = str('FRONTEND_DIST_DIR', '');
    this.visitsRetentionMonths = num('VISITS_RETENTION_MONTHS', 13);
    if (!Number.isInteger(this.visitsRetentionMonths) || this.visitsRetentionMonths < 1) {
      problems.push(`VISITS_RETENTION_MONTHS must be a whole number of months, at least 1 (got "${env.VISITS_RETENTION_MONTHS}")`);
    }
    this.paymentEventsRetentionDays = num('PAYMENT_EVENTS_RETENTION_DAYS', 90);
    // Stripe redelivers an event for up to three days; the log must outlive that to drop repeats.
    if (!Number.isInteger(this.paymentEventsRetentionDays) || this.paymentEventsRetentionDays < 7) {
      problems.push(`PAYMENT_EVENTS_RETENTION_DAYS must be a whole number of days, at least 7 (got "${env.PAYMENT_EVENTS_RETENTION_DAYS}")`);
    }
    this.workerHeartbeatFile = str('WORKER_HEARTBEAT_FILE', '');
    const metricsPort = str('METRICS_PORT', this.nodeEnv === 'production' ? '9464' : '');
    this.metricsPort = metricsPort === '' ? null : num('METRICS_PORT', 9464);
    if (this.metricsPort !== null && (!Number.isInteger(this.metricsPort) || this.metricsPort < 1 || this.metricsPort > 65535)) {
      problems.push(`METRICS_PORT must be a port number (got "${metricsPort}")`);
    } else if (this.metricsPort !== null && this.metricsPort === this.port) problems.push('METRICS_PORT must differ from PORT: metrics are never served on the public port');
    this.shutdownGraceSeconds = num('SHUTDOWN_GRACE_SECONDS', 20);
    if (!(this.shutdownGraceSeconds > 0)) problems.push(`SHUTDOWN_GRACE_SECONDS must be more than 0 (got "${env.SHUTDOWN_GRACE_SECONDS}")`);
    this.shutdownDrainSeconds = num('SHUTDOWN_DRAIN_SECONDS', this.nodeEnv === 'production' ? 5 : 0);
    if (!(this.shutdownDrainSeconds >= 0)) problems.push(`SHUTDOWN_DRAIN_SECONDS must be 0 or more (got "${env.SHUTDOWN_DRAIN_SECONDS}")`);
    const schedules = parseScheduleOverrides(str('JOB_SCHEDULES', ''));
    this.jobSchedules = schedules.overrides;
    problems.push(...schedules.problems);

    if (this.nodeEnv === 'production') {
      for (const secret of SECRETS) {
        const value = env[secret.name]?.trim();
        if (!value) problems.push(`${secret.name} is required in production`);
        else if (value === secret.localDefault) problems.push(`${secret.name} still has its local default; set a real secret`);
      }
      if (this.sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters in production');
      if (this.stripeApiBase !== '') problems.push('STRIPE_API_BASE must be empty in production (Stripe\'s real API)');
      if (!env.GOOGLE_CLIENT_ID?.trim()) problems.push('GOOGLE_CLIENT_ID is required in production');
      else if (this.googleClientId === 'walkden-local-client') problems.push('GOOGLE_CLIENT_ID still has its local default; set the real client');
      // Tokens and the client secret travel to the issuer: never in clear text.
      if (!/^https:\/\//i.test(this.oidcIssuerUrl)) problems.push(`OIDC_ISSUER_URL must be an https:// address in production (got "${this.oidcIssuerUrl}")`);
    }
    if (problems.length > 0) throw new ConfigError(problems);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /**
   * Passkeys (WebAuthn) are bound to the site: the relying party id is PUBLIC_URL's host name and
   * the only origin a passkey answer may come from is PUBLIC_URL's origin. Changing PUBLIC_URL's
   * host makes every enrolled passkey unusable (docs/operations.md).
   */
  get webauthnRpId(): string {
    return new URL(this.publicUrl).hostname;
  }

  get webauthnOrigin(): string {
    return new URL(this.publicUrl).origin;
  }

  /** Values safe to log: secrets redacted. */
  redacted(): Record<string, unknown> {
    const secretKeys = new Set(['sessionSecret', 'stripeSecretKey', 'stripeWebhookSecret', 'googleClientSecret', 'placesApiKey', 's3SecretAccessKey']);
    return Object.fromEntries(
      Object.entries(this).map(([key, value]) => [key, secretKeys.has(key) && value ? '[redacted]' : value]),
    );
  }
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: `1` (hops) or `loopback, 10.0.0.0/8, 192.168.1.4`; anything else is a start-up error. */
export function parseTrustProxy(raw: string, problems: string[]): number | string[] {
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => {
    if (PROXY_NAMES.has(entry)) return false;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return true;
    if (bits === undefined) return false;
    const max = family === 4 ? 32 : 128;
    return !/^\d+$/.test(bits) || Number(bits) > max;
  });
  if (entries.length === 0 || invalid.length > 0) {
    problems.push(`TRUST_PROXY must be a number of hops or a list of addresses, CIDRs, loopback, linklocal, uniquelocal (got "${raw}")`);
  }
  return entries;
}

/** For process entry points: a bad environment prints every problem and exits with code 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    const config = new AppConfig();
    loadRestaurantProfile(config.restaurantProfileFile);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
