import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from '../support/axe.js';
import { hydrated } from '../support/hydration.js';
import { addCredential, addVirtualAuthenticator, credentialsOf } from '../support/passkeys.js';
import { csrfHeaders, newClientAddress, newEmail, query, signInThroughForm, type Credentials } from '../support/sign-in.js';

const PASSWORD = 'two step passphrase e2e';
// Customers' requests pin the restaurant's clock to a Saturday morning so that a collection slot is open.
const SATURDAY_10AM = '2031-01-18T10:00:00Z';

/**
 * What staff may use, as the backend's route-table test writes it out (accounts/admin-routes.int-spec.ts);
 * every other /api/admin route is for administrators only.
 */
const STAFF_ROUTES = [
  'GET /api/admin/badges',
  'GET /api/admin/orders/day',
  'GET /api/admin/orders/history',
  'GET /api/admin/orders/attention',
  'GET /api/admin/orders/{id}',
  'PATCH /api/admin/orders/{id}/status',
  'PATCH /api/admin/orders/{id}/paid',
  'GET /api/admin/bookings',
  'PATCH /api/admin/bookings/{id}/status',
  'POST /api/admin/bookings/decline',
  // Issue 26: the kitchen screen's tap and undo, Print again, busy mode and sold out today.
  'POST /api/admin/orders/{id}/advance',
  'POST /api/admin/orders/{id}/undo-advance',
  'POST /api/admin/orders/{id}/print',
  'PUT /api/admin/busy-mode/pause',
  'PUT /api/admin/busy-mode/reopen',
  'PUT /api/admin/busy-mode/prep-time',
  'DELETE /api/admin/busy-mode/prep-time',
  'PUT /api/admin/menu/items/{id}/sold-out',
  'PUT /api/admin/menu/options/{id}/sold-out',
  // Issue 27: phone and walk-in orders (the New order tab).
  'GET /api/admin/orders/slots',
  'POST /api/admin/orders',
  // Issue 27: correcting an order and collecting what it owes (refunds are the administrators').
  'PATCH /api/admin/orders/{id}',
  'POST /api/admin/orders/{id}/collect-balance',
  // Issue 29: a delivery's driver, picked from the staff list or typed.
  'GET /api/admin/orders/drivers',
  'PUT /api/admin/orders/{id}/driver',
  // Issue 28: the kitchen screen reads the stations and the next hour's load (changing stations is the administrators').
  'GET /api/admin/stations',
  'GET /api/admin/kitchen/load',
];

/** A new confirmed account of `role` (signed up through the api, confirmed and given the role in the database). */
async function createAccount(browser: Browser, role: 'staff' | 'administrator'): Promise<Credentials> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': newClientAddress() } });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const email = newEmail(role);
    expect((await context.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName: `Two Step ${role}` }, headers: await csrfHeaders(context) })).ok()).toBe(true);
    await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
    await query('UPDATE profiles SET role = $2, is_admin = $3 WHERE email = $1', [email, role, role === 'administrator']);
    return { email, password: PASSWORD };
  } finally {
    await context.close();
  }
}

/** Adds a passkey on the account page; the virtual authenticator answers the browser's prompt. */
async function addPasskeyOnAccountPage(page: Page): Promise<void> {
  await page.goto('/account');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys and apps' })).toContainText('Passkey (');
}

/** A collection order placed by a new customer (a browser pinned to a Saturday morning); its number. */
async function placeOrder(browser: Browser): Promise<string> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const email = newEmail('two-step-customer');
    expect((await context.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName: 'Kit Chen' }, headers: await csrfHeaders(context) })).ok()).toBe(true);
    await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
    expect((await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: await csrfHeaders(context) })).ok()).toBe(true);
    const menu = (await (await context.request.get('/api/menu?view=takeaway')).json()) as { categories: { items: { id: string; name: string; options: { id: string; name: string }[] }[] }[] };
    const item = menu.categories.flatMap((category) => category.items).find((candidate) => candidate.name === 'Classic Smash')!;
    const option = item.options.find((candidate) => candidate.name === 'Double')!;
    expect((await context.request.post('/api/cart/items', { data: { menuItemId: item.id, optionId: option.id }, headers: await csrfHeaders(context) })).ok()).toBe(true);
    const slots = (await (await context.request.get('/api/checkout/slots?type=collection')).json()) as { slots: { time: string; available: boolean }[] };
    const placed = await context.request.post('/api/orders', {
      data: {
        deliveryType: 'collection',
        slotTime: slots.slots.find((slot) => slot.available)!.time,
        paymentMethod: 'collection',
        customer: { name: 'Kit Chen', email, phone: '07700 900321' },
        specialInstructions: '',
      },
      headers: await csrfHeaders(context),
    });
    expect(placed.status()).toBe(201);
    return ((await placed.json()) as { order: { orderNumber: string } }).order.orderNumber;
  } finally {
    await context.close();
  }
}

