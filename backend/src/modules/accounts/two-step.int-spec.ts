import { SETTING_DEFINITIONS } from '@walkden/contract/settings';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { TestHttpClient } from '../../test/http-client.js';
import { SoftAuthenticator } from '../../test/soft-authenticator.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AuthTokensService } from './auth-tokens.service.js';
import type { Role } from './domain/roles.js';
import { TwoStepResetService } from './two-step-reset.service.js';
import { UsersService } from './users.service.js';

const PASSWORD = 'two step pass 1!';

describe('two-step sign-in', () => {
  let api: TestApp;
  let nextIp = 1;
  let nextEmail = 1;
  // Every code is made for a moment the request pins with X-Test-Now, so no test waits for a new 30-second step.
  const start = Date.now();
  const at = (seconds: number) => new Date(start + seconds * 1000);
  const pinned = (when: Date) => ({ [TEST_NOW_HEADER]: when.toISOString() });
  const codeAt = (secret: string, when: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: when.getTime() });

  /** A new account of `role`, and a browser signed in with its password from an address of its own. */
  async function signedIn(role: Role): Promise<{ client: TestHttpClient; email: string }> {
    const email = `${role}-${nextEmail++}@two-step.test`;
    await api.app.get(UsersService).createUser({ email, password: PASSWORD, emailConfirmed: true, role });
    return { client: await signIn(email), email };
  }

  async function signIn(email: string): Promise<TestHttpClient> {
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': `10.2.0.${nextIp++}` });
    const response = await client.post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(response.status).toBe(200);
    return client;
  }

  /** Sets up an authenticator app at `when`; returns its secret and the recovery codes. */
  async function enrolTotp(client: TestHttpClient, when: Date): Promise<{ secret: string; recoveryCodes: string[] }> {
    const begun = await client.post('/api/account/two-step/totp', {}, pinned(when));
    expect(begun.status).toBe(200);
    const secret = String(begun.body.secret);
    const confirmed = await client.post('/api/account/two-step/totp/confirm', { code: codeAt(secret, when) }, pinned(when));
    expect(confirmed.status).toBe(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('sets up an authenticator app from its first code, with ten recovery codes shown once and stored only as hashes', async () => {
    const { client } = await signedIn('staff');
    const begun = await client.post('/api/account/two-step/totp', {}, pinned(at(0)));
    expect(begun.status).toBe(200);
    expect(begun.body.uri).toMatch(/^otpauth:\/\/totp\/Walkden%20Kitchen:staff-/);
    expect(begun.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const secret = String(begun.body.secret);

    await expect(client.post('/api/account/two-step/totp/confirm', { code: '000000' }, pinned(at(0)))).resolves.toMatchObject({ status: 422, body: { error: { code: 'SECOND_FACTOR_INVALID' } } });
    const confirmed = await client.post('/api/account/two-step/totp/confirm', { code: codeAt(secret, at(0)) }, pinned(at(0)));
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);

    const overview = await client.get('/api/account/two-step');
    expect(overview.body).toMatchObject({ factors: [{ kind: 'totp', label: 'Authenticator app' }], recoveryCodesLeft: 10, totpAvailable: true });
    const db = api.app.get(DataSource);
    const stored = JSON.stringify([await db.query('SELECT * FROM second_factors'), await db.query('SELECT * FROM recovery_codes')]);
    expect(stored).not.toContain(secret);
    for (const code of codes) expect(stored).not.toContain(code);
  });

  it('offers authenticator apps to staff only: a customer is pointed to passkeys', async () => {
    const { client } = await signedIn('customer');
    await expect(client.post('/api/account/two-step/totp', {})).resolves.toMatchObject({ status: 403, body: { error: { code: 'TOTP_STAFF_ONLY' } } });
  });

  it('treats a password and an e-mailed link as the first step only: staff reach nothing until the second factor is confirmed', async () => {
    const { client, email } = await signedIn('staff');
    const { secret } = await enrolTotp(client, at(0));
    await expect(client.get('/api/admin/orders/day')).resolves.toMatchObject({ status: 200 });

    const byPassword = await signIn(email);
    await expect(byPassword.get('/api/auth/session')).resolves.toMatchObject({ body: { user: { email }, twoStep: { pending: true, totp: true, passkey: false, confirmedAt: null } } });
    await expect(byPassword.get('/api/admin/orders/day')).resolves.toMatchObject({ status: 401, body: { error: { code: 'SECOND_FACTOR_REQUIRED' } } });
    // A half-signed-in session cannot add a factor of its own.
    await expect(byPassword.post('/api/account/two-step/totp', {})).resolves.toMatchObject({ status: 401, body: { error: { code: 'STEP_UP_REQUIRED' } } });

    const user = await api.app.get(UsersService).findByEmail(email);
    const token = await api.app.get(DataSource).transaction((manager) => api.app.get(AuthTokensService).issueToken(user!.id, 'magic_link', 15, manager));
    const byLink = new TestHttpClient(api.url, { 'x-forwarded-for': `10.2.0.${nextIp++}` });
    await expect(byLink.post('/api/auth/magic-link/verify', { token })).resolves.toMatchObject({ status: 200, body: { twoStep: { pending: true } } });
    await expect(byLink.get('/api/admin/bookings')).resolves.toMatchObject({ status: 401, body: { error: { code: 'SECOND_FACTOR_REQUIRED' } } });

    const confirmed = await byLink.post('/api/auth/two-step/code', { code: codeAt(secret, at(30)) }, pinned(at(30)));
    expect(confirmed).toMatchObject({ status: 200, body: { twoStep: { pending: false } } });
    await expect(byLink.get('/api/admin/bookings')).resolves.toMatchObject({ status: 200 });

    // The same code again, from the other browser: refused (a code is used once).
    await expect(byPassword.post('/api/auth/two-step/code', { code: codeAt(secret, at(30)) }, pinned(at(30)))).resolves.toMatchObject({ status: 422, body: { error: { code: 'SECOND_FACTOR_INVALID' } } });
    await expect(byPassword.post('/api/auth/two-step/code', { code: codeAt(secret, at(60)) }, pinned(at(60)))).resolves.toMatchObject({ status: 200 });
    await expect(byPassword.get('/api/admin/orders/day')).resolves.toMatchObject({ status: 200 });
  });

  it('takes a recovery code once', async () => {
    const { client, email } = await signedIn('administrator');
    const { recoveryCodes } = await enrolTotp(client, at(0));
    const first = await signIn(email);
    await expect(first.post('/api/auth/two-step/code', { code: recoveryCodes[3].toUpperCase() })).resolves.toMatchObject({ status: 200, body: { twoStep: { pending: false } } });
    const second = await signIn(email);
    await expect(second.post('/api/auth/two-step/code', { code: recoveryCodes[3] })).resolves.toMatchObject({ status: 422, body: { error: { code: 'SECOND_FACTOR_INVALID' } } });
    await expect(second.get('/api/admin/settings')).resolves.toMatchObject({ status: 401 });
    await expect(first.get('/api/account/two-step')).resolves.toMatchObject({ body: { recoveryCodesLeft: 9 } });
  });

  it('asks for the second factor again for a sensitive action after 10 minutes, and lets the action through once confirmed', async () => {
    const { client } = await signedIn('administrator');
    const { secret } = await enrolTotp(client, at(0));
    // The fee it already has: a saved change would outlive this file for the next one in the worker.
    const [stored] = await api.app.get(DataSource).query<{ value: string }[]>(`SELECT value FROM global_settings WHERE key = 'delivery_fee'`);
    const save = (when: Date) => client.request('PUT', '/api/admin/settings', { values: { delivery_fee: stored?.value ?? SETTING_DEFINITIONS.delivery_fee.defaultValue } }, pinned(when));

    await expect(save(at(9 * 60))).resolves.toMatchObject({ status: 200 });
    await expect(save(at(11 * 60))).resolves.toMatchObject({ status: 401, body: { error: { code: 'STEP_UP_REQUIRED' } } });
    // Reading is not sensitive: no step-up.
    await expect(client.request('GET', '/api/admin/settings', undefined, pinned(at(11 * 60)))).resolves.toMatchObject({ status: 200 });
    await expect(client.post('/api/auth/two-step/code', { code: codeAt(secret, at(11 * 60)) }, pinned(at(11 * 60)))).resolves.toMatchObject({ status: 200 });
    await expect(save(at(11 * 60))).resolves.toMatchObject({ status: 200 });

    // Removing a factor is sensitive too.
    const [factor] = (await client.get('/api/account/two-step')).body.factors as { id: string }[];
    await expect(client.request('DELETE', `/api/account/two-step/factors/${factor.id}`, undefined, pinned(at(30 * 60)))).resolves.toMatchObject({ status: 401, body: { error: { code: 'STEP_UP_REQUIRED' } } });
    await expect(client.request('DELETE', `/api/account/two-step/factors/${factor.id}`, undefined, pinned(at(12 * 60)))).resolves.toMatchObject({ status: 200 });
    await expect(client.get('/api/account/two-step')).resolves.toMatchObject({ body: { factors: [], recoveryCodesLeft: 0 } });
  });

  it('with "Require two-step sign-in for staff" on, sends staff without a factor to enrol, and lets them in once they have', async () => {
    const admin = await signedIn('administrator');
    await enrolTotp(admin.client, at(0));
    const require = (value: string) => admin.client.request('PUT', '/api/admin/settings', { values: { require_two_step_for_staff: value } }, pinned(at(60)));
    const staff = await signedIn('staff');
    await expect(staff.client.get('/api/admin/orders/day')).resolves.toMatchObject({ status: 200 });
    try {
      await expect(require('true')).resolves.toMatchObject({ status: 200 });
      await expect(staff.client.get('/api/admin/orders/day')).resolves.toMatchObject({ status: 403, body: { error: { code: 'TWO_STEP_SETUP_REQUIRED' } } });
      await expect(staff.client.get('/api/auth/session')).resolves.toMatchObject({ body: { twoStep: { setupRequired: true, pending: false } } });
      // The account page stays open, so they can enrol.
      await enrolTotp(staff.client, at(0));
      await expect(staff.client.get('/api/admin/orders/day')).resolves.toMatchObject({ status: 200 });
    } finally {
      // Back to the default (no row), not to an explicit 'false' that later suites on this database would read.
      await api.app.get(DataSource).query(`DELETE FROM global_settings WHERE key = 'require_two_step_for_staff'`);
    }
  });

  describe('passkeys', () => {
    async function enrolPasskey(client: TestHttpClient): Promise<{ passkey: SoftAuthenticator; recoveryCodes: string[] | null }> {
      const passkey = new SoftAuthenticator(api.url);
      const options = await client.post('/api/account/two-step/passkeys/options', {});
      expect(options.status).toBe(200);
      const added = await client.post('/api/account/two-step/passkeys', { response: passkey.register(options.body.options as never) });
      expect(added.status).toBe(200);
      return { passkey, recoveryCodes: added.body.recoveryCodes as string[] | null };
    }

    async function signInWithPasskey(passkey: SoftAuthenticator): Promise<{ client: TestHttpClient; body: unknown; status: number; answer: unknown }> {
      const client = new TestHttpClient(api.url, { 'x-forwarded-for': `10.2.0.${nextIp++}` });
      const prompt = await client.post('/api/auth/passkey/options', {});
      expect(prompt.status).toBe(200);
      const answer = { challengeId: prompt.body.challengeId, response: passkey.authenticate(prompt.body.options as never) };
      const response = await client.post('/api/auth/passkey', answer);
      return { client, body: response.body, status: response.status, answer };
    }

    it('lets a customer add a passkey and sign in with it alone; an answer is never taken twice', async () => {
      const { client, email } = await signedIn('customer');
      const { passkey, recoveryCodes } = await enrolPasskey(client);
      expect(recoveryCodes).toHaveLength(10);
      await expect(client.get('/api/account/two-step')).resolves.toMatchObject({ body: { factors: [{ kind: 'passkey' }], totpAvailable: false } });

      const signedInAgain = await signInWithPasskey(passkey);
      expect(signedInAgain).toMatchObject({ status: 200, body: { user: { email } } });
      await expect(signedInAgain.client.get('/api/auth/session')).resolves.toMatchObject({ body: { user: { email } } });

      // The same answer replayed from another browser: its challenge was used up.
      const replay = new TestHttpClient(api.url, { 'x-forwarded-for': `10.2.0.${nextIp++}` });
      await expect(replay.post('/api/auth/passkey', signedInAgain.answer)).resolves.toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_CHALLENGE_EXPIRED' } } });
      await expect(replay.get('/api/auth/session')).resolves.toMatchObject({ body: { user: null } });
    });

    it('signs a member of staff in completely with a passkey, and confirms a password sign-in with one', async () => {
      const { client, email } = await signedIn('staff');
      const { passkey } = await enrolPasskey(client);

      const byPasskey = await signInWithPasskey(passkey);
      expect(byPasskey).toMatchObject({ status: 200, body: { twoStep: { pending: false, passkey: true } } });
      await expect(byPasskey.client.get('/api/admin/orders/day')).resolves.toMatchObject({ status: 200 });

      const byPassword = await signIn(email);
      await expect(byPassword.get('/api/admin/orders/day')).resolves.toMatchObject({ status: 401, body: { error: { code: 'SECOND_FACTOR_REQUIRED' } } });
      const prompt = await byPassword.post('/api/auth/two-step/passkey/options', {});
      const answer = { response: passkey.authenticate(prompt.body.options as never) };
      await expect(byPassword.post('/api/auth/two-step/passkey', answer)).resolves.toMatchObject({ status: 200, body: { twoStep: { pending: false } } });
      await expect(byPassword.post('/api/auth/two-step/passkey', answer)).resolves.toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_CHALLENGE_EXPIRED' } } });
      await expect(byPassword.get('/api/admin/orders/day')).resolves.toMatchObject({ status: 200 });
    });

    it('never confirms one person\'s session with another person\'s passkey', async () => {
      const owner = await signedIn('customer');
      const { passkey: ownersPasskey } = await enrolPasskey(owner.client);
      const other = await signedIn('staff');
      await enrolPasskey(other.client);
      const otherAgain = await signIn(other.email);
      const prompt = await otherAgain.post('/api/auth/two-step/passkey/options', {});
      await expect(otherAgain.post('/api/auth/two-step/passkey', { response: ownersPasskey.authenticate(prompt.body.options as never) })).resolves.toMatchObject({
        status: 400,
        body: { error: { code: 'PASSKEY_FAILED' } },
      });
    });
  });

  it('user:reset-two-step removes every factor and code of someone who lost them all, ends their sessions, and is audited', async () => {
    const { client, email } = await signedIn('administrator');
    await enrolTotp(client, at(0));
    const { factorsRemoved } = await api.app.get(TwoStepResetService).resetTwoStep(email.toUpperCase());
    expect(factorsRemoved).toBe(1);
    await expect(client.get('/api/auth/session')).resolves.toMatchObject({ body: { user: null } });
    const again = await signIn(email);
    await expect(again.get('/api/account/two-step')).resolves.toMatchObject({ body: { factors: [], recoveryCodesLeft: 0 } });
    await expect(again.get('/api/admin/settings')).resolves.toMatchObject({ status: 200 });
    const [entry] = await api.app.get(DataSource).query(`SELECT actor_email, action FROM audit_log WHERE action = 'two_step_reset' AND entity_id = (SELECT id::text FROM users WHERE email = $1)`, [email]);
    expect(entry).toEqual({ actor_email: 'cli', action: 'two_step_reset' });
  });
});
