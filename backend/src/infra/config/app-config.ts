import { Injectable } from '@nestjs/common';

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
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The validated environment. Every variable is listed in .env.example with a safe local default;
 * nothing else in the code base reads process.env.
 */
@Injectable()
export class AppConfig {
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly port: number;
  readonly publicUrl: string;
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
  readonly restaurantLatitude: number;
  readonly restaurantLongitude: number;
  readonly storageDir: string;
  readonly logLevel: string;
  /** Lets tests pin "now" through the X-Test-Now header; never honoured in production. */
  readonly testClockEnabled: boolean;
  /** Where the built frontend lives (client assets and the SSR module). */
  readonly frontendDistDir: string;
  /** Site visits older than this many months are purged (`visits:purge`). */
  readonly visitsRetentionMonths: number;
  /** The worker touches this file while it runs (its liveness probe reads it); empty: none. */
  readonly workerHeartbeatFile: string;

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
    this.restaurantLatitude = num('RESTAURANT_LATITUDE', 53.5233);
    this.restaurantLongitude = num('RESTAURANT_LONGITUDE', -2.3997);
    this.storageDir = str('STORAGE_DIR', '.data/uploads');
    this.logLevel = str('LOG_LEVEL', this.nodeEnv === 'test' ? 'warn' : 'info');
    this.testClockEnabled = bool('TEST_CLOCK_ENABLED', false) && this.nodeEnv !== 'production';
    this.frontendDistDir = str('FRONTEND_DIST_DIR', '');
    this.visitsRetentionMonths = num('VISITS_RETENTION_MONTHS', 13);
    if (!Number.isInteger(this.visitsRetentionMonths) || this.visitsRetentionMonths < 1) {
      problems.push(`VISITS_RETENTION_MONTHS must be a whole number of months, at least 1 (got "${env.VISITS_RETENTION_MONTHS}")`);
    }
    this.workerHeartbeatFile = str('WORKER_HEARTBEAT_FILE', '');

    if (this.nodeEnv === 'production') {
      for (const secret of SECRETS) {
        const value = env[secret.name]?.trim();
        if (!value) problems.push(`${secret.name} is required in production`);
        else if (value === secret.localDefault) problems.push(`${secret.name} still has its local default; set a real secret`);
      }
      if (this.sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters in production');
      if (this.stripeApiBase !== '') problems.push('STRIPE_API_BASE must be empty in production (Stripe\'s real API)');
      if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required in production');
    }
    if (problems.length > 0) throw new ConfigError(problems);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /** Values safe to log: secrets redacted. */
  redacted(): Record<string, unknown> {
    const secretKeys = new Set(['sessionSecret', 'stripeSecretKey', 'stripeWebhookSecret', 'googleClientSecret', 'placesApiKey']);
    return Object.fromEntries(
      Object.entries(this).map(([key, value]) => [key, secretKeys.has(key) && value ? '[redacted]' : value]),
    );
  }
}

/** For process entry points: a bad environment prints every problem and exits with code 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return new AppConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
