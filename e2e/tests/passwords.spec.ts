import { expect, test } from '@playwright/test';
import { linksIn, MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { harnessUrls } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { csrfHeaders, newEmail, query, signInByApi } from '../support/sign-in.js';

const OLD_PASSWORD = 'my old kitchen passphrase';
const NEW_PASSWORD = 'gravy on the side please';

test.describe('passwords and sessions', () => {
  test('forgot password: the e-mailed link sets a new password, signs this browser in and another browser out', async ({ browser, page }) => {
    // The e-mail goes through the outbox, the queue and the worker before it reaches the inbox.
    test.slow();
    const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
    const email = newEmail('forgetful');

    // An account, signed in on another browser (the laptop left at work).
    const laptop = await browser.newContext();
    const laptopPage = await laptop.newPage();
    await laptopPage.goto('/');
    expect((await laptop.request.post('/api/auth/sign-up', { data: { email, password: OLD_PASSWORD, fullName: 'Frankie Forgetful' }, headers: await csrfHeaders(laptop) })).ok()).toBe(true);
    await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
    await signInByApi(laptopPage, { email, password: OLD_PASSWORD });
    expect((await (await laptop.request.get('/api/auth/session')).json()).user).toMatchObject({ email });

    // On this browser: Forgot password? on /auth.
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    await page.goto('/auth');
    await hydrated(page);
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('form', { name: 'Forgot password' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(forgot.getByText(`If ${email} has an account, we have sent it a link to choose a new password.`, { exact: false })).toBeVisible();

    const message = await inbox.waitForMessage(sentTo(email, /^Reset your password/), 20_000);
    const link = linksIn(message).find((candidate) => new URL(candidate).pathname === '/auth/reset-password');
    expect(link).toBeDefined();
    // The token is in the fragment: no server ever sees it.
    expect(new URL(link!).search).toBe('');
    expect(new URL(link!).hash).toMatch(/^#token=/);

    await page.goto(link!);
    const form = page.getByRole('form', { name: 'New password' });
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await hydrated(page);
    // Read, then taken out of the address bar.
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('textbox', { name: 'Repeat new password' }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Set New Password' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Frankie Forgetful' })).toBeVisible();

    // The other browser's session is gone.
    await laptopPage.reload();
    expect((await (await laptop.request.get('/api/auth/session')).json()).user).toBeNull();
    await expect(laptopPage.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

    // And the account page, from the account menu, lists this browser only.
    await page.getByRole('button', { name: 'Frankie Forgetful' }).click();
    await page.getByRole('menuitem', { name: 'Your Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toContainText('This device');
    await laptop.close();
  });
});
