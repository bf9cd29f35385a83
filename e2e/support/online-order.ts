import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { harnessUrls } from './harness.js';
import { csrfHeaders, newClientAddress, newEmail, query } from './sign-in.js';

// A customer's order paid online on the Stripe stand-in, and what the stand-in refunded: shared by
// the journeys that give money back (refunds, corrections).

/** The test key the harness gives the api; the Stripe stand-in takes any sk_test_ key. */
export const STRIPE_TEST_KEY = 'sk_test_local_e2e';

interface MenuDocument {
  categories: { items: { id: string; name: string; options: { id: string; name: string }[] }[] }[];
}

export interface StandinRefund {
  amount: number;
  metadata: Record<string, string>;
  status: string;
}

/**
 * A new customer's browser, signed up, confirmed (in the database) and signed in. `now` pins the
 * restaurant's clock (X-Test-Now) for its requests, so that the order has a slot whatever the real day.
 */
export async function signedInCustomer(browser: Browser, { now, name, password }: { now: string; name: string; password: string }): Promise<{ context: BrowserContext; email: string }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Now': now, 'X-Forwarded-For': newClientAddress() } });
  const page = await context.newPage();
  await page.goto('/');
  const email = newEmail(name.split(' ')[0].toLowerCase());
  expect((await context.request.post('/api/auth/sign-up', { data: { email, password, fullName: name }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  await query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email]);
  expect((await context.request.post('/api/auth/sign-in', { data: { email, password }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  await page.close();
  return { context, email };
}

/** A delivery instead of a collection: where to, and the driver's tip (the postcode stand-in knows M28 3BX, about 0.05 miles away). */
export interface DeliveryDetails {
  line: string;
  postcode: string;
  tipPence: number;
}

/**
 * Two Classic Smash (Double) at £9.49 and one Fries (Regular) at £2.99, £21.97 for collection (or,
 * with `delivery`, delivered with the delivery fee and a tip) at the first slot with room, paid
 * online on the stand-in's hosted page. Returns the order's number.
 */
export async function placeOrderPaidOnline(context: BrowserContext, { email, name, delivery }: { email: string; name: string; delivery?: DeliveryDetails }): Promise<string> {
  const page = await context.newPage();
  await page.goto('/');
  const menu = (await (await page.request.get('/api/menu?view=takeaway')).json()) as MenuDocument;
  const items = menu.categories.flatMap((category) => category.items);
  for (const [itemName, optionName] of [['Classic Smash', 'Double'], ['Classic Smash', 'Double'], ['Fries', 'Regular']]) {
    const item = items.find((candidate) => candidate.name === itemName)!;
    const option = item.options.find((candidate) => candidate.name === optionName)!;
    expect((await page.request.post('/api/cart/items', { data: { menuItemId: item.id, optionId: option.id }, headers: await csrfHeaders(context) })).ok()).toBe(true);
  }
  const type = delivery ? 'delivery' : 'collection';
  const slots = (await (await page.request.get(`/api/checkout/slots?type=${type}`)).json()) as { slots: { time: string; available: boolean }[] };
  const slotTime = slots.slots.find((slot) => slot.available)!.time;
  const placed = await page.request.post('/api/orders', {
    data: {
      deliveryType: type,
      slotTime,
      paymentMethod: 'online',
      customer: { name, email, phone: '07700 900654' },
      specialInstructions: '',
      ...(delivery && { address: { line: delivery.line, postcode: delivery.postcode }, tipPence: delivery.tipPence }),
    },
    headers: await csrfHeaders(context),
  });
  expect(placed.status()).toBe(201);
  const { order, next } = (await placed.json()) as { order: { orderNumber: string; subtotalPence: number; totalPence: number; driverTipPence: number }; next: { kind: string; url?: string } };
  if (delivery) expect([order.subtotalPence, order.driverTipPence]).toEqual([2197, delivery.tipPence]);
  else expect(order.totalPence).toBe(2197);
  expect(next.kind).toBe('redirect');

  // Stripe's hosted page, played by the local stand-in.
  await page.goto(next.url!);
  await expect(page.getByText('Local test payment page - no real money')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 20_000 });
  await page.close();
  return order.orderNumber;
}

/** What the Stripe stand-in refunded for this order, oldest first. */
export async function standinRefunds(page: Page, orderNumber: string): Promise<StandinRefund[]> {
  const response = await page.request.get(`${harnessUrls().stripeApiBase}/v1/refunds`, { headers: { Authorization: `Bearer ${STRIPE_TEST_KEY}` } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: StandinRefund[] };
  return data.filter((refund) => refund.metadata.orderNumber === orderNumber).reverse();
}
