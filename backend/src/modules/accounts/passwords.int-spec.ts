import { DataSource, IsNull } from 'typeorm';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { linksIn, MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { TestHttpClient } from '../../test/http-client.js';
import { uniqueClientIp } from '../orders/orders.test-factory.js';
import { createTestApp, createTestWorker, type TestApp } from '../../test/test-app.js';
import { AuthToken } from './entities/auth-token.entity.js';
import { UsersService } from './users.service.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('accounts: forgot password, change password, your sessions', () => {
  let mail: RunningMailCatcher;
  let api: TestApp;
  let worker: { close(): Promise<void> };
  let inbox: MailInboxClient;

  /** Each browser is its own visitor (IP and user agent), so the per-IP limits of one test never spill into another. */
  const browser = (userAgent = CHROME_ON_WINDOWS) => new TestHttpClient(api.url, { 'x-forwarded-for': uniqueClientIp(), 'user-agent': userAgent });

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    api = await createTestApp({ SMTP_URL: mail.smtpUrl });
    worker = await createTestWorker(api.config);
    inbox = new MailInboxClient(mail.url);
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await mail?.close();
  });

  async function createAccount(email: string, password: string): Promise<void> {
    await api.app.get(UsersService).createUser({ email, password, fullName: 'Pat', emailConfirmed: true });
  }

  async function signedIn(email: string, password: string, userAgent?: string): Promise<TestHttpClient> {
    const client = browser(userAgent);
    expect((await client.post('/api/auth/sign-in', { email, password })).status).toBe(200);
    return client;
  }

  async function resetToken(email: string): Promise<string> {
    const message = await inbox.waitForMessage(sentTo(email, /Reset your password/));
    const link = linksIn(message).map((href) => new URL(href)).find((url) => url.pathname === '/auth/reset-password');
    expect(link?.search).toBe('');
    return new URLSearchParams(link!.hash.slice(1)).get('token')!;
  }

  it('resets a forgotten password from the e-mailed link: every old session ends, this browser is signed in, the link works once', async () => {
    await createAccount('forgetful@example.com', 'my first passphrase');
    const laptop = await signedIn('forgetful@example.com', 'my first passphrase');
    const phone = await signedIn('forgetful@example.com', 'my first passphrase', SAFARI_ON_IPHONE);

    const asker = browser();
    const asked = await asker.post('/api/auth/password/forgot', { email: 'Forgetful@Example.com' });
    expect([asked.status, asked.body.message]).toEqual([200, 'If that e-mail has an account, we have sent it a link to choose a new password.']);
    const token = await resetToken('forgetful@example.com');

    const weak = await asker.post('/api/auth/password/reset', { token, password: 'password1234' });
    expect([weak.status, weak.body.error?.code]).toEqual([422, 'WEAK_PASSWORD']);
    expect(weak.body.error?.message).toMatch(/too common/);
    expect((await laptop.get('/api/auth/session')).body.user).not.toBeNull();

    const reset = await asker.post('/api/auth/password/reset', { token, password: 'a brand new passphrase' });
    expect(reset.status).toBe(200);
    expect(reset.body.user).toMatchObject({ email: 'forgetful@example.com' });
    expect((await asker.get('/api/auth/session')).body.user).toMatchObject({ email: 'forgetful@example.com' });
    expect((await laptop.get('/api/auth/session')).body.user).toBeNull();
    expect((await phone.get('/api/auth/session')).body.user).toBeNull();

    const again = await browser().post('/api/auth/password/reset', { token, password: 'yet another passphrase' });
    expect([again.status, again.body.error?.code]).toEqual([410, 'LINK_USED']);
    expect((await browser().post('/api/auth/sign-in', { email: 'forgetful@example.com', password: 'my first passphrase' })).status).toBe(401);
    expect((await browser().post('/api/auth/sign-in', { email: 'forgetful@example.com', password: 'a brand new passphrase' })).status).toBe(200);
  });

  it('refuses an expired reset link and a made-up one, and a new password makes older links worthless', async () => {
    await createAccount('late@example.com', 'late passphrase one');
    await browser().post('/api/auth/password/forgot', { email: 'late@example.com' });
    const first = await resetToken('late@example.com');
    await inbox.clear();
    await browser().post('/api/auth/password/forgot', { email: 'late@example.com' });
    const second = await resetToken('late@example.com');

    const madeUp = await browser().post('/api/auth/password/reset', { token: 'not-a-real-token', password: 'late passphrase two' });
    expect([madeUp.status, madeUp.body.error?.code]).toEqual([400, 'LINK_INVALID']);
    expect((await browser().post('/api/auth/password/reset', { token: second, password: 'late passphrase two' })).status).toBe(200);
    const older = await browser().post('/api/auth/password/reset', { token: first, password: 'late passphrase three' });
    expect([older.status, older.body.error?.code]).toEqual([400, 'LINK_INVALID']);

    await inbox.clear();
    await browser().post('/api/auth/password/forgot', { email: 'late@example.com' });
    const late = await resetToken('late@example.com');
    const user = await api.app.get(UsersService).findByEmail('late@example.com');
    await api.app.get(DataSource).getRepository(AuthToken).update({ userId: user!.id, kind: 'reset_password', usedAt: IsNull() }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await browser().post('/api/auth/password/reset', { token: late, password: 'late passphrase four' });
    expect([expired.status, expired.body.error?.code]).toEqual([410, 'LINK_EXPIRED']);
  });

  it('answers a reset request the same whether or not the e-mail has an account, and limits it per e-mail', async () => {
    const unknown = await browser().post('/api/auth/password/forgot', { email: 'nobody-here@example.com' });
    const known = await (async () => {
      await createAccount('somebody@example.com', 'somebody passphrase');
      return browser().post('/api/auth/password/forgot', { email: 'somebody@example.com' });
    })();
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    const noAccount = await inbox.waitForMessage(sentTo('nobody-here@example.com', /Password reset requested/));
    expect(linksIn(noAccount).some((link) => link.includes('token'))).toBe(false);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await browser().post('/api/auth/password/forgot', { email: 'flood-me@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const sameIp = browser();
    const fromOneIp: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) fromOneIp.push((await sameIp.post('/api/auth/password/forgot', { email: `ip-${attempt}@example.com` })).status);
    expect(fromOneIp.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(fromOneIp[10]).toBe(429);
  });

  it('answers a reset request for an unknown e-mail in the time a known one takes', async () => {
    await createAccount('timed@example.com', 'timed passphrase');
    const timed = async (email: string): Promise<number> => {
      const started = performance.now();
      expect((await browser().post('/api/auth/password/forgot', { email })).status).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // The per-e-mail limit is 3 an hour: the known account is asked 3 times, unknown ones once each.
    for (let round = 0; round < 3; round++) {
      known.push(await timed('timed@example.com'));
      unknown.push(await timed(`untimed-${round}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
    // Both paths do a transaction, an outbox row and a hand-over to the queue; only the token row differs.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('changes the password with the current one: other sessions end, this one stays', async () => {
    await createAccount('changer@example.com', 'changer passphrase');
    const here = await signedIn('changer@example.com', 'changer passphrase');
    const elsewhere = await signedIn('changer@example.com', 'changer passphrase', SAFARI_ON_IPHONE);

    const wrong = await here.post('/api/account/password', { currentPassword: 'not my passphrase', newPassword: 'a changed passphrase' });
    expect([wrong.status, wrong.body.error?.code]).toEqual([422, 'WRONG_CURRENT_PASSWORD']);
    const weak = await here.post('/api/account/password', { currentPassword: 'changer passphrase', newPassword: 'changer' });
    expect([weak.status, weak.body.error?.message]).toEqual([422, 'Password must be at least 12 characters long.']);
    expect((await elsewhere.get('/api/auth/session')).body.user).not.toBeNull();

    const changed = await here.post('/api/account/password', { currentPassword: 'changer passphrase', newPassword: 'a changed passphrase' });
    expect(changed.status).toBe(200);
    expect((await here.get('/api/auth/session')).body.user).toMatchObject({ email: 'changer@example.com' });
    expect((await elsewhere.get('/api/auth/session')).body.user).toBeNull();
    expect((await browser().post('/api/auth/sign-in', { email: 'changer@example.com', password: 'changer passphrase' })).status).toBe(401);
    expect((await browser().post('/api/auth/sign-in', { email: 'changer@example.com', password: 'a changed passphrase' })).status).toBe(200);

    expect((await browser().post('/api/account/password', { currentPassword: 'x', newPassword: 'a changed passphrase' })).status).toBe(401);
  });

  it('tells an account without a password to use "Forgot password?"', async () => {
    await api.app.get(UsersService).createUser({ email: 'linkonly@example.com', password: null, emailConfirmed: true });
    const client = browser();
    await client.post('/api/auth/magic-link', { email: 'linkonly@example.com' });
    const message = await inbox.waitForMessage(sentTo('linkonly@example.com', /sign-in link/));
    const link = new URL(linksIn(message).find((href) => href.includes('/auth/magic-link'))!);
    expect((await client.post('/api/auth/magic-link/verify', { token: new URLSearchParams(link.hash.slice(1)).get('token') })).status).toBe(200);
    const refused = await client.post('/api/account/password', { currentPassword: 'anything', newPassword: 'a first passphrase' });
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'NO_PASSWORD_YET']);
  });

  it('lists the account\'s sessions with browser, IP and times, signs one out, and signs out everywhere else', async () => {
    await createAccount('lister@example.com', 'lister passphrase');
    const laptop = await signedIn('lister@example.com', 'lister passphrase');
    const phone = await signedIn('lister@example.com', 'lister passphrase', SAFARI_ON_IPHONE);
    const tablet = await signedIn('lister@example.com', 'lister passphrase');
    const stranger = await (async () => {
      await createAccount('stranger@example.com', 'stranger passphrase');
      return signedIn('stranger@example.com', 'stranger passphrase');
    })();

    const listed = await laptop.get('/api/account/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions as { id: string; browser: string; ip: string; signedInAt: string; lastSeenAt: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.find((session) => session.current)).toMatchObject({ browser: 'Chrome on Windows', ip: expect.stringMatching(/^2001:db8:/) });
    expect(sessions.map((session) => session.browser).sort()).toEqual(['Chrome on Windows', 'Chrome on Windows', 'Safari on iPhone']);
    for (const session of sessions) expect(Date.parse(session.signedInAt)).not.toBeNaN();

    // One session out: the phone.
    const phoneSession = sessions.find((session) => session.browser === 'Safari on iPhone')!;
    const strangerSession = ((await stranger.get('/api/account/sessions')).body.sessions as { id: string }[])[0];
    const notMine = await laptop.delete(`/api/account/sessions/${strangerSession.id}`);
    expect([notMine.status, notMine.body.error?.code]).toEqual([404, 'SESSION_NOT_FOUND']);
    expect((await stranger.get('/api/auth/session')).body.user).not.toBeNull();
    expect((await laptop.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(200);
    expect((await phone.get('/api/auth/session')).body.user).toBeNull();
    expect((await tablet.get('/api/auth/session')).body.user).not.toBeNull();

    // Everywhere else: the tablet; the laptop stays.
    const others = await laptop.post('/api/account/sessions/sign-out-others');
    expect([others.status, others.body.ended]).toEqual([200, 1]);
    expect((await tablet.get('/api/auth/session')).body.user).toBeNull();
    expect((await laptop.get('/api/auth/session')).body.user).toMatchObject({ email: 'lister@example.com' });
    expect(((await laptop.get('/api/account/sessions')).body.sessions as unknown[]).length).toBe(1);
    expect((await browser().get('/api/account/sessions')).status).toBe(401);
  });
});
