import { AppConfig, ConfigError } from './app-config.js';

describe('AppConfig', () => {
  it('starts with safe local defaults outside production', () => {
    const config = new AppConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/walkden');
    expect(config.isProduction).toBe(false);
  });

  it('refuses to start in production with default secrets and names each one', () => {
    expect(() => new AppConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const start = () => new AppConfig({ NODE_ENV: 'production', SESSION_SECRET: 'dev-only-session-secret' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('SESSION_SECRET still has its local default');
    expect(start).toThrow('STRIPE_SECRET_KEY is required in production');
    expect(start).toThrow('STRIPE_WEBHOOK_SECRET is required in production');
  });

  it('accepts a complete production environment', () => {
    const config = new AppConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
      STRIPE_API_BASE: '',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      OIDC_ISSUER_URL: 'https://accounts.google.com',
      TEST_CLOCK_ENABLED: 'true',
    });
    expect(config.isProduction).toBe(true);
    expect(config.testClockEnabled).toBe(false);
    expect(config.redacted().sessionSecret).toBe('[redacted]');
  });

  describe('sign-in with Google in production', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
      STRIPE_API_BASE: '',
      GOOGLE_CLIENT_ID: 'real-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-real',
      OIDC_ISSUER_URL: 'https://accounts.google.com',
    };

    it('refuses an http:// OIDC issuer, and the local stand-in issuer when none is set', () => {
      expect(() => new AppConfig({ ...production, OIDC_ISSUER_URL: 'http://accounts.google.com' })).toThrow(
        'OIDC_ISSUER_URL must be an https:// address in production (got "http://accounts.google.com")',
      );
      expect(() => new AppConfig({ ...production, OIDC_ISSUER_URL: undefined })).toThrow('OIDC_ISSUER_URL must be an https:// address in production');
      // Outside production the local stand-in speaks plain http.
      expect(new AppConfig({ OIDC_ISSUER_URL: 'http://127.0.0.1:4011' }).oidcIssuerUrl).toBe('http://127.0.0.1:4011');
    });

    it('refuses the default Google client secret and client id', () => {
      expect(() => new AppConfig({ ...production, GOOGLE_CLIENT_SECRET: 'walkden-local-secret' })).toThrow(
        'GOOGLE_CLIENT_SECRET still has its local default; set a real secret',
      );
      expect(() => new AppConfig({ ...production, GOOGLE_CLIENT_SECRET: '' })).toThrow('GOOGLE_CLIENT_SECRET is required in production');
      expect(() => new AppConfig({ ...production, GOOGLE_CLIENT_ID: 'walkden-local-client' })).toThrow('GOOGLE_CLIENT_ID still has its local default');
      expect(new AppConfig(production).oidcIssuerUrl).toBe('https://accounts.google.com');
    });
  });

  it('reports a malformed value', () => {
    expect(() => new AppConfig({ PORT: 'abc' })).toThrow('PORT must be a number');
  });

  it('keeps site visits 13 months unless told otherwise, and refuses a retention that is not whole months', () => {
    expect(new AppConfig({}).visitsRetentionMonths).toBe(13);
    expect(new AppConfig({ VISITS_RETENTION_MONTHS: '25' }).visitsRetentionMonths).toBe(25);
    expect(() => new AppConfig({ VISITS_RETENTION_MONTHS: '0' })).toThrow('VISITS_RETENTION_MONTHS must be a whole number of months, at least 1 (got "0")');
    expect(() => new AppConfig({ VISITS_RETENTION_MONTHS: '1.5' })).toThrow('VISITS_RETENTION_MONTHS must be a whole number');
  });

  it('trusts only a loopback proxy by default, and takes hops or a list of addresses and CIDRs', () => {
    expect(new AppConfig({}).trustProxy).toEqual(['loopback']);
    expect(new AppConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(new AppConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, 192.168.1.4' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '192.168.1.4']);
    expect(() => new AppConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY must be a number of hops or a list');
    expect(() => new AppConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('TRUST_PROXY must be');
    expect(() => new AppConfig({ TRUST_PROXY: 'ingress.local' })).toThrow('TRUST_PROXY must be');
  });
});
