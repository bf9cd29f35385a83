import { DataSource } from 'typeorm';
import type { RunningStandin } from '../../dev/http-server.js';
import { startPostcodeStandin } from '../../dev/postcode-standin.js';
import { startStripeStandin, type RunningStripeStandin } from '../../dev/stripe-standin.js';
import type { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import { createAdmin } from './admin-orders.test-factory.js';
import { Order } from './entities/order.entity.js';
import { createCustomer, deliveryOrder, fillCart, londonTime, type PricedItem, seedRestaurant, tuesday } from './orders.test-factory.js';

/** Issue 24: deleting an order must never keep a customer's money. */
describe('deleting an online order', () => {
  let postcodes: RunningStandin;
  let stripe: RunningStripeStandin;
  let api: TestApp;
  let admin: TestHttpClient;
  let dataSource: DataSource;
  let burger: PricedItem;

  beforeAll(async () => {
    postcodes = await startPostcodeStandin({ port: 0 });
    stripe = await startStripeStandin({ port: 0, log: () => undefined });
    api = await createTestApp({ POSTCODE_API_BASE: postcodes.url, STRIPE_API_BASE: stripe.url, TEST_CLOCK_ENABLED: 'true' });
    stripe.setWebhookTarget(`${api.url}/api/payments/webhook`);
    dataSource = api.app.get(DataSource);
    ({ burger } = await seedRestaurant(api));
    ({ client: admin } = await createAdmin(api));
  });

  afterAll(async () => {
    await api?.close();
    await stripe?.close();
    await postcodes?.close();
  });

  /** An online delivery order; `total` is what it was charged (the delivery fee is whatever another file in this worker saved last). */
  async function placeOnlineOrder(day: string, slot: string): Promise<{ orderId: string; orderNumber: string; sessionId: string; payUrl: string; total: number }> {
    const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
    await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);
    const response = await customer.client.post('/api/orders', deliveryOrder(slot));
    expect(response.status).toBe(201);
    const order = response.body.order as { id: string; orderNumber: string; totalPence: number };
    const payUrl = (response.body.next as { url: string }).url;
    return { orderId: order.id, orderNumber: order.orderNumber, sessionId: payUrl.split('/pay/')[1], payUrl, total: order.totalPence };
  }

  const orderExists = async (id: string) => (await dataSource.getRepository(Order).countBy({ id })) === 1;

  it('expires the Checkout Session of a pending online order before deleting it, so it can no longer be paid', async () => {
    const placed = await placeOnlineOrder(tuesday(40), '12:00');
    expect(stripe.getSession(placed.sessionId)?.status).toBe('open');
    const deleted = await admin.delete(`/api/admin/orders/${placed.orderId}`);
    expect(deleted.status).toBe(204);
    expect(stripe.getSession(placed.sessionId)?.status).toBe('expired');
    expect(await orderExists(placed.orderId)).toBe(false);
  });

  it('refuses to delete an order paid online until all of it is refunded (409); once it is, deletes it, keeps its refunds, and never refunds it twice', async () => {
    const placed = await placeOnlineOrder(tuesday(41), '12:00');
    const paid = await fetch(`${placed.payUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await until('the payment webhook marks the order paid', async () => (await dataSource.getRepository(Order).findOneByOrFail({ id: placed.orderId })).isPaid, 10_000);
    const paymentIntent = stripe.getSession(placed.sessionId)!.payment_intent!;
    const refundsAtStripe = () => stripe.refunds().filter((refund) => refund.payment_intent === paymentIntent);

    const refused = await admin.delete(`/api/admin/orders/${placed.orderId}`);
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'ORDER_PAID_ONLINE']);
    expect(refused.body.error?.message).toBe(
      'This order was paid online, so it cannot be deleted until all of it is refunded: the customer would keep no order and we would keep their money. Refund it from the order first.',
    );
    expect(await orderExists(placed.orderId)).toBe(true);
    expect(refundsAtStripe()).toEqual([]);

    // Half given back: still refused.
    expect((await admin.post(`/api/admin/orders/${placed.orderId}/refunds`, { amountPence: 1000, reason: 'Cold chips' })).status).toBe(200);
    expect((await admin.delete(`/api/admin/orders/${placed.orderId}`)).status).toBe(409);
    expect(await orderExists(placed.orderId)).toBe(true);

    // The rest given back: it may go, and the money's record stays, by the order's number.
    expect((await admin.post(`/api/admin/orders/${placed.orderId}/refunds`, { reason: 'Never arrived' })).status).toBe(200);
    expect(refundsAtStripe().map((refund) => refund.amount)).toEqual([1000, placed.total - 1000]);
    expect((await admin.delete(`/api/admin/orders/${placed.orderId}`)).status).toBe(204);
    expect(await orderExists(placed.orderId)).toBe(false);
    const kept = await dataSource.query('SELECT amount, status, order_id FROM order_refunds WHERE order_number = $1 ORDER BY amount', [placed.orderNumber]);
    expect(kept).toEqual([
      { amount: 1000, status: 'succeeded', order_id: null },
      { amount: placed.total - 1000, status: 'succeeded', order_id: null },
    ]);

    // Stripe tells us about the payment again (a redelivery): it was settled, so nothing is refunded again, and nothing asks for attention.
    expect((await stripe.sendEvent('checkout.session.completed', placed.sessionId)).delivery.status).toBe(200);
    expect(refundsAtStripe()).toHaveLength(2);
    const attention = (await admin.get('/api/admin/orders/attention')).body as unknown as { id: string }[];
    expect(attention.some((order) => order.id === placed.orderId)).toBe(false);
  });

  it('refunds a payment that arrives for a deleted order, once, and lists it in Needs attention until dismissed', async () => {
    const placed = await placeOnlineOrder(tuesday(42), '12:00');
    expect((await admin.delete(`/api/admin/orders/${placed.orderId}`)).status).toBe(204);

    // The bank completes the payment after all (as after an abandon): Stripe tells us about an order we deleted.
    const late = await stripe.sendEvent('checkout.session.completed', placed.sessionId);
    expect(late.delivery.status).toBe(200);
    const paymentIntent = stripe.getSession(placed.sessionId)!.payment_intent!;
    const refunds = () => stripe.refunds().filter((refund) => refund.payment_intent === paymentIntent);
    expect(refunds()).toEqual([expect.objectContaining({ amount: placed.total, currency: 'gbp', status: 'succeeded', metadata: expect.objectContaining({ orderId: placed.orderId }) })]);

    const attention = await admin.get('/api/admin/orders/attention');
    const listed = (attention.body as unknown as { id: string; orderNumber: string; attentionReason: string }[]).find((order) => order.id === placed.orderId);
    expect(listed).toMatchObject({ orderNumber: placed.orderNumber });
    expect(listed?.attentionReason).toMatch(new RegExp(`^Refunded after delete: Stripe payment of £22\\.40 \\(session ${placed.sessionId}, via checkout\\.session\\.completed\\) .*refund ${refunds()[0].id}`));

    // Redelivered: still one refund.
    expect((await stripe.redeliver(late.event.id)).status).toBe(200);
    expect((await stripe.sendEvent('checkout.session.async_payment_succeeded', placed.sessionId)).delivery.status).toBe(200);
    expect(refunds()).toHaveLength(1);
    // The audit log has the delete, then the refund once, made by the product itself.
    const audited = await dataSource.query('SELECT actor_email, action, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at, id', [placed.orderId]);
    expect(audited.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'refund']);
    expect(audited[1]).toEqual({
      actor_email: 'system',
      action: 'refund',
      after: { orderNumber: placed.orderNumber, refund: { amount: placed.total, method: 'stripe', automatic: true, reason: 'payment for a deleted order', stripeRefundId: refunds()[0].id } },
    });

    expect((await admin.post(`/api/admin/orders/${placed.orderId}/dismiss-attention`, {})).status).toBe(204);
    const after = (await admin.get('/api/admin/orders/attention')).body as unknown as { id: string }[];
    expect(after.some((order) => order.id === placed.orderId)).toBe(false);
  });
});
