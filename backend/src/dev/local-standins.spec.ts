import { loopbackServiceUrls, parseStandinsMode, planStandins, probeUrls, standinEnv, standinPorts } from './local-standins.js';

describe('planStandins', () => {
  it('runs every stand-in on the ports of PORT 3000 when no outside service is configured', () => {
    expect(planStandins({})).toEqual({
      mail: { port: 1025, webPort: 1080 },
      oidc: { port: 4011 },
      stripe: { port: 4010, webhookUrl: 'http://localhost:3000/api/payments/webhook', webhookSecret: 'whsec_local_dev_secret' },
      postcode: { port: 4012 },
      places: { port: 4013 },
      printer: { port: 4014, apiPort: 4015 },
    });
  });

  it('derives the ports from PORT, so that two checkouts (3000 and 3100) share none', () => {
    const first = standinEnv(planStandins({ PORT: '3000' }));
    const second = standinEnv(planStandins({ PORT: '3100' }));
    expect(second).toEqual({
      SMTP_URL: 'smtp://127.0.0.1:1125',
      OIDC_ISSUER_URL: 'http://127.0.0.1:4111',
      STRIPE_API_BASE: 'http://127.0.0.1:4110',
      POSTCODE_API_BASE: 'http://127.0.0.1:4112',
      PLACES_API_BASE: 'http://127.0.0.1:4113',
      PLACES_API_KEY: 'local-places-standin',
      KITCHEN_PRINTER_ADDRESS: '127.0.0.1:4114',
    });
    expect(planStandins({ PORT: '3100' }).mail).toEqual({ port: 1125, webPort: 1180 });
    const ports = (env: Record<string, string>) =>
      Object.entries(env)
        .filter(([name]) => name !== 'PLACES_API_KEY')
        .map(([, url]) => (url.includes('://') ? new URL(url).port : url.split(':')[1]));
    expect(ports(first).filter((port) => ports(second).includes(port))).toEqual([]);
  });

  it('keeps the ports of 3000 when the shift would leave the usable range', () => {
    expect(standinPorts(80)).toEqual(standinPorts(3000));
    expect(standinPorts(65000)).toEqual(standinPorts(3000));
  });

  it('reads empty URLs as "no real service": the stand-in on the derived port', () => {
    const plan = planStandins({ PORT: '3100', SMTP_URL: '', STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_mine', STRIPE_API_BASE: '', GOOGLE_CLIENT_ID: '', OIDC_ISSUER_URL: '' });
    expect(plan.mail).toEqual({ port: 1125, webPort: 1180 });
    expect(plan.oidc).toEqual({ port: 4111 });
    expect(plan.stripe).toEqual({ port: 4110, webhookUrl: 'http://localhost:3100/api/payments/webhook', webhookSecret: 'whsec_mine' });
  });

  it('gives the Places stand-in a local key (no key means no reviews), and never takes a local- key for a real one', () => {
    expect(standinEnv(planStandins({})).PLACES_API_KEY).toBe('local-places-standin');
    expect(planStandins({ PLACES_API_KEY: 'local-places-standin' }).places).toEqual({ port: 4013 });
    expect(planStandins({ PLACES_API_KEY: 'AIza-real' }).places).toBeUndefined();
    expect(standinEnv(planStandins({ PLACES_API_KEY: 'AIza-real' })).PLACES_API_KEY).toBeUndefined();
  });

  it('leaves a real local service alone: a loopback URL where something answers gets no stand-in (auto)', () => {
    const env = { SMTP_URL: 'smtp://127.0.0.1:25', STRIPE_API_BASE: 'http://127.0.0.1:12111' };
    const answering = new Set(['smtp://127.0.0.1:25']);
    const plan = planStandins(env, { answers: (url) => answering.has(url) });
    expect(plan.mail).toBeUndefined();
    // Nothing answers at the Stripe URL yet: its stand-in runs there, where the product looks.
    expect(plan.stripe?.port).toBe(12111);
    expect(loopbackServiceUrls(env)).toEqual(['smtp://127.0.0.1:25', 'http://127.0.0.1:12111']);
  });

  it('leaves out each service that has real settings (auto)', () => {
    const plan = planStandins({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      GOOGLE_CLIENT_ID: '123.apps.googleusercontent.com',
      STRIPE_SECRET_KEY: 'sk_test_51RealTestKey',
      POSTCODE_API_BASE: 'https://api.postcodes.io',
      PLACES_API_KEY: 'AIza-real',
      PUBLIC_URL: 'https://order.example.com/',
      KITCHEN_PRINTER_ADDRESS: '192.168.1.50:9100',
    });
    expect(plan).toEqual({});
  });

  it('runs none with LOCAL_STANDINS=off, and all of them on the derived ports with on', () => {
    expect(planStandins({ LOCAL_STANDINS: 'off' })).toEqual({});
    const real = { SMTP_URL: 'smtp://127.0.0.1:25', STRIPE_SECRET_KEY: 'sk_live_x', PLACES_API_KEY: 'k', GOOGLE_CLIENT_ID: 'g' };
    const plan = planStandins({ ...real, LOCAL_STANDINS: 'on', PORT: '3100' }, { answers: () => true });
    expect(Object.keys(plan).sort()).toEqual(['mail', 'oidc', 'places', 'postcode', 'printer', 'stripe']);
    expect(plan.mail).toEqual({ port: 1125, webPort: 1180 });
  });

  it('refuses an unknown LOCAL_STANDINS value', () => {
    expect(parseStandinsMode(undefined)).toBe('auto');
    expect(parseStandinsMode(' ON ')).toBe('on');
    expect(() => planStandins({ LOCAL_STANDINS: 'maybe' })).toThrow('LOCAL_STANDINS must be auto, on or off (got "maybe")');
  });

  it('starts everything on free ports for the e2e harness, whatever the environment', () => {
    const plan = planStandins({ STRIPE_SECRET_KEY: 'sk_live_x', PUBLIC_URL: 'http://127.0.0.1:5555/', LOCAL_STANDINS: 'off' }, { all: true, ephemeral: true });
    expect(plan).toEqual({
      mail: { port: 0, webPort: 0 },
      oidc: { port: 0 },
      stripe: { port: 0, webhookUrl: 'http://127.0.0.1:5555/api/payments/webhook', webhookSecret: 'whsec_local_dev_secret' },
      postcode: { port: 0 },
      places: { port: 0 },
      printer: { port: 0, apiPort: 0 },
      push: { port: 0 },
    });
  });

  it('probes one URL per planned stand-in', () => {
    expect(probeUrls(planStandins({ GOOGLE_CLIENT_ID: 'real', SMTP_URL: 'smtp://mail.example.com', PLACES_API_KEY: 'k' }))).toEqual([
      'http://127.0.0.1:4010/',
      'http://127.0.0.1:4012/postcodes/M283BX',
      'http://127.0.0.1:4015/tickets',
    ]);
  });

  it('points the kitchen printer at its stand-in unless a printer address is configured (auto)', () => {
    expect(standinEnv(planStandins({ PORT: '3000' })).KITCHEN_PRINTER_ADDRESS).toBe('127.0.0.1:4014');
    expect(planStandins({ KITCHEN_PRINTER_ADDRESS: '192.168.1.50:9100' }).printer).toBeUndefined();
    expect(planStandins({ KITCHEN_PRINTER_ADDRESS: '192.168.1.50:9100', LOCAL_STANDINS: 'on' }).printer).toEqual({ port: 4014, apiPort: 4015 });
  });
});
