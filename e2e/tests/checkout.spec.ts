import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { linksIn, MailInboxClient, sentTo } from '../../backend/src/dev/mail-inbox.client.js';
import { harnessUrls } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';

// Slots are today's, after now + the buffer, on an open day: the journeys pin the restaurant's
// clock (honoured because the harness sets TEST_CLOCK_ENABLED) to a Saturday morning, when every
// breakfast, lunch and evening slot from 10:15 on is still ahead. Every request of the browser and
// of page.request carries it, so sign-up, sessions and slots all see the same "now".
const SATURDAY_10AM = '2031-01-18T10:00:00Z';
test.use({ extraHTTPHeaders: { 'X-Test-Now': SATURDAY_10AM } });

const PASSWORD = 'a long passphrase';
const RESTAURANT_INBOX = 'kitchen@walkdenfriedchicken.local';

interface MenuDocument {
  categories: { items: { id: string; name: string; options: { id: string; name: string; pricePence: number }[] }[] }[];
}

function newEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function csrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
  if (!token) throw new Error('no csrf_token cookie: open a page first');
  return { 'x-csrf-token': token };
}

/** Signs a new customer up and in through the confirmation e-mail; returns their e-mail. */
async function signUpAndConfirm(page: Page, fullName: string): Promise<string> {
  // The cookie notice has its own journey; here it would only cover the cart panel's buttons.
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
  const email = newEmail(fullName.split(' ')[0].toLowerCase());
  await page.goto('/');
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, fullName },
    headers: await csrfHeaders(page.context()),
  });
  expect(signUp.ok()).toBe(true);
  const confirmation = await inbox.waitForMessage(sentTo(email, /^Confirm your e-mail/), 20_000);
  const confirmLink = linksIn(confirmation).find((link) => new URL(link).pathname === '/auth/confirm');
  expect(confirmLink).toBeDefined();
  await page.goto(confirmLink!);
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('button', { name: fullName })).toBeVisible();
  return email;
}

/** Puts menu items in the signed-in customer's cart through the cart API (the menu page has its own journeys). */
async function fillCart(page: Page, wanted: { item: string; option: string }[]): Promise<void> {
  const menu = (await (await page.request.get('/api/menu?view=takeaway')).json()) as MenuDocument;
  const items = menu.categories.flatMap((category) => category.items);
  for (const { item: itemName, option: optionName } of wanted) {
    const item = items.find((candidate) => candidate.name === itemName);
    const option = item?.options.find((candidate) => candidate.name === optionName);
    if (!item || !option) throw new Error(`${itemName} (${optionName}) is not on the seeded menu`);
    const added = await page.request.post('/api/cart/items', {
      data: { menuItemId: item.id, optionId: option.id },
      headers: await csrfHeaders(page.context()),
    });
    expect(added.ok()).toBe(true);
  }
}

/** The menu page's card has hydrated once choosing delivery sticks. */
async function openDeliveryCard(page: Page, path: string) {
  await page.goto(path);
  const card = page.getByRole('region', { name: 'Select Delivery Option & Time' });
  await expect(card).toBeVisible();
  return card;
}