/** Every /api/admin operation in the api's OpenAPI document, as "METHOD /path". */
async function adminOperations(context: BrowserContext): Promise<string[]> {
  const document = (await (await context.request.get('/api/docs/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/') || path === '/api/admin')
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
}

test.describe('two-step sign-in', () => {
  test('a member of staff signs in with a passkey on a fresh browser, sees Orders and Bookings only, and gets 403 from every other admin route', async ({ browser }) => {
    test.slow();
    const staff = await createAccount(browser, 'staff');

    // On the counter tablet they use every day: signed in with the password, a passkey added.
    const usual = await browser.newContext();
    const fresh = await browser.newContext();
    try {
      const tablet = await usual.newPage();
      const tabletAuthenticator = await addVirtualAuthenticator(tablet);
      await signInThroughForm(tablet, staff);
      await addPasskeyOnAccountPage(tablet);
      const [passkey] = await credentialsOf(tabletAuthenticator);
      expect(passkey.isResidentCredential).toBe(true);

      // A fresh browser with no cookies, which has the passkey (synced, as phones and password managers do).
      const page = await fresh.newPage();
      await addCredential(await addVirtualAuthenticator(page), passkey);
      await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
      await page.goto('/auth');
      await hydrated(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page.getByText('You have been signed in with your passkey.')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveText(['Orders', 'New order', 'Bookings', 'Kitchen']);

      // The server decides: with the passkey's sign-in the staff routes answer, every other admin route refuses.
      const operations = await adminOperations(fresh);
      expect(operations.length).toBeGreaterThan(STAFF_ROUTES.length);
      const headers = await csrfHeaders(fresh);
      const refusals: string[] = [];
      for (const operation of operations) {
        const [method, path] = operation.split(' ');
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const status = (await fresh.request.fetch(url, { method, headers, ...(method === 'GET' ? {} : { data: {} }) })).status();
        const expected = STAFF_ROUTES.includes(operation) ? status !== 401 && status !== 403 : status === 403;
        if (!expected) refusals.push(`${operation}: ${status}`);
      }
      expect(refusals).toEqual([]);
    } finally {
      await usual.close();
      await fresh.close();
    }
  });

  test("an administrator's delete asks for the second factor again after 10 minutes, and goes through once the passkey confirms it", async ({ browser }) => {
    test.slow();
    const admin = await createAccount(browser, 'administrator');
    const orderNumber = await placeOrder(browser);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await addVirtualAuthenticator(page);
      await signInThroughForm(page, admin);
      // Adding the passkey confirms it in this session, now.
      await addPasskeyOnAccountPage(page);
      const confirmedAt = Date.now();

      // Eleven minutes later, by the restaurant's clock (X-Test-Now), the administrator deletes the order.
      await context.setExtraHTTPHeaders({ 'X-Test-Now': new Date(confirmedAt + 11 * 60_000).toISOString() });
      const deletes: number[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'DELETE' && response.url().includes('/api/admin/orders/')) deletes.push(response.status());
      });
      await page.goto('/admin/orders');
      await hydrated(page);
      await page.getByRole('tab', { name: 'History' }).click();
      await page.getByRole('textbox', { name: 'Search orders' }).fill(orderNumber);
      await page.getByRole('button', { name: `Delete order ${orderNumber}` }).click();
      await page.getByRole('dialog', { name: 'Delete order' }).getByRole('button', { name: 'Delete' }).click();

      const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
      await expect(stepUp).toBeVisible();
      await stepUp.getByRole('button', { name: 'Use your passkey' }).click();
      await expect(page.getByText('Order deleted successfully')).toBeVisible();
      await expect(stepUp).toBeHidden();
      expect(deletes).toEqual([401, 204]);
      await expect(page.getByRole('button', { name: `Delete order ${orderNumber}` })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a member of staff sets up an authenticator app, and the next password sign-in asks for its code', async ({ browser }) => {
    test.slow();
    const staff = await createAccount(browser, 'staff');
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await signInThroughForm(page, staff);
      await page.goto('/account');
      await hydrated(page);
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      const secret = Secret.fromBase32((await page.getByTestId('totp-secret').textContent()) ?? '');
      const codeAt = (when: number) => TOTP.generate({ secret, timestamp: when });
      await page.getByLabel('6-digit code from the app').fill(codeAt(Date.now()));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(recoveryCodes).toHaveCount(10);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expect(page.getByRole('list', { name: 'Your passkeys and apps' })).toContainText('Authenticator app');

      // Signed out, and in again with the password a minute later: the code is asked for before anything staff-only.
      await page.request.post('/api/auth/sign-out', { headers: await csrfHeaders(context) });
      const aMinuteLater = Date.now() + 60_000;
      await context.setExtraHTTPHeaders({ 'X-Test-Now': new Date(aMinuteLater).toISOString() });
      await page.goto('/auth');
      await hydrated(page);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(staff.email);
      await form.getByRole('textbox', { name: 'Password' }).fill(staff.password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/auth\/two-step$/);
      expect((await page.request.get('/api/admin/badges')).status()).toBe(401);
      // The page only shows mid-sign-in, so the accessibility sweep checks it here.
      await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // A wrong code is refused and says so; the app's code lets them in.
      await page.getByLabel('App code or recovery code').fill('000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('alert')).toContainText('That code is not right, or it has been used already.');
      await page.getByLabel('App code or recovery code').fill(codeAt(aMinuteLater));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveText(['Orders', 'New order', 'Bookings', 'Kitchen']);
    } finally {
      await context.close();
    }
  });
});
