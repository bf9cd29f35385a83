import { type BrowserContext, expect, test } from '@playwright/test';
import { harnessUrls } from '../support/harness.js';
import { csrfHeaders, newClientAddress, newEmail, query, signedInAdmin } from '../support/sign-in.js';

// The customer's requests pin the restaurant's clock to a Saturday morning, so that slots are open whatever the day.
const SATURDAY_10AM = '2031-01-25T10:00:00Z';
const PASSWORD = 'a long passphrase';

interface MenuDocument {
  categories: { items: { id: string; name: string; options: { id: string; name: string }[] }[] }[];
}

/**
 * The browser's push service is the harness's stand-in: Chromium would subscribe at Google's (FCM),
 * out of reach here. The page's own code runs as it does for a customer (permission, the service
 * worker, PushManager.subscribe, the api); only the subscription comes from the stand-in, which then
 * receives the server's message, checks its VAPID signature and decrypts it as the browser would.
 */
async function withStandinPushService(context: BrowserContext): Promise<void> {
  const { pushApiBase } = harnessUrls();
  await context.grantPermissions(['notifications']);
  // Made here, not by the page: the stand-in is another origin, which the page may not fetch from.
  const made = (await (await fetch(`${pushApiBase}/subscriptions`, { method: 'POST' })).json()) as PushSubscriptionJSON;
  await context.addInitScript((json: PushSubscriptionJSON) => {
    let subscribed = false;
    const subscription = { endpoint: json.endpoint, toJSON: () => json } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = () => Promise.resolve(subscribed ? subscription : null);
    PushManager.prototype.subscribe = () => {
      subscribed = true;
      return Promise.resolve(subscription);
    };
  }, made);
}

test('a customer asks to be told when the order is ready, and the ready message reaches the push service, signed and encrypted for that browser', async ({ browser }) => {
  test.slow();
  const { pushApiBase } = harnessUrls();
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM, 'X-Forwarded-For': newClientAddress() } });
  await withStandinPushService(context);
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/');
  const email = newEmail('pushed');
  expect((await context.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName: 'Pat Push' }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
  expect((await context.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  const menu = (await (await context.request.get('/api/menu?view=takeaway')).json()) as MenuDocument;
  const fries = menu.categories.flatMap((category) => category.items).find((item) => item.name === 'Fries')!;
  expect((await context.request.post('/api/cart/items', { data: { menuItemId: fries.id, optionId: fries.options[0].id }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  const slots = (await (await context.request.get('/api/checkout/slots?type=collection')).json()) as { slots: { time: string; available: boolean }[] };
  const placed = await context.request.post('/api/orders', {
    data: { deliveryType: 'collection', slotTime: slots.slots.find((slot) => slot.available)!.time, paymentMethod: 'collection', customer: { name: 'Pat Push', email, phone: '07700 900987' }, specialInstructions: '' },
    headers: await csrfHeaders(context),
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string; orderNumber: string } };

  await page.goto(`/thank-you?id=${order.id}&order=${order.orderNumber}&type=collection&payment=later`);
  const progress = page.getByTestId('order-progress');
  await expect(progress).toHaveAttribute('data-live', 'true');
  await progress.getByRole('button', { name: 'Tell me when it is ready' }).click();
  await expect(progress.getByRole('status').filter({ hasText: 'We will tell you on this device' })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);

  // The kitchen marks it ready; the customer's page may be closed by then.
  await page.close();
  const admin = await signedInAdmin(browser, { now: SATURDAY_10AM, name: 'Sam Owner', password: PASSWORD });
  expect((await admin.request.patch(`/api/admin/orders/${order.id}/status`, { data: { status: 'ready' }, headers: await csrfHeaders(admin) })).ok()).toBe(true);

  await expect(async () => {
    const { messages } = (await (await fetch(`${pushApiBase}/messages`)).json()) as { messages: { payload: string; vapid: { aud: string } }[] };
    const mine = messages.map((message) => JSON.parse(message.payload) as { title: string; body: string; url: string }).filter((message) => message.body.includes(order.orderNumber));
    expect(mine).toEqual([{ title: 'Your order is ready for collection', body: `Order ${order.orderNumber} at Walkden Fried Chicken & Pizza`, url: expect.stringContaining(`/track/${order.id}#`), tag: `order-${order.orderNumber}` }]);
  }).toPass({ timeout: 20_000 });
  await context.close();
  await admin.close();
});