async function chooseDelivery(page: Page, card: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await card.getByRole('radio', { name: 'Delivery' }).check({ timeout: 1_000 });
    await expect(card.getByRole('textbox', { name: 'Postcode' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Picks the first slot that can still be chosen and returns its time (HH:MM). */
async function chooseFirstFreeSlot(card: ReturnType<Page['getByRole']>): Promise<string> {
  const slot = card.getByRole('button', { name: /^\d{2}:\d{2}, [1-9]\d* left$/ }).first();
  await expect(slot).toBeVisible();
  const label = (await slot.getAttribute('aria-label'))!;
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return label.slice(0, 5);
}

async function goToCheckoutFromCart(page: Page) {
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
}

async function placeOrderRequest(request: APIRequestContext, context: BrowserContext, body: Record<string, unknown>) {
  return request.post('/api/orders', { data: body, headers: await csrfHeaders(context) });
}

test.describe('checkout', () => {
  test('collection paid on collection: the slot chosen on the menu carries to checkout, then thank-you and both e-mails', async ({ page }) => {
    test.slow();
    const inbox = new MailInboxClient(harnessUrls().mailInboxUrl);
    const email = await signUpAndConfirm(page, 'Casey Collins');
    await fillCart(page, [{ item: 'Classic Smash', option: 'Double' }]);

    const card = await openDeliveryCard(page, '/takeaway');
    await expect(card.getByRole('radio', { name: 'Collection' })).toBeChecked();
    const slot = await chooseFirstFreeSlot(card);

    await goToCheckoutFromCart(page);
    const checkoutCard = page.getByRole('region', { name: 'Select Delivery Option & Time' });
    await expect(checkoutCard.getByRole('button', { name: new RegExp(`^${slot}, `) })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Driver tip' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Casey Collins');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    await page.getByRole('radio', { name: 'Pay on Collection' }).check();
    await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900123');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByText('Order Placed')).toBeVisible();
    await expect(page.getByText('Your order has been created. Please pay when you collect or on delivery.')).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you\?/);
    await expect(page.getByText('Your order has been placed successfully')).toBeVisible();
    const next = page.getByRole('list', { name: "What's Next?" });
    await expect(next).toContainText(`at ${slot} today to collect your order`);
    await expect(next).toContainText('Please have your payment ready when you collect.');
    const orderNumber = (await page.getByText(/^Order #/).textContent())!.replace('Order #', '');

    const confirmation = await inbox.waitForMessage(sentTo(email, `Your order ${orderNumber} at Walkden Fried Chicken & Pizza`), 20_000);
    expect(confirmation.text).toContain('Classic Smash');
    const notification = await inbox.waitForMessage(sentTo(RESTAURANT_INBOX, new RegExp(`order ${orderNumber} for ${slot}`)), 20_000);
    expect(notification.subject).toMatch(/^New collection order/i);

    // The cart was emptied by the order.
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('delivery to M28 3BX with a £2 tip, paid online through the payment page, then shown paid in the order history', async ({ page }) => {
    test.slow();
    await signUpAndConfirm(page, 'Dana Delivery');
    // £28.99: over the £15 minimum.
    await fillCart(page, [{ item: 'Family Bucket', option: 'Regular' }]);

    const card = await openDeliveryCard(page, '/menu');
    await chooseDelivery(page, card);
    await card.getByRole('textbox', { name: 'Address' }).fill('12 Bolton Road, Walkden');
    await card.getByRole('textbox', { name: 'Postcode' }).fill('m28 3bx');
    await expect(card.getByText('Delivery available')).toBeVisible();
    const slot = await chooseFirstFreeSlot(card);

    await goToCheckoutFromCart(page);
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('m28 3bx');
    await expect(page.getByText('Delivery available')).toBeVisible();
    const payment = page.getByRole('radiogroup', { name: 'Payment method' });
    await expect(payment.getByRole('radio')).toHaveCount(1);
    await page.getByRole('group', { name: 'Driver tip' }).getByRole('button', { name: '£2' }).click();
    await payment.getByRole('radio', { name: 'Pay Online' }).check();
    await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900456');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    // £28.99 + £2.50 delivery + £2.00 tip
    await expect(summary).toContainText('£33.49');
    await summary.getByRole('button', { name: 'Place Order' }).click();

    // Stripe's hosted page, played by the local stand-in.
    await expect(page.getByText('Local test payment page - no real money')).toBeVisible();
    await expect(page.getByText('£33.49')).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`Delivery today at ${slot} · £33.49`)).toBeVisible();

    await page.getByRole('link', { name: 'View Order History' }).click();
    await expect(page).toHaveURL(/\/order-history$/);
    const order = page.getByRole('button', { name: /^Order #/ }).first();
    await expect(order).toContainText('Confirmed');
    await expect(order).toContainText('£33.49');
    await order.click();
    const details = page.getByRole('region', { name: /^Order #/ }).first();
    await expect(details).toContainText('Family Bucket');
    await expect(details).toContainText('Payment: Paid · Online');
    await expect(details).toContainText('Driver tip£2.00');
  });

  test('an out-of-area postcode and a below-minimum delivery cannot be ordered', async ({ page }) => {
    test.slow();
    await signUpAndConfirm(page, 'Morgan Minimum');
    // £3.75: under the £15 minimum for delivery.
    await fillCart(page, [{ item: 'Bacon Barm', option: 'Regular' }]);

    await page.goto('/checkout');
    const card = page.getByRole('region', { name: 'Select Delivery Option & Time' });
    await chooseDelivery(page, card);
    await card.getByRole('textbox', { name: 'Address' }).fill('1 Piccadilly, Manchester');
    await card.getByRole('textbox', { name: 'Postcode' }).fill('M1 1AE');
    await expect(card.getByText('Delivery not available to this postcode')).toBeVisible();
    await expect(card.getByRole('button', { name: /left$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();

    // The server refuses the same order placed around the page, with SPEC 5's words.
    const slots = (await (await page.request.get('/api/checkout/slots?type=delivery')).json()) as { slots: { time: string; available: boolean }[] };
    const slotTime = slots.slots.find((slot) => slot.available)!.time;
    const order = {
      deliveryType: 'delivery',
      slotTime,
      paymentMethod: 'online',
      customer: { name: 'Morgan Minimum', email: 'morgan@example.com', phone: '07700 900789' },
      address: { line: '1 Piccadilly, Manchester', postcode: 'M1 1AE' },
    };
    const outOfArea = await placeOrderRequest(page.request, page.context(), order);
    expect(outOfArea.status()).toBe(422);
    expect((await outOfArea.json()).error).toMatchObject({
      message: 'Please provide a valid delivery address within our delivery area.',
      details: { title: 'Delivery Information Required' },
    });

    // Walkden is in the area, but £3.75 is under the minimum.
    await card.getByRole('textbox', { name: 'Postcode' }).fill('M28 0AA');
    await expect(card.getByText('Delivery available')).toBeVisible();
    await chooseFirstFreeSlot(card);
    await expect(page.getByText('Delivery orders require a minimum of £15.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();

    const belowMinimum = await placeOrderRequest(page.request, page.context(), { ...order, address: { line: '2 Walkden Road', postcode: 'M28 0AA' } });
    expect(belowMinimum.status()).toBe(422);
    expect((await belowMinimum.json()).error).toMatchObject({
      message: 'Delivery orders require a minimum of £15.',
      details: { title: 'Minimum Order Not Met' },
    });

    // Collection has no minimum: switching to it makes the order placeable.
    await card.getByRole('radio', { name: 'Collection' }).check();
    await chooseFirstFreeSlot(card);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});
