import type { IncomingHttpHeaders, Server } from 'node:http';
import Stripe from 'stripe';
import { closeServer, listen, readBody } from './http-server.js';
import { StripeStandinClient } from './stripe-standin.client.js';
import { startStripeStandin, type RunningStripeStandin } from './stripe-standin.js';

const WEBHOOK_SECRET = 'whsec_stand_in_spec';

interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
}

/** What a product's webhook endpoint sees: the raw body, verified the way the product verifies it. */
function verified(received: ReceivedWebhook): Stripe.Event {
  return Stripe.webhooks.constructEvent(received.body, received.headers['stripe-signature'] as string, WEBHOOK_SECRET);
}

describe('Stripe stand-in, driven by the real stripe client', () => {
  let standin: RunningStripeStandin;
  let stripe: Stripe;
  let webhookServer: Server;
  const received: ReceivedWebhook[] = [];

  const sessionParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
    mode: 'payment',
    customer_email: 'customer@example.com',
    success_url: 'http://shop.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/payment-cancel?order=order-42',
    expires_at: Math.floor(Date.now() / 1000) + 30 * 60,
    metadata: { order_id: 'order-42' },
    line_items: [
      { quantity: 2, price_data: { currency: 'gbp', unit_amount: 650, product_data: { name: 'Smash Burger' } } },
      { quantity: 1, price_data: { currency: 'gbp', unit_amount: 250, product_data: { name: 'Delivery fee' } } },
    ],
    ...overrides,
  });

  const waitForWebhooks = async (count: number): Promise<ReceivedWebhook[]> => {
    const deadline = Date.now() + 5_000;
    while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return received;
  };

  beforeAll(async () => {
    const webhook = await listen(
      (req, res) => {
        void readBody(req).then((body) => {
          received.push({ body, headers: req.headers });
          res.writeHead(200).end('{"received":true}');
        });
      },
      { port: 0 },
    );
    webhookServer = webhook.server;
    standin = await startStripeStandin({ port: 0, webhookUrl: `${webhook.url}/api/payments/webhook`, webhookSecret: WEBHOOK_SECRET, log: () => undefined });
    const { hostname, port } = new URL(standin.url);
    stripe = new Stripe('sk_test_local', { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
  });

  afterEach(() => {
    received.length = 0;
  });

  afterAll(async () => {
    await standin.close();
    await closeServer(webhookServer);
  });

  it('creates an open session whose URL is its own hosted payment page', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());

    expect(session.id).toMatch(/^cs_test_/);
    expect(session.status).toBe('open');
    expect(session.payment_status).toBe('unpaid');
    expect(session.amount_total).toBe(1550);
    expect(session.currency).toBe('gbp');
    expect(session.metadata).toEqual({ order_id: 'order-42' });
    expect(session.url).toBe(`${standin.url}/pay/${session.id}`);

    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('Local test payment page - no real money');
    expect(html).toContain('£15.50');
    expect(html).toMatch(/>Pay<\/button>[\s\S]*>Fail<\/button>[\s\S]*>Cancel<\/button>/);
  });

  it('answers the same session for a repeated idempotency key, and refuses the key with other parameters', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-42-checkout' });
    const again = await stripe.checkout.sessions.create(sessionParams({ expires_at: first.expires_at }), { idempotencyKey: 'order-42-checkout' });
    expect(again.id).toBe(first.id);

    await expect(
      stripe.checkout.sessions.create(sessionParams({ customer_email: 'someone.else@example.com' }), { idempotencyKey: 'order-42-checkout' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('keeps the payment methods a session allows (card only for the product)', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams({ allowed_payment_method_types: ['card'] }));
    expect(session.allowed_payment_method_types).toEqual(['card']);
    expect(session.payment_method_types).toEqual(['card']);
  });

  it('refunds a paid session once per idempotency key, and no more than was paid', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    await expect(stripe.refunds.create({ payment_intent: 'pi_test_unknown' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect((await fetch(`${standin.url}/pay/${created.id}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(created.id)).payment_intent as string;
    expect(paymentIntent).toMatch(/^pi_test_/);

    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, metadata: { orderId: 'order-42' } }, { idempotencyKey: 'refund-order-42' });
    expect(refund).toMatchObject({ object: 'refund', amount: 1550, currency: 'gbp', payment_intent: paymentIntent, status: 'succeeded', metadata: { orderId: 'order-42' } });
    expect(refund.id).toMatch(/^re_test_/);
    const again = await stripe.refunds.create({ payment_intent: paymentIntent, metadata: { orderId: 'order-42' } }, { idempotencyKey: 'refund-order-42' });
    expect(again.id).toBe(refund.id);
    expect(standin.refunds().filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);

    await expect(stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'another-key' })).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    await expect(stripe.refunds.retrieve(refund.id)).resolves.toMatchObject({ id: refund.id, amount: 1550 });
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((r) => r.id)).toEqual([refund.id]);
  });

  it('refuses to refund a session that was never paid', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    expect((await fetch(`${standin.url}/pay/${created.id}/fail`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(created.id)).payment_intent as string;
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
  });

  it('retrieves a session, with its line items when expanded', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());

    const retrieved = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });

    expect(retrieved.id).toBe(created.id);
    expect(retrieved.line_items?.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['Smash Burger', 2, 1300],
      ['Delivery fee', 1, 250],
    ]);
    const lineItems = await stripe.checkout.sessions.listLineItems(created.id);
    expect(lineItems.data).toHaveLength(2);
  });

  it('expires an open session once, then tells the webhook', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());

    const expired = await stripe.checkout.sessions.expire(created.id);

    expect(expired.status).toBe('expired');
    expect(expired.url).toBeNull();
    await expect(stripe.checkout.sessions.expire(created.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const [webhook] = await waitForWebhooks(1);
    const event = verified(webhook);
    expect(event.type).toBe('checkout.session.expired');
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(created.id);
  });

  it('Pay completes the session, delivers a signed checkout.session.completed, and returns to the success URL', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());

    const response = await fetch(`${standin.url}/pay/${created.id}/pay`, { method: 'POST', redirect: 'manual' });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://shop.test/payment-success?session_id=${created.id}`);
    const [webhook] = await waitForWebhooks(1);
    expect(webhook.headers['content-type']).toContain('application/json');
    const event = verified(webhook);
    expect(event.type).toBe('checkout.session.completed');
    const sessionInEvent = event.data.object as Stripe.Checkout.Session;
    expect(sessionInEvent).toMatchObject({ id: created.id, status: 'complete', payment_status: 'paid', metadata: { order_id: 'order-42' } });
    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved.payment_status).toBe('paid');
    expect(retrieved.payment_intent).toMatch(/^pi_test_/);
    const closedPage = await fetch(`${standin.url}/pay/${created.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(closedPage.status).toBe(409);
  });

  it('Fail completes the checkout unpaid and then reports the asynchronous payment failure', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());

    const response = await fetch(`${standin.url}/pay/${created.id}/fail`, { method: 'POST', redirect: 'manual' });

    expect(response.status).toBe(303);
    const webhooks = await waitForWebhooks(2);
    expect(webhooks.map((w) => verified(w).type)).toEqual(['checkout.session.completed', 'checkout.session.async_payment_failed']);
    expect((verified(webhooks[1]).data.object as Stripe.Checkout.Session).payment_status).toBe('unpaid');
    await expect(stripe.checkout.sessions.retrieve(created.id)).resolves.toMatchObject({ status: 'complete', payment_status: 'unpaid' });
  });

  // Stripe fills in {CHECKOUT_SESSION_ID} in success_url only; cancel_url is followed as given.
  it('Cancel goes back to the cancel URL as given and leaves the session open', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());

    const response = await fetch(`${standin.url}/pay/${created.id}/cancel`, { method: 'POST', redirect: 'manual' });

    expect(response.headers.get('location')).toBe('http://shop.test/payment-cancel?order=order-42');
    await expect(stripe.checkout.sessions.retrieve(created.id)).resolves.toMatchObject({ status: 'open' });
    expect(received).toHaveLength(0);
  });

  it('sends chosen events and redelivers the very same event', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());

    const { event, delivery } = await standin.sendEvent('checkout.session.async_payment_succeeded', created.id);
    const redelivery = await standin.redeliver(event.id);

    expect(delivery.status).toBe(200);
    expect(redelivery.status).toBe(200);
    const webhooks = await waitForWebhooks(2);
    expect(webhooks.map((w) => verified(w).id)).toEqual([event.id, event.id]);
    await expect(stripe.checkout.sessions.retrieve(created.id)).resolves.toMatchObject({ status: 'complete', payment_status: 'paid' });
  });

  it('sends a late event without changing the session when asked, over the HTTP control API', async () => {
    const control = new StripeStandinClient(standin.url);
    const created = await stripe.checkout.sessions.create(sessionParams());
    await stripe.checkout.sessions.expire(created.id);
    await waitForWebhooks(1);

    const { event } = await control.sendEvent('checkout.session.completed', created.id, { updateSession: false });

    expect(event.data.object.status).toBe('expired');
    await expect(stripe.checkout.sessions.retrieve(created.id)).resolves.toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    const events = await control.listEvents();
    expect(events.map((e) => e.type)).toContain('checkout.session.completed');
  });

  it('refuses what real Stripe refuses: a live or missing key, an unknown session, amounts that are not whole pence', async () => {
    const live = new Stripe('sk_live_nope', { host: '127.0.0.1', port: Number(new URL(standin.url).port), protocol: 'http', maxNetworkRetries: 0 });
    await expect(live.checkout.sessions.retrieve('cs_test_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);

    await expect(stripe.checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });

    const pounds = sessionParams({ line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 6.5, product_data: { name: 'Chips' } } }] });
    await expect(stripe.checkout.sessions.create(pounds)).rejects.toMatchObject({ param: 'line_items[0][price_data][unit_amount]' });

    const expiresInMilliseconds = sessionParams({ expires_at: Date.now() + 30 * 60 * 1000 });
    await expect(stripe.checkout.sessions.create(expiresInMilliseconds)).rejects.toMatchObject({ param: 'expires_at' });
  });
});
