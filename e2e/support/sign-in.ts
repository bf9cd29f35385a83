import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { harnessUrls } from './harness.js';
import { hydrated } from './hydration.js';

// Signing in and the small helpers around it, shared by the journeys.

export type Credentials = { email: string; password: string };

/** An e-mail address no other journey uses. */
export function newEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A client address of a person's own (TEST-NET-3, sent as X-Forwarded-For, which the api trusts from
 * loopback): the per-address limits (10 sign-ups an hour) then count each simulated person apart, as
 * real customers on their own connections are, instead of the whole run as one address.
 */
export function newClientAddress(): string {
  return `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
}

/** One SQL statement against the harness's database. */
export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: harnessUrls().databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The CSRF header for API calls from this browser (a page must have been opened). */
export async function csrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
  if (!token) throw new Error('no csrf_token cookie: open a page first');
  return { 'x-csrf-token': token };
}

/** Signs in through the /auth form, as a person would; the cookie notice is already accepted. */
export async function signInThroughForm(page: Page, { email, password }: Credentials): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  // Text typed into the server's HTML before React hydrates it is not in React's state.
  await hydrated(page);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs the page's browser in through the API (the journey is about another screen); the cookie notice is accepted. */
export async function signInByApi(page: Page, { email, password }: Credentials): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/');
  const response = await page.request.post('/api/auth/sign-in', { data: { email, password }, headers: await csrfHeaders(page.context()) });
  expect(response.ok()).toBe(true);
}

/**
 * A new administrator's browser, signed in: signs up, is confirmed and made an administrator in the database,
 * signs in. `now` pins the restaurant's clock (X-Test-Now) for this browser as for the journey.
 */
export async function signedInAdmin(browser: Browser, { now, name, password }: { now: string; name: string; password: string }): Promise<BrowserContext> {
  // An address of its own: the journeys sign up more administrators than one address may in an hour.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Now': now, 'X-Forwarded-For': newClientAddress() } });
  const page = await context.newPage();
  await page.goto('/');
  const email = newEmail('admin');
  expect((await context.request.post('/api/auth/sign-up', { data: { email, password, fullName: name }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
  await query(`UPDATE profiles SET role = 'administrator', is_admin = true WHERE email = $1`, [email]);
  expect((await context.request.post('/api/auth/sign-in', { data: { email, password }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  return context;
}
