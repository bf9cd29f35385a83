import { DataSource, In, IsNull } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { linksIn, MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { setNextOidcUser } from '../../dev/oidc-standin.client.js';
import { startOidcStandin, type RunningOidcStandin } from '../../dev/oidc-standin.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, createTestWorker, type TestApp } from '../../test/test-app.js';
import { EmailOutboxMessage } from '../../infra/mail/entities/email-outbox-message.entity.js';
import { AuthToken } from './entities/auth-token.entity.js';
import { SessionsService } from './sessions.service.js';
import { UsersService } from './users.service.js';

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

  /** The token of the e-mailed link whose path is `path` (the page the link opens): in the fragment, never the query. */
  function tokenOfLink(message: Parameters<typeof linksIn>[0], path: string): string {
    const link = linksIn(message)
      .map((href) => new URL(href))
      .find((url) => url.pathname === path);
    expect(link).toBeDefined();
    expect(link!.search).toBe('');
    return new URLSearchParams(link!.hash.slice(1)).get('token')!;
  }

  it('signs up, confirms through the e-mailed link, signs in and signs out everywhere', async () => {
    const browser = visitor();
    const signUp = await browser.post('/api/auth/sign-up', { email: 'Sam@Example.com', password: 'correct horse', fullName: 'Sam Taylor' });
    expect(signUp.status).toBe(201);

    const confirmation = await inbox.waitForMessage(sentTo('sam@example.com', /Confirm your e-mail/));
    const token = tokenOfLink(confirmation, '/auth/confirm');

    const confirmed = await browser.post('/api/auth/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email: 'sam@example.com', emailConfirmed: true });
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
    await browser.post('/api/auth/sign-up', { email: 'twice@example.com', password: 'long enough passphrase' });
    const token = tokenOfLink(await inbox.waitForMessage(sentTo('twice@example.com')), '/auth/confirm');
    expect((await browser.post('/api/auth/confirm', { token })).status).toBe(200);
    const again = await visitor().post('/api/auth/confirm', { token });
    expect([again.status, again.body.error?.code]).toEqual([410, 'LINK_USED']);
  });

  it('opens the e-mailed links as pages: a GET never uses the token nor starts a session', async () => {
    const browser = visitor();
    await browser.post('/api/auth/sign-up', { email: 'scanner@example.com', password: 'long enough passphrase' });
    const confirmToken = tokenOfLink(await inbox.waitForMessage(sentTo('scanner@example.com')), '/auth/confirm');
    await browser.post('/api/auth/magic-link', { email: 'scanner-magic@example.com' });
    const magicToken = tokenOfLink(await inbox.waitForMessage(sentTo('scanner-magic@example.com')), '/auth/magic-link');

    // What an e-mail scanner (or a link an attacker sent) does: follow the links with GET.
    const scanner = visitor();
    for (const path of [`/api/auth/confirm?token=${confirmToken}`, `/api/auth/magic-link/verify?token=${magicToken}`]) {
      const response = await scanner.get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(/^\/auth\/(confirm|magic-link)#token=/);
    }
    expect([...scanner.cookies.keys()]).not.toContain('sid');
    const unused = await api.app.get(DataSource).getRepository(AuthToken).count({ where: { usedAt: IsNull(), user: { email: In(['scanner@example.com', 'scanner-magic@example.com']) } } });
    expect(unused).toBe(2);

    // The button on the page posts the token, with the CSRF header like every unsafe request.
    const noCsrf = await fetch(`${api.url}/api/auth/magic-link/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: magicToken }) });
    expect(noCsrf.status).toBe(403);
    const signedIn = await browser.post('/api/auth/magic-link/verify', { token: magicToken });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: 'scanner-magic@example.com' });
  });

  it('refuses a short or common password with the reason and creates nothing', async () => {
    const short = await visitor().post('/api/auth/sign-up', { email: 'weak@example.com', password: 'short' });
    expect([short.status, short.body.error?.code]).toEqual([422, 'WEAK_PASSWORD']);
    expect(short.body.error?.message).toMatch(/at least 12 characters/);
    const common = await visitor().post('/api/auth/sign-up', { email: 'weak@example.com', password: 'password1234' });
    expect([common.status, common.body.error?.code]).toEqual([422, 'WEAK_PASSWORD']);
    expect(common.body.error?.message).toMatch(/too common/);
    await expect(api.app.get(UsersService).findByEmail('weak@example.com')).resolves.toBeNull();
  });

  it('still signs in with a password from before the 12-character rule', async () => {
    await api.app.get(UsersService).createUser({ email: 'old-timer@example.com', password: 'eight ch', emailConfirmed: true });
    expect((await visitor().post('/api/auth/sign-in', { email: 'old-timer@example.com', password: 'eight ch' })).status).toBe(200);
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
    const token = tokenOfLink(await inbox.waitForMessage(sentTo('magic@example.com', /sign-in link/)), '/auth/magic-link');

    const first = await browser.post('/api/auth/magic-link/verify', { token });
    expect(first.status).toBe(200);
    expect((await browser.get('/api/auth/session')).body.user).toMatchObject({ email: 'magic@example.com', emailConfirmed: true });
    const second = await visitor().post('/api/auth/magic-link/verify', { token });
    expect([second.status, second.body.error?.code]).toEqual([410, 'LINK_USED']);

    await inbox.clear();
    await visitor().post('/api/auth/magic-link', { email: 'magic@example.com' });
    const late = tokenOfLink(await inbox.waitForMessage(sentTo('magic@example.com')), '/auth/magic-link');
    await api.app.get(DataSource).getRepository(AuthToken).update({ kind: 'magic_link', usedAt: IsNull() }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await visitor().post('/api/auth/magic-link/verify', { token: late });
    expect([expired.status, expired.body.error?.code]).toEqual([410, 'LINK_EXPIRED']);
  });

  it('refuses password sign-in until the e-mail is confirmed, and sends the link again on request', async () => {
    const browser = visitor();
    await browser.post('/api/auth/sign-up', { email: 'early@example.com', password: 'early bird pass' });
    await inbox.waitForMessage(sentTo('early@example.com', /Confirm your e-mail/));
    await inbox.clear();

    const early = await browser.post('/api/auth/sign-in', { email: 'early@example.com', password: 'early bird pass' });
    expect([early.status, early.body.error?.code, early.body.error?.message]).toEqual([
      403,
      'EMAIL_NOT_CONFIRMED',
      'Please confirm your e-mail address first. We can send the link again.',
    ]);
    expect([...browser.cookies.keys()]).not.toContain('sid');
    // The refusal comes only with the right password: a wrong one still says nothing about the account.
    expect((await visitor().post('/api/auth/sign-in', { email: 'early@example.com', password: 'wrong password' })).status).toBe(401);

    const resent = await browser.post('/api/auth/confirm/resend', { email: 'early@example.com' });
    expect(resent.status).toBe(200);
    const token = tokenOfLink(await inbox.waitForMessage(sentTo('early@example.com', /Confirm your e-mail/)), '/auth/confirm');
    expect((await browser.post('/api/auth/confirm', { token })).status).toBe(200);
    expect((await visitor().post('/api/auth/sign-in', { email: 'early@example.com', password: 'early bird pass' })).status).toBe(200);
  });

  it('limits confirmation resends per e-mail and answers the same for an unknown e-mail', async () => {
    const unknown = await visitor().post('/api/auth/confirm/resend', { email: 'never-signed-up@example.com' });
    expect(unknown.status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await visitor().post('/api/auth/confirm/resend', { email: 'spam-me@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it.each(['magic link', 'Google'])(
    'takes the password and every session from an account pre-registered by someone else once the owner confirms by %s',
    async (how) => {
      const email = how === 'Google' ? 'owner-google@example.com' : 'owner-magic@example.com';
      const attacker = visitor();
      expect((await attacker.post('/api/auth/sign-up', { email, password: 'attacker password' })).status).toBe(201);
      const user = await api.app.get(UsersService).findByEmail(email);
      // A session the account held before (e.g. from before sign-in waited for confirmation).
      const sessions = api.app.get(SessionsService);
      const attackerSession = await sessions.startSession(user!.id);

      const owner = visitor();
      if (how === 'magic link') {
        await owner.post('/api/auth/magic-link', { email });
        const token = tokenOfLink(await inbox.waitForMessage(sentTo(email, /sign-in link/)), '/auth/magic-link');
        expect((await owner.post('/api/auth/magic-link/verify', { token })).status).toBe(200);
      } else {
        await setNextOidcUser(oidc.url, { sub: 'google-owner', email, email_verified: true, name: 'The Owner' });
        const start = await owner.get('/api/auth/google');
        const provider = await fetch(new URL(start.headers.get('location')!), { redirect: 'manual' });
        const callback = new URL(provider.headers.get('location')!);
        expect((await owner.get(callback.pathname + callback.search)).headers.get('location')).toBe('/');
      }

      expect((await owner.get('/api/auth/session')).body.user).toMatchObject({ email, emailConfirmed: true });
      await expect(sessions.resolveSession(attackerSession.token)).resolves.toBeNull();
      const signIn = await visitor().post('/api/auth/sign-in', { email, password: 'attacker password' });
      expect(signIn.status).toBe(401);
    },
  );

  it('keeps the password of an account that confirmed through its own confirmation link', async () => {
    const browser = visitor();
    await browser.post('/api/auth/sign-up', { email: 'keeper@example.com', password: 'keeper password' });
    const token = tokenOfLink(await inbox.waitForMessage(sentTo('keeper@example.com')), '/auth/confirm');
    expect((await browser.post('/api/auth/confirm', { token })).status).toBe(200);
    await visitor().post('/api/auth/magic-link', { email: 'keeper@example.com' });
    const magic = tokenOfLink(await inbox.waitForMessage(sentTo('keeper@example.com', /sign-in link/)), '/auth/magic-link');
    expect((await visitor().post('/api/auth/magic-link/verify', { token: magic })).status).toBe(200);
    expect((await browser.get('/api/auth/session')).body.user).toMatchObject({ email: 'keeper@example.com' });
    expect((await visitor().post('/api/auth/sign-in', { email: 'keeper@example.com', password: 'keeper password' })).status).toBe(200);
  });

  it('answers a sign-up for an existing e-mail in the time a new account takes (the password is hashed on both paths)', async () => {
    await api.app.get(UsersService).createUser({ email: 'taken@example.com', password: 'taken password', emailConfirmed: true });
    const timed = async (email: string): Promise<number> => {
      const started = performance.now();
      expect((await visitor().post('/api/auth/sign-up', { email, password: 'some password of mine' })).status).toBe(201);
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let round = 0; round < 3; round++) {
      fresh.push(await timed(`fresh-${round}@example.com`));
      taken.push(await timed('taken@example.com'));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
    // Without the hash an existing e-mail answers in a small fraction of the time; with it, about the same.
    expect(median(taken) / median(fresh)).toBeGreaterThan(0.6);
  });

  it('keeps no sign-in or confirmation link in the e-mail outbox once the e-mail is sent', async () => {
    const browser = visitor();
    await browser.post('/api/auth/sign-up', { email: 'outbox@example.com', password: 'outbox password' });
    await browser.post('/api/auth/magic-link', { email: 'outbox-magic@example.com' });
    const tokens = [
      tokenOfLink(await inbox.waitForMessage(sentTo('outbox@example.com')), '/auth/confirm'),
      tokenOfLink(await inbox.waitForMessage(sentTo('outbox-magic@example.com')), '/auth/magic-link'),
    ];
    const outbox = api.app.get(DataSource).getRepository(EmailOutboxMessage);
    const rows = async () => (await outbox.find()).filter((row) => ['outbox@example.com', 'outbox-magic@example.com'].includes(String(row.payload.to)));
    await waitFor(async () => (await rows()).every((row) => row.status === 'sent'));
    const sent = await rows();
    expect(sent.map((row) => row.kind).sort()).toEqual(['confirm-email', 'magic-link']);
    for (const row of sent) {
      for (const token of tokens) expect(JSON.stringify(row.payload)).not.toContain(token);
      expect(row.payload).toMatchObject({ erasedKeys: ['link'] });
    }
    // The links still work: only the outbox forgot them.
    expect((await browser.post('/api/auth/magic-link/verify', { token: tokens[1] })).status).toBe(200);
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

  it('slows failed sign-ins down per (e-mail, IP) with a short 429, and never locks the account for another IP', async () => {
    await api.app.get(UsersService).createUser({ email: 'target@example.com', password: 'target passphrase', emailConfirmed: true });
    const attacker = visitor();
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await attacker.post('/api/auth/sign-in', { email: 'target@example.com', password: 'guess-' + attempt });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(last!.body.error?.message).toMatch(/Too many attempts/);
    const retryAfter = Number(last!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    // Past the limit even the right password waits from that IP...
    expect((await attacker.post('/api/auth/sign-in', { email: 'target@example.com', password: 'target passphrase' })).status).toBe(429);

    // ...but the owner, on another IP, signs in at once: the failures locked nobody out.
    const owner = visitor();
    const signIn = await owner.post('/api/auth/sign-in', { email: 'target@example.com', password: 'target passphrase' });
    expect(signIn.status).toBe(200);
    // Failures against many e-mails from one IP still meet the per-IP limit (30 / 15 min).
    const sprayer = visitor();
    const spray: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) spray.push((await sprayer.post('/api/auth/sign-in', { email: `spray-${attempt}@example.com`, password: 'guess' })).status);
    expect(spray.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(spray[30]).toBe(429);
    // 39 sign-ins, each an argon2id check of 64 MiB (a dummy one for unknown e-mails): about 4 s on a quiet
    // machine, and past 30 s on two cores shared with other suites (it timed out so in one of three runs).
  }, 120_000);

  it('refuses a state-changing request without the CSRF header', async () => {
    const response = await fetch(`${api.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'whatever1' }),
    });
    expect(response.status).toBe(403);
  });
});
