import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { RunningStandin } from '../../dev/http-server.js';
import { startMailCatcher, type RunningMailCatcher } from '../../dev/mail-catcher.js';
import { MailInboxClient, sentTo } from '../../dev/mail-inbox.client.js';
import { startPostcodeStandin } from '../../dev/postcode-standin.js';
import { startStripeStandin, type RunningStripeStandin } from '../../dev/stripe-standin.js';
import { EmailOutboxMessage } from '../../infra/mail/entities/email-outbox-message.entity.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { PaymentEvent } from '../../infra/payments/entities/payment-event.entity.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { TestHttpClient } from '../../test/http-client.js';
import { truncateAll } from '../../test/test-database.js';
import { createTestApp, createTestWorker, freePort, type TestApp } from '../../test/test-app.js';
import { Order } from './entities/order.entity.js';
import { collectionOrder, createCustomer, deliveryOrder, fillCart, londonTime, type PricedItem, seedRestaurant, type TestCustomer, tuesday } from './orders.test-factory.js';

interface PlacedOnline {
  customer: TestCustomer;
  orderId: string;
  orderNumber: string;
  sessionId: string;
  payUrl: string;
}

describe('online payment: Stripe Checkout, webhooks, returns and reconciliation', () => {
  let mail: RunningMailCatcher;
  let postcodes: RunningStandin;
  let stripe: RunningStripeStandin;
  let api: TestApp;
  let unreachableStripe: TestApp;
  let worker: { close(): Promise<void> };
  let inbox: MailInboxClient;
  let dataSource: DataSource;
  let burger: PricedItem;
  let fries: PricedItem;
  let webhookUrl: string;

  const orderRow = (id: string) => dataSource.getRepository(Order).findOneByOrFail({ id });
  const outboxOf = (orderId: string) =>
    dataSource.getRepository(EmailOutboxMessage).createQueryBuilder('m').where('m.dedupe_key LIKE :key', { key: `order-confirmed:${orderId}:%` }).getMany();
  const slotLeft = async (now: string, time: string) => {
    const body = (await new TestHttpClient(api.url, { 'x-test-now': now }).get('/api/checkout/slots?type=delivery')).body as unknown as { slots: { time: string; left: number }[] };
    return body.slots.find((slot) => slot.time === time)?.left;
  };

  async function placeOnlineOrder(day: string, slot: string, now = londonTime(day, '11:00')): Promise<PlacedOnline> {
    const customer = await createCustomer(api, { now });
    await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);
    const response = await customer.client.post('/api/orders', deliveryOrder(slot));
    expect(response.status).toBe(201);
    const order = response.body.order as { id: string; orderNumber: string };
    const payUrl = (response.body.next as { url: string }).url;
    return { customer, orderId: order.id, orderNumber: order.orderNumber, sessionId: payUrl.split('/pay/')[1], payUrl };
  }

  /** The customer pays on the stand-in's hosted page (it delivers checkout.session.completed if a webhook is set). */
  async function payOnHostedPage(placed: PlacedOnline): Promise<void> {
    const response = await fetch(`${placed.payUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
  }

  /** Sends the worker's reconciliation job through BullMQ and waits until `done` holds. */
  async function reconcileUntil(done: () => Promise<boolean>): Promise<void> {
    await api.app.get(QueueService).enqueue(JobName.ReconcilePayments, {});
    const deadline = Date.now() + 15_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('reconciliation did not settle the orders in time');
      await sleep(100);
    }
  }

  async function emailsAbout(orderNumber: string): Promise<string[]> {
    return (await inbox.listMessages()).filter((message) => message.subject.includes(orderNumber)).map((message) => message.to[0].address);
  }

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, webPort: 0 });
    postcodes = await startPostcodeStandin({ port: 0 });
    stripe = await startStripeStandin({ port: 0, log: () => undefined });
    // Created before `api`: Passport's strategies are process-wide and the last app's win, so the
    // app whose sessions the tests use must be created last (and both live until afterAll).
    unreachableStripe = await createTestApp({ STRIPE_API_BASE: `http://127.0.0.1:${await freePort()}`, POSTCODE_API_BASE: postcodes.url, TEST_CLOCK_ENABLED: 'true' });
    api = await createTestApp({ SMTP_URL: mail.smtpUrl, POSTCODE_API_BASE: postcodes.url, STRIPE_API_BASE: stripe.url, TEST_CLOCK_ENABLED: 'true' });
    webhookUrl = `${api.url}/api/payments/webhook`;
    stripe.setWebhookTarget(webhookUrl);
    worker = await createTestWorker(api.config);
    inbox = new MailInboxClient(mail.url);
    dataSource = api.app.get(DataSource);
    await truncateAll(dataSource);
    ({ burger, fries } = await seedRestaurant(api));
  });

  afterEach(() => stripe.setWebhookTarget(webhookUrl));

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await unreachableStripe?.close();
    await stripe?.close();
    await postcodes?.close();
    await mail?.close();
  });

  it('creates the Checkout Session from the database: GBP lines, fee and tip as their own lines, 30-minute expiry', async () => {
    const placed = await placeOnlineOrder(tuesday(20), '12:00');
    const session = await new Stripe(api.config.stripeSecretKey, { host: '127.0.0.1', port: Number(new URL(stripe.url).port), protocol: 'http' }).checkout.sessions.retrieve(placed.sessionId, {
      expand: ['line_items'],
    });
    expect(session.metadata).toMatchObject({ orderId: placed.orderId, orderNumber: placed.orderNumber });
    expect(session.customer_email).toBe('dee@orders.test');
    expect(session.currency).toBe('gbp');
    // Card only: a same-day order cannot wait days for a bank payment while holding its slot.
    expect(session.allowed_payment_method_types).toEqual(['card']);
    expect(session.payment_method_types).toEqual(['card']);
    expect(session.success_url).toBe(`${api.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${api.url}/payment-cancel?order_id=${placed.orderId}`);
    expect(session.line_items?.data.map((line) => [line.description, line.quantity, line.amount_total])).toEqual([
      [`${burger.name} (Double)`, 2, 1790],
      ['Delivery fee', 1, 250],
      ['Driver tip', 1, 200],
    ]);
    const minutes = (session.expires_at * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(30);
    expect(minutes).toBeLessThan(32);
    const row = await orderRow(placed.orderId);
    expect(row.stripeSessionId).toBe(placed.sessionId);
    expect(row.stripeSessionExpiresAt?.getTime()).toBe(session.expires_at * 1000);
  });

  it('refuses a webhook whose signature does not verify, and records nothing', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: 'cs_forged', payment_status: 'paid' } } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    for (const signature of [forged, 't=1,v1=deadbeef', undefined]) {
      const response = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body: payload });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
    }
    await expect(dataSource.getRepository(PaymentEvent).countBy({ stripeEventId: 'evt_forged' })).resolves.toBe(0);
  });

  it('confirms once when completed is delivered three times and events arrive out of order', async () => {
    const placed = await placeOnlineOrder(tuesday(21), '12:00');
    const { event, delivery } = await stripe.sendEvent('checkout.session.completed', placed.sessionId);
    expect(delivery.status).toBe(200);
    const paid = await orderRow(placed.orderId);
    expect(paid).toMatchObject({ status: 'confirmed', isPaid: true });
    expect((await placed.customer.client.get('/api/cart')).body.lines).toEqual([]);

    expect((await stripe.redeliver(event.id)).status).toBe(200);
    expect((await stripe.redeliver(event.id)).status).toBe(200);
    // Late and out of order: an "expired" about the session as it was, and a repeated success.
    expect((await stripe.sendEvent('checkout.session.expired', placed.sessionId, { updateSession: false })).delivery.status).toBe(200);
    expect((await stripe.sendEvent('checkout.session.async_payment_succeeded', placed.sessionId)).delivery.status).toBe(200);

    const after = await orderRow(placed.orderId);
    expect(after).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(after.paidAt?.getTime()).toBe(paid.paidAt?.getTime());
    await expect(dataSource.getRepository(PaymentEvent).countBy({ stripeEventId: event.id })).resolves.toBe(1);
    expect(await outboxOf(placed.orderId)).toHaveLength(2);

    await inbox.waitForMessage(sentTo('dee@orders.test', `Your order ${placed.orderNumber} at Walkden Fried Chicken & Pizza`));
    await inbox.waitForMessage(sentTo(api.config.restaurantNotificationEmail, new RegExp(`${placed.orderNumber} for 12:00 \\(Paid\\)`)));
    await api.app.get(MailService).dispatchOutstanding();
    await sleep(500);
    expect((await emailsAbout(placed.orderNumber)).sort()).toEqual([api.config.restaurantNotificationEmail, 'dee@orders.test'].sort());

    const success = await placed.customer.client.get(`/api/payments/success?session_id=${placed.sessionId}`);
    // The restaurant's today beside the order's day: the page says 'today' or the day it is for (issue 28).
    expect(success.body).toMatchObject({ status: 'paid', order: { id: placed.orderId, isPaid: true, status: 'confirmed', orderDate: tuesday(21) }, today: tuesday(21) });
  });

  it('/payment-success asks Stripe: an unpaid session changes nothing, a paid one confirms even without a webhook', async () => {
    const placed = await placeOnlineOrder(tuesday(22), '12:00');
    const unpaid = await placed.customer.client.get(`/api/payments/success?session_id=${placed.sessionId}`);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ status: 'pending', order: { id: placed.orderId, status: 'pending', isPaid: false } });
    expect(await orderRow(placed.orderId)).toMatchObject({ status: 'pending', isPaid: false, paidAt: null });
    expect(await outboxOf(placed.orderId)).toEqual([]);

    const stranger = await createCustomer(api);
    expect((await stranger.client.get(`/api/payments/success?session_id=${placed.sessionId}`)).body).toMatchObject({ order: null, status: 'not_found' });
    expect((await placed.customer.client.get('/api/payments/success?session_id=cs_test_unknown')).body).toMatchObject({ order: null, status: 'not_found' });

    // The webhook is lost: the return page alone settles it, by retrieving the session.
    stripe.setWebhookTarget('http://127.0.0.1:9/unreachable');
    await payOnHostedPage(placed);
    const paid = await placed.customer.client.get(`/api/payments/success?session_id=${placed.sessionId}`);
    expect(paid.body).toMatchObject({ status: 'paid', order: { status: 'confirmed', isPaid: true } });
    expect(await outboxOf(placed.orderId)).toHaveLength(2);
  });

  it('cancel abandons the order and expires its session; a late completed leaves it abandoned', async () => {
    const day = tuesday(23);
    const now = londonTime(day, '11:00');
    const placed = await placeOnlineOrder(day, '13:15', now);
    expect(await slotLeft(now, '13:15')).toBe(2);

    // Stripe sends the customer back to the cancel URL, which names the order (not the session).
    const cancelUrl = new URL(String(stripe.getSession(placed.sessionId)?.cancel_url));
    expect(cancelUrl.pathname).toBe('/payment-cancel');
    expect(cancelUrl.searchParams.get('order_id')).toBe(placed.orderId);
    const cancelled = await placed.customer.client.post('/api/payments/cancel', { orderId: cancelUrl.searchParams.get('order_id') });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'abandoned', order: { status: 'abandoned', isPaid: false } });
    expect(stripe.getSession(placed.sessionId)?.status).toBe('expired');
    expect(await slotLeft(now, '13:15')).toBe(3);
    const again = await placed.customer.client.post('/api/payments/cancel', { sessionId: placed.sessionId });
    expect(again.body).toMatchObject({ status: 'abandoned' });
    const stranger = await createCustomer(api);
    expect((await stranger.client.post('/api/payments/cancel', { sessionId: placed.sessionId })).body).toMatchObject({ order: null, status: 'not_found' });

    const late = await stripe.sendEvent('checkout.session.completed', placed.sessionId);
    expect(late.delivery.status).toBe(200);
    const row = await orderRow(placed.orderId);
    expect(row).toMatchObject({ status: 'abandoned', isPaid: false });
    expect(await outboxOf(placed.orderId)).toEqual([]);
    expect(await slotLeft(now, '13:15')).toBe(3);
    expect((await placed.customer.client.get(`/api/payments/success?session_id=${placed.sessionId}`)).body).toMatchObject({ status: 'abandoned' });
  });

  it('refunds a payment that completes after the order was abandoned, once, and tells the customer and the restaurant', async () => {
    const day = tuesday(26);
    const now = londonTime(day, '11:00');
    const placed = await placeOnlineOrder(day, '13:15', now);
    expect((await placed.customer.client.post('/api/payments/cancel', { orderId: placed.orderId })).body).toMatchObject({ status: 'abandoned' });

    // The customer's bank confirms the payment after all (Stripe completes the session late).
    const late = await stripe.sendEvent('checkout.session.completed', placed.sessionId);
    expect(late.delivery.status).toBe(200);
    const paymentIntent = stripe.getSession(placed.sessionId)!.payment_intent!;
    const refunds = () => stripe.refunds().filter((refund) => refund.payment_intent === paymentIntent);
    expect(refunds()).toEqual([expect.objectContaining({ amount: 2240, currency: 'gbp', status: 'succeeded', metadata: expect.objectContaining({ orderId: placed.orderId }) })]);
    const refundId = refunds()[0].id;

    const row = await orderRow(placed.orderId);
    expect(row).toMatchObject({ status: 'abandoned', isPaid: false, stripeRefundId: refundId });
    expect(row.attentionReason).toMatch(new RegExp(`^Refunded after abandon: Stripe payment of £22\\.40 \\(session ${placed.sessionId}, via checkout\\.session\\.completed\\) .*refund ${refundId}`));

    const customerEmail = await inbox.waitForMessage(sentTo('dee@orders.test', `Your payment for order ${placed.orderNumber} at Walkden Fried Chicken & Pizza has been refunded`));
    expect(customerEmail.text).toContain('£22.40');
    expect(customerEmail.text).toContain(refundId);
    const restaurantEmail = await inbox.waitForMessage(sentTo(api.config.restaurantNotificationEmail, new RegExp(`Refunded: late payment for cancelled order ${placed.orderNumber}`)));
    expect(restaurantEmail.text).toContain('Do not prepare this order.');

    // Redelivered, replayed through another path, or reconciled again: still one refund, one pair of e-mails.
    expect((await stripe.redeliver(late.event.id)).status).toBe(200);
    expect((await stripe.sendEvent('checkout.session.async_payment_succeeded', placed.sessionId)).delivery.status).toBe(200);
    expect((await placed.customer.client.get(`/api/payments/success?session_id=${placed.sessionId}`)).body).toMatchObject({ status: 'abandoned' });
    expect(refunds()).toHaveLength(1);
    const refundEmails = await dataSource.getRepository(EmailOutboxMessage).createQueryBuilder('m').where('m.dedupe_key LIKE :key', { key: `order-refunded:${placed.orderId}:%` }).getMany();
    expect(refundEmails.map((message) => message.kind).sort()).toEqual(['payment-refunded', 'restaurant-payment-refunded']);
    expect(await outboxOf(placed.orderId)).toEqual([]);
    // The audit log has the refund once, made by the product itself.
    expect(await dataSource.query('SELECT actor_id, actor_email, action, after FROM audit_log WHERE entity_id = $1', [placed.orderId])).toEqual([
      { actor_id: null, actor_email: 'system', action: 'refund', after: { orderNumber: placed.orderNumber, refund: { amount: 2240, method: 'stripe', automatic: true, reason: 'payment for an abandoned order', stripeRefundId: refundId } } },
    ]);
  });

  it('flags an order whose paid session does not match its total, and does not mark it paid', async () => {
    const placed = await placeOnlineOrder(tuesday(27), '12:00');
    // The order now says £22.41 while Stripe was asked for £22.40 (e.g. a hand edit, or a bug in the lines).
    await dataSource.getRepository(Order).update({ id: placed.orderId }, { subtotal: 1791, total: 2241 });
    const paid = await stripe.sendEvent('checkout.session.completed', placed.sessionId);
    expect(paid.delivery.status).toBe(200);

    const row = await orderRow(placed.orderId);
    expect(row).toMatchObject({ status: 'pending', isPaid: false, paidAt: null });
    expect(row.attentionReason).toBe(
      `Amount mismatch: Stripe took £22.40 but the order total is £22.41 (session ${placed.sessionId}, via checkout.session.completed); not marked paid. Check the payment in Stripe.`,
    );
    expect(await outboxOf(placed.orderId)).toEqual([]);
    expect((await placed.customer.client.get('/api/cart')).body.lines).toHaveLength(1);
  });

  it('when an online order is paid, clears only the ordered lines from the cart, not those added since', async () => {
    const placed = await placeOnlineOrder(tuesday(28), '12:00');
    // While Stripe's page is open, the customer adds fries and a third burger to the cart.
    await fillCart(placed.customer, [{ item: fries }]);
    const burgerLine = ((await placed.customer.client.get('/api/cart')).body.lines as { id: string; itemName: string }[]).find((line) => line.itemName === burger.name)!;
    expect((await placed.customer.client.patch(`/api/cart/items/${burgerLine.id}`, { quantity: 3 })).status).toBe(200);

    expect((await stripe.sendEvent('checkout.session.completed', placed.sessionId)).delivery.status).toBe(200);
    expect(await orderRow(placed.orderId)).toMatchObject({ status: 'confirmed', isPaid: true });
    const lines = (await placed.customer.client.get('/api/cart')).body.lines as { itemName: string; quantity: number }[];
    expect(lines.map((line) => [line.itemName, line.quantity]).sort()).toEqual([
      [fries.name, 1],
      [burger.name, 1],
    ].sort());
  });

  it('reconciliation pages through every lost checkout, not only the 50 oldest', async () => {
    const day = tuesday(29);
    stripe.setWebhookTarget('http://127.0.0.1:9/unreachable');
    const client = new Stripe(api.config.stripeSecretKey, { host: '127.0.0.1', port: Number(new URL(stripe.url).port), protocol: 'http' });
    const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
    const longAgo = new Date(Date.now() - 3 * 60 * 60_000);
    // 50 older checkouts whose payment is still settling (complete, unpaid): reconciliation leaves them.
    const settling = [];
    for (let index = 0; index < 50; index++) {
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        success_url: 'http://shop.test/ok',
        line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 500, product_data: { name: 'Fries' } } }],
      });
      await stripe.sendEvent('checkout.session.async_payment_failed', session.id);
      settling.push(
        dataSource.getRepository(Order).create({
          orderNumber: `WK-PG${String(index).padStart(4, '0')}`,
          userId: customer.userId,
          orderDate: day,
          slotTime: '12:00:00',
          customerName: 'Old Checkout',
          customerEmail: 'old@orders.test',
          customerPhone: '07700 900000',
          specialInstructions: '',
          deliveryType: 'collection',
          deliveryAddress: null,
          deliveryPostcode: null,
          subtotal: 500,
          deliveryFee: 0,
          driverTip: 0,
          tax: 0,
          total: 500,
          status: 'pending',
          paymentMethod: 'online',
          isPaid: false,
          paidAt: null,
          stripeSessionId: session.id,
          stripeSessionExpiresAt: new Date(longAgo.getTime() + 30 * 60_000),
          attentionReason: null,
          createdAt: new Date(longAgo.getTime() + index * 1000),
        }),
      );
    }
    await dataSource.getRepository(Order).save(settling);
    // The 51st, newest: its customer never came back.
    const lost = await placeOnlineOrder(day, '13:45');
    await dataSource.getRepository(Order).update({ id: lost.orderId }, { stripeSessionExpiresAt: new Date(Date.now() - 10 * 60_000) });

    await reconcileUntil(async () => (await orderRow(lost.orderId)).status === 'abandoned');
    expect(stripe.getSession(lost.sessionId)?.status).toBe('expired');
    expect(await dataSource.getRepository(Order).countBy({ orderDate: day, status: 'pending' })).toBe(50);
  });

  it('the reconciliation job frees a lost slot and confirms a payment whose webhook was lost', async () => {
    const day = tuesday(24);
    const now = londonTime(day, '11:00');
    stripe.setWebhookTarget('http://127.0.0.1:9/unreachable');
    const abandonedCheckout = await placeOnlineOrder(day, '13:30', now);
    const paidCheckout = await placeOnlineOrder(day, '13:30', now);
    await payOnHostedPage(paidCheckout);
    expect(await slotLeft(now, '13:30')).toBe(1);

    // Both sessions are past their expiry as far as the order knows (the customers never came back).
    await dataSource.getRepository(Order).update([abandonedCheckout.orderId, paidCheckout.orderId], { stripeSessionExpiresAt: new Date(Date.now() - 10 * 60_000) });
    await reconcileUntil(async () => (await orderRow(abandonedCheckout.orderId)).status === 'abandoned' && (await orderRow(paidCheckout.orderId)).isPaid);

    expect(await orderRow(paidCheckout.orderId)).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(stripe.getSession(abandonedCheckout.sessionId)?.status).toBe('expired');
    expect(await slotLeft(now, '13:30')).toBe(2);
    expect(await outboxOf(abandonedCheckout.orderId)).toEqual([]);
    expect(await outboxOf(paidCheckout.orderId)).toHaveLength(2);
  });

  it('when Stripe cannot be reached, abandons the order so another customer can take the last place, and says to try again or pay on collection', async () => {
    const day = tuesday(25);
    const now = londonTime(day, '11:00');
    const placeOnCollection = async () => {
      const customer = await createCustomer(api, { now });
      await fillCart(customer, [{ item: fries }]);
      return customer.client.post('/api/orders', collectionOrder('12:00', { paymentMethod: 'collection' }));
    };
    // Two of the slot's three places taken: the online order below is for the last one.
    for (let i = 0; i < 2; i++) expect((await placeOnCollection()).status).toBe(201);
    expect(await slotLeft(now, '12:00')).toBe(1);

    const customer = await createCustomer(unreachableStripe, { now });
    await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);
    const response = await customer.client.post('/api/orders', collectionOrder('12:00', { paymentMethod: 'online' }));
    expect(response.status).toBe(502);
    expect(response.body.error).toMatchObject({
      code: 'PAYMENT_SESSION_FAILED',
      message: expect.stringMatching(/not placed and nothing was charged\. Please try again in a minute, or choose Pay on Collection\.$/),
      details: { title: 'Card Payments Unavailable' },
    });
    // Stripe's (or the network's) own words stay in the log.
    expect(response.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connection to Stripe|reason/i);
    const online = await dataSource.getRepository(Order).findBy({ orderDate: day, paymentMethod: 'online' });
    expect(online.map((order) => [order.status, order.isPaid])).toEqual([['abandoned', false]]);
    expect((await customer.client.get('/api/cart')).body.lines).toHaveLength(1);

    // The place is free again at once: the next customer takes it.
    expect(await slotLeft(now, '12:00')).toBe(1);
    expect((await placeOnCollection()).status).toBe(201);
    expect(await slotLeft(now, '12:00')).toBe(0);
  });

});
