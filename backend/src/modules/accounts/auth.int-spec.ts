import { DataSource, IsNull } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { linksIn, MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { setNextOidcUser } from '../../dev/oidc-standin.client.js';
import { startOidcStandin, type RunningOidcStandin } from '../../dev/oidc-standin.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, createTestWorker, type TestApp } from '../../test/test-app.js';
import { AuthToken } from './entities/auth-token.entity.js';
import { UsersService } from './users.service.js';

describe('accounts: sign-up, sign-in, magic link, Google, sign-out', () => {
  let mail: RunningMailCatcher;
  let oidc: RunningOidcStandin;
  let api: TestApp;
  let worker: { close(): Promise<void> };
  let inbox: MailInboxClient;
  let ip = 0;

  /** Each test is its own visitor, so the per-IP limits of one test never spill into another. */
  const visitor = () => new TestHttpClient(api.url, { 'x-forwarded-for': `10.0.0.${++ip}` });

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    oidc = await startOidcStandin({ port: 0 });
    api = await createTestApp({ SMTP_URL: mail.smtpUrl, OIDC_ISSUER_URL: oidc.url });
    worker = await createTestWorker(api.config);
    inbox = new MailInboxClient(mail.url);
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await oidc?.close();
    await mail?.close();
  });

  it('signs up, confirms through the e-mailed link, signs in and signs out everywhere', async () => {
    const browser = visitor();
    const signUp = await browser.post('/api/auth/sign-up', { email: 'Sam@Example.com', password: 'correct horse', fullName: 'Sam Taylor' });
    expect(signUp.status).toBe(201);

    const confirmation = await inbox.waitForMessage(sentTo('sam@example.com', /Confirm your e-mail/));
    const link = linksIn(confirmation).find((href) => href.includes('/api/auth/confirm'));
    expect(link).toBeDefined();

    const confirmed = await browser.get(new URL(link!).pathname + new URL(link!).search);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/');
    const session = await browser.get('/api/auth/session');
    expect(session.body.user).toMatchObject({ email: 'sam@example.com', fullName: 'Sam Taylor', emailConfirmed: true, isAdmin: false });

    const otherDevice = visitor();
    const signIn = await otherDevice.post('/api/auth/sign-in', { email: 'sam@example.com', password: 'correct horse' });
    expect(signIn.status).toBe(200);
    expect((await otherDevice.get('/api/auth/session')).body.user).toMatchObject({ email: 'sam@example.com' });

    const signOut = await browser.post('/api/auth/sign-out');
    expect(signOut.status).toBe(200);
    expect((await browser.get('/api/auth/session')).body.user).toBeNull();
    expect((await otherDevice.get('/api/auth/session')).body.user).toBeNull();
  });

  it('refuses a confirmation link used twice', async () => {
    const browser = visitor();
    await browser.post('/api/auth/sign-up', { email: 'twice@example.com', password: 'long enough' });
    const message = await inbox.waitForMessage(sentTo('twice@example.com'));
    const link = new URL(linksIn(message).find((href) => href.includes('/api/auth/confirm'))!);
    expect((await browser.get(link.pathname + link.search)).headers.get('location')).toBe('/');
    expect((await visitor().get(link.pathname + link.search)).headers.get('location')).toBe('/auth?error=link_used');
  });

  it('refuses a weak password with the reason and creates nothing', async () => {
    const response = await visitor().post('/api/auth/sign-up', { email: 'weak@example.com', password: 'short' });
    expect(response.status).toBe(422);
    expect(response.body.error?.message).toMatch(/at least 8 characters/);
    await expect(api.app.get(UsersService).findByEmail('weak@example.com')).resolves.toBeNull();
  });

  it('answers a wrong password without saying whether the e-mail exists', async () => {
    await api.app.get(UsersService).createUser({ email: 'known@example.com', password: 'the right one', fullName: null, isAdmin: false, emailConfirmed: true });
    const wrongPassword = await visitor().post('/api/auth/sign-in', { email: 'known@example.com', password: 'the wrong one' });
    const unknownEmail = await visitor().post('/api/auth/sign-in', { email: 'nobody@example.com', password: 'the wrong one' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body.error?.code).toBe(unknownEmail.body.error?.code);
    expect(wrongPassword.body.error?.message).toBe(unknownEmail.body.error?.message);
  });

  it('signs in with a magic link once, refuses it the second time, and refuses a late one', async () => {
    const browser = visitor();
    expect((await browser.post('/api/auth/magic-link', { email: 'magic@example.com' })).status).toBe(200);
    const message = await inbox.waitForMessage(sentTo('magic@example.com', /sign-in link/));
    const link = new URL(linksIn(message).find((href) => href.includes('/magic-link/verify'))!);

    const first = await browser.get(link.pathname + link.search);
    expect(first.headers.get('location')).toBe('/');
    expect((await browser.get('/api/auth/session')).body.user).toMatchObject({ email: 'magic@example.com', emailConfirmed: true });
    const second = await visitor().get(link.pathname + link.search);
    expect(second.headers.get('location')).toBe('/auth?error=link_used');

    await inbox.clear();
    await visitor().post('/api/auth/magic-link', { email: 'magic@example.com' });
    const late = new URL(linksIn(await inbox.waitForMessage(sentTo('magic@example.com'))).find((href) => href.includes('/magic-link/verify'))!);
    await api.app.get(DataSource).getRepository(AuthToken).update({ kind: 'magic_link', usedAt: IsNull() }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await visitor().get(late.pathname + late.search);
    expect(expired.headers.get('location')).toBe('/auth?error=link_expired');
  });

  it('signs in with Google through OpenID Connect and joins an account with the same verified e-mail', async () => {
    await api.app.get(UsersService).createUser({ email: 'gina@example.com', password: 'gina password', fullName: 'Gina', isAdmin: false, emailConfirmed: true });
    await setNextOidcUser(oidc.url, { sub: 'google-gina', email: 'gina@example.com', email_verified: true, name: 'Gina G' });
    const browser = visitor();

    const start = await browser.get('/api/auth/google');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();

    // The provider authenticates the user and sends the browser back with a code.
    const provider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(provider.headers.get('location')!);
    const back = await browser.get(callback.pathname + callback.search);
    expect(back.headers.get('location')).toBe('/');
    const session = await browser.get('/api/auth/session');
    expect(session.body.user).toMatchObject({ email: 'gina@example.com' });
    const gina = await api.app.get(UsersService).findByEmail('gina@example.com');
    expect((session.body.user as { id: string }).id).toBe(gina?.id);
  });

  it('refuses a Google callback whose state this browser was never given', async () => {
    await setNextOidcUser(oidc.url, { sub: 'google-mallory', email: 'mallory@example.com', email_verified: true });
    const victim = visitor();
    const attacker = visitor();
    const start = await attacker.get('/api/auth/google');
    const provider = await fetch(new URL(start.headers.get('location')!), { redirect: 'manual' });
    const callback = new URL(provider.headers.get('location')!);
    const back = await victim.get(callback.pathname + callback.search);
    expect(back.headers.get('location')).toBe('/auth?error=google_sign_in_failed');
    expect((await victim.get('/api/auth/session')).body.user).toBeNull();
  });

  it('limits sign-in attempts per e-mail with a clear 429', async () => {
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await visitor().post('/api/auth/sign-in', { email: 'target@example.com', password: 'guess-' + attempt });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.body.error?.message).toMatch(/Too many attempts/);
  });

  it('refuses a state-changing request without the CSRF header', async () => {
    const response = await fetch(`${api.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'whatever1' }),
    });
    expect(response.status).toBe(403);
  });
});
