import { expect, test, type Page } from '@playwright/test';
import { linksIn, MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { E2E_USERS, harnessUrls } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';

const PASSWORD = 'a long passphrase';

/** A fresh address per test, so journeys never meet each other's accounts or rate limits. */
function newEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Opens /auth on a tab, once the page has hydrated (text typed into the server's HTML before that is lost). */
async function openAuthTab(page: Page, tab: 'Sign In' | 'Sign Up') {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: tab === 'Sign In' ? 'Sign in' : 'Sign up' });
  await hydrated(page);
  await page.getByRole('tab', { name: tab }).click();
  await expect(form).toBeVisible();
  return form;
}

test.describe('accounts', () => {
  test('a visitor signs up, is asked to confirm before signing in, confirms on the page the e-mail opens, signs out and signs back in', async ({ page }) => {
    // The e-mail goes through the outbox, the queue and the worker before it reaches the inbox.
    test.slow();
    const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
    const email = newEmail('sam');

    const signUp = await openAuthTab(page, 'Sign Up');
    await signUp.getByLabel('Full Name').fill('Sam Taylor');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByText("We've sent you a confirmation link to complete your registration.")).toBeVisible();

    // Password sign-in waits for the confirmation, and offers to send the link again.
    const early = await openAuthTab(page, 'Sign In');
    await early.getByLabel('Email').fill(email);
    await early.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await early.getByRole('button', { name: 'Sign In' }).click();
    const refusal = early.getByRole('alert');
    await expect(refusal).toContainText('Please confirm your e-mail address first. We can send the link again.');
    await refusal.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText("We've sent the confirmation link again.")).toBeVisible();

    const confirmation = await inbox.waitForMessage(sentTo(email, /^Confirm your e-mail/));
    const confirmLink = linksIn(confirmation).find((link) => new URL(link).pathname === '/auth/confirm');
    expect(confirmLink).toBeDefined();
    // The link opens a page; only the button uses the token.
    await page.goto(confirmLink!);
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();

    await expect(page).toHaveURL(/\/$/);
    const accountButton = page.getByRole('button', { name: 'Sam Taylor' });
    await expect(accountButton).toHaveText('Sam Taylor');
    await accountButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([email, 'Order History', 'Your Account', 'Sign Out']);
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sam Taylor' })).toBeVisible();

    // A signed-in visitor who opens /auth is sent home.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a slow phone, text typed and Sign In pressed before the page has hydrated sign in once it has, and the password never enters a URL', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    // The app's script is held back until the visitor has typed into the server's HTML and pressed Sign In.
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(E2E_USERS.customer.email);
    await signIn.getByRole('textbox', { name: 'Password' }).fill(E2E_USERS.customer.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    // Held: no page load, the typed text still in the fields.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(signIn.getByLabel('Email')).toHaveValue(E2E_USERS.customer.email);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    releaseApp();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: E2E_USERS.customer.name })).toBeVisible();
    expect(urls.filter((url) => url.includes(encodeURIComponent(E2E_USERS.customer.password)) || url.includes('password='))).toEqual([]);
  });

  test('a wrong password is refused without saying whether the account exists', async ({ page }) => {
    const signIn = await openAuthTab(page, 'Sign In');
    await signIn.getByLabel('Email').fill(newEmail('nobody'));
    await signIn.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText('Sign in failed')).toBeVisible();
    await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a magic link opens a page whose button signs in once; using it again says it was used', async ({ page }) => {
    test.slow();
    const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
    const email = newEmail('magic');

    await openAuthTab(page, 'Sign In');
    const magicLink = page.getByRole('form', { name: 'Magic link' });
    await magicLink.getByLabel('Email').fill(email);
    await magicLink.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText("We've sent you a magic link to sign in.")).toBeVisible();

    const message = await inbox.waitForMessage(sentTo(email, /^Your sign-in link/));
    const link = linksIn(message).find((candidate) => new URL(candidate).pathname === '/auth/magic-link');
    expect(link).toBeDefined();
    // Opening the link twice (an e-mail scanner first, then the visitor) uses nothing.
    await page.request.get(link!);
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Sign in with your link' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // No full name yet: the label is the part of the e-mail before the @.
    await expect(page.getByRole('button', { name: email.split('@')[0] })).toBeVisible();

    await page.context().clearCookies();
    await page.goto(link!);
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('This link has already been used. Please request a new one.');
    await expect(page.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
  });
});
