import { planStandins, probeUrls } from './local-standins.js';

describe('planStandins', () => {
  it('runs every stand-in on its fixed port when no outside service is configured', () => {
    expect(planStandins({})).toEqual({
      mail: { port: 1025, webPort: 1080 },
      oidc: { port: 4011 },
      stripe: { port: 4010, webhookUrl: 'http://localhost:3000/api/payments/webhook', webhookSecret: 'whsec_local_dev_secret' },
      postcode: { port: 4012 },
      places: { port: 4013 },
    });
  });

  it('reads the local defaults of .env.example as "use the stand-ins", on the ports they name', () => {
    const plan = planStandins({
      PORT: '3100',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_mine',
      STRIPE_API_BASE: 'http://127.0.0.1:4010',
      GOOGLE_CLIENT_ID: '',
      OIDC_ISSUER_URL: 'http://localhost:4111',
      POSTCODE_API_BASE: 'http://127.0.0.1:4012',
      PLACES_API_BASE: 'http://127.0.0.1:4013',
    });
    expect(plan.mail).toEqual({ port: 2525, webPort: 1080 });
    expect(plan.oidc).toEqual({ port: 4111 });
    expect(plan.stripe).toEqual({ port: 4010, webhookUrl: 'http://localhost:3100/api/payments/webhook', webhookSecret: 'whsec_mine' });
  });

  it('leaves out each service that has real settings', () => {
    const plan = planStandins({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      GOOGLE_CLIENT_ID: '123.apps.googleusercontent.com',
      STRIPE_SECRET_KEY: 'sk_test_51RealTestKey',
      POSTCODE_API_BASE: 'https://api.postcodes.io',
      PLACES_API_KEY: 'AIza-real',
      PUBLIC_URL: 'https://order.example.com/',
    });
    expect(plan).toEqual({});
  });

  it('starts everything on free ports for the e2e harness, whatever the environment', () => {
    const plan = planStandins({ STRIPE_SECRET_KEY: 'sk_live_x', PUBLIC_URL: 'http://127.0.0.1:5555/' }, { all: true, ephemeral: true });
    expect(plan).toEqual({
      mail: { port: 0, webPort: 0 },
      oidc: { port: 0 },
      stripe: { port: 0, webhookUrl: 'http://127.0.0.1:5555/api/payments/webhook', webhookSecret: 'whsec_local_dev_secret' },
      postcode: { port: 0 },
      places: { port: 0 },
    });
  });

  it('probes one URL per planned stand-in', () => {
    expect(probeUrls(planStandins({ GOOGLE_CLIENT_ID: 'real', SMTP_URL: 'smtp://mail.example.com', PLACES_API_KEY: 'k' }))).toEqual([
      'http://127.0.0.1:4010/',
      'http://127.0.0.1:4012/postcodes/M283BX',
    ]);
  });
});
