import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { UsersService } from '../modules/accounts/users.service.js';
import { TestHttpClient } from '../test/http-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The api as it runs in production (NODE_ENV=production, real-looking secrets). */
describe('the HTTP pipeline in production', () => {
  let api: TestApp;
  let ip = 0;
  const visitor = () => new TestHttpClient(api.url, { 'x-forwarded-for': `10.8.0.${++ip}` });

  beforeAll(async () => {
    api = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-session-secret-of-forty-characters',
      STRIPE_SECRET_KEY: 'sk_test_production_like',
      STRIPE_WEBHOOK_SECRET: 'whsec_production_like',
      STRIPE_API_BASE: '',
      GOOGLE_CLIENT_ID: 'production-client',
      GOOGLE_CLIENT_SECRET: 'production-secret',
      OIDC_ISSUER_URL: 'https://accounts.google.com',
    });
    // The production default of "Require two-step sign-in for staff" (on) is under test: no stored value.
    await api.app.get(DataSource).query(`DELETE FROM global_settings WHERE key = 'require_two_step_for_staff'`);
    const users = api.app.get(UsersService);
    await users.createUser({ email: 'staff@prod.test', password: 'staff password', emailConfirmed: true, isAdmin: true });
    await users.createUser({ email: 'customer@prod.test', password: 'customer password', emailConfirmed: true });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('names its cookies __Host- (Secure, Path=/, no Domain)', async () => {
    const browser = visitor();
    const signedIn = await browser.post('/api/auth/sign-in', { email: 'customer@prod.test', password: 'customer password' });
    expect(signedIn.status).toBe(200);
    const cookies = signedIn.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith('__Host-sid='));
    const csrf = cookies.find((cookie) => cookie.startsWith('__Host-csrf_token='));
    for (const cookie of [session, csrf]) {
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect(cookies.some((cookie) => /^(sid|csrf_token)=/.test(cookie))).toBe(false);
    expect((await browser.get('/api/auth/session')).body.user).toMatchObject({ email: 'customer@prod.test' });
  });

  it('sends HSTS', async () => {
    const response = await visitor().get('/api/auth/session');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('shows Swagger UI and the OpenAPI document to administrators only, in every form and at every path', async () => {
    // Nest's own defaults (docs-json, docs-yaml) included: none of them may answer a visitor.
    for (const path of ['/api/docs/openapi.json', '/api/docs/openapi.yaml', '/api/docs', '/api/docs/', '/api/docs/swagger-ui-init.js', '/api/docs-json', '/api/docs-yaml']) {
      expect([path, (await visitor().get(path)).status]).toEqual([path, 404]);
    }
    const customer = visitor();
    await customer.post('/api/auth/sign-in', { email: 'customer@prod.test', password: 'customer password' });
    expect((await customer.get('/api/docs/openapi.json')).status).toBe(404);

    const staff = visitor();
    expect((await staff.post('/api/auth/sign-in', { email: 'staff@prod.test', password: 'staff password' })).status).toBe(200);
    // Production requires two-step sign-in for staff by default: an administrator without a factor sees nothing yet.
    expect((await staff.get('/api/docs/openapi.json')).status).toBe(404);
    await expect(staff.get('/api/admin/settings')).resolves.toMatchObject({ status: 403, body: { error: { code: 'TWO_STEP_SETUP_REQUIRED' } } });
    const secret = String((await staff.post('/api/account/two-step/totp', {})).body.secret);
    expect((await staff.post('/api/account/two-step/totp/confirm', { code: TOTP.generate({ secret: Secret.fromBase32(secret) }) })).status).toBe(200);
    const document = await staff.get('/api/docs/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body).toMatchObject({ info: { title: 'Walkden Kitchen API' } });
    const yaml = await staff.get('/api/docs/openapi.yaml');
    expect([yaml.status, yaml.text]).toEqual([200, expect.stringContaining('title: Walkden Kitchen API')]);
  });
});
