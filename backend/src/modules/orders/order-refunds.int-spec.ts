import { randomUUID } from 'node:crypto';
import { DataSource, Like } from 'typeorm';
import type { RunningStandin } from '../../dev/http-server.js';
import { startPostcodeStandin } from '../../dev/postcode-standin.js';
import { startStripeStandin, type RunningStripeStandin } from '../../dev/stripe-standin.js';
import { EmailOutboxMessage } from '../../infra/mail/entities/email-outbox-message.entity.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { AuditEntry } from '../audit/entities/audit-entry.entity.js';
import { createAdmin, insertOrder } from './admin-orders.test-factory.js';
import { OrderRefund } from './entities/order-refund.entity.js';
import { Order } from './entities/order.entity.js';
import { createCustomer, deliveryOrder, fillCart, londonTime, type PricedItem, seedRestaurant, tuesday } from './orders.test-factory.js';

interface AdminOrderBody {
  id: string;
  items: { id: string; quantity: number; unitPricePence: number }[];
  totalPence: number;
  refundedPence: number;
  refundablePence: number;
  refunds: { amountPence: number; method: string; status: string; reason: string; lines: { orderItemId: string; quantity: number }[]; stripeRefundId: string | null }[];
  attentionReason: string | null;
}

/** Issue 27: administrators give money back, through Stripe or in cash, never more than was paid. */
describe('refunds', () => {
  let postcodes: RunningStandin;
  let stripe: RunningStripeStandin;
  let api: TestApp;
  let admin: TestHttpClient;
  let dataSource: DataSource;
  let burger: PricedItem;
  let day = 200;

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

  /** A delivery order of two double burgers (£17.90 + the delivery fee + £2.00 tip), paid at the stand-in; its payment intent. */
  async function paidOnlineOrder(): Promise<{ orderId: string; paymentIntent: string }> {
    day += 1;
    const customer = await createCustomer(api, { now: londonTime(tuesday(day), '11:00') });
    await fillCart(customer, [{ item: burger, option: 'Double', quantity: 2 }]);
    const placed = await customer.client.post('/api/orders', deliveryOrder('12:00'));
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { id: string }).id;
    const payUrl = (placed.body.next as { url: string }).url;
    expect((await fetch(`${payUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await until('the webhook marked it paid', async () => (await dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).isPaid);
    return { orderId, paymentIntent: stripe.getSession(payUrl.split('/pay/')[1])!.payment_intent! };
  }

  const refundsAtStripe = (paymentIntent: string) => stripe.refunds().filter((refund) => refund.payment_intent === paymentIntent);
  const refund = (orderId: string, body: Record<string, unknown>, key?: string) => admin.post(`/api/admin/orders/${orderId}/refunds`, body, key ? { 'idempotency-key': key } : {});
  const refundEmails = (orderId: string) => dataSource.getRepository(EmailOutboxMessage).findBy({ dedupeKey: Like(`order-refund:${orderId}:%`) });

  it('refunds chosen lines, then an amount, then the rest, each at Stripe and e-mailed, and then nothing more', async () => {
    const { orderId, paymentIntent } = await paidOnlineOrder();
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).body as unknown as AdminOrderBody;
    // £17.90 of burgers, the delivery fee the settings have now (another file may have changed it) and a £2.00 tip.
    const total = order.totalPence;
    expect([order.refundablePence, order.refunds]).toEqual([total, []]);
    const line = order.items[0];

    const first = await refund(orderId, { reason: 'One burger was cold', lines: [{ orderItemId: line.id, quantity: 1 }] });
    expect(first.status).toBe(200);
    const afterFirst = first.body as unknown as AdminOrderBody;
    expect(afterFirst.refunds).toEqual([expect.objectContaining({ amountPence: 895, method: 'stripe', status: 'succeeded', reason: 'One burger was cold', lines: [{ orderItemId: line.id, quantity: 1 }] })]);
    expect([afterFirst.refundedPence, afterFirst.refundablePence]).toEqual([895, total - 895]);
    expect(refundsAtStripe(paymentIntent).map((made) => [made.amount, made.id])).toEqual([[895, afterFirst.refunds[0].stripeRefundId]]);

    // The line has one unit left: two more are refused, and nothing is asked of Stripe.
    const tooMany = await refund(orderId, { reason: 'Both', lines: [{ orderItemId: line.id, quantity: 2 }] });
    expect([tooMany.status, tooMany.body.error?.code, tooMany.body.error?.message]).toEqual([422, 'REFUND_LINE_TOO_MANY', 'Only 1 of that line can still be refunded.']);
    const tooLarge = await refund(orderId, { reason: 'Everything', amountPence: total - 895 + 1 });
    expect([tooLarge.status, tooLarge.body.error?.message]).toEqual([422, `You can refund at most £${((total - 895) / 100).toFixed(2)} on this order.`]);
    const noReason = await refund(orderId, { reason: '', amountPence: 100 });
    expect([noReason.status, noReason.body.error?.message]).toEqual([400, expect.stringContaining('Please say why you are refunding.')]);
    expect(refundsAtStripe(paymentIntent)).toHaveLength(1);

    expect((await refund(orderId, { reason: 'Late delivery', amountPence: 200 })).status).toBe(200);
    const rest = await refund(orderId, { reason: 'Order cancelled' });
    expect((rest.body as unknown as AdminOrderBody).refunds.map((made) => made.amountPence)).toEqual([895, 200, total - 1095]);
    expect((rest.body as unknown as AdminOrderBody).refundablePence).toBe(0);
    expect(refundsAtStripe(paymentIntent).reduce((sum, made) => sum + made.amount, 0)).toBe(total);

    const nothing = await refund(orderId, { reason: 'Again' });
    expect([nothing.status, nothing.body.error?.code]).toEqual([409, 'NOTHING_LEFT_TO_REFUND']);

    const emails = await refundEmails(orderId);
    expect(emails.map((email) => [email.kind, (email.payload as { data?: { refundAmount?: number } }).data?.refundAmount ?? email.payload.refundAmount]).sort()).toEqual(
      [
        ['order-refund', total - 1095],
        ['order-refund', 200],
        ['order-refund', 895],
      ].sort(),
    );
    const audited = await dataSource.getRepository(AuditEntry).findBy({ entityId: orderId, action: 'refund' });
    expect(audited.map((entry) => (entry.after as { refunded: number }).refunded).sort((a, b) => a - b)).toEqual([895, 1095, total]);
  });

  it('never gives back more than was paid, however many refunds are asked for at once', async () => {
    const { orderId, paymentIntent } = await paidOnlineOrder();
    // Six administrators' screens ask for £10.00 each at the same moment: only two fit in about £22 (a fee of up to £9.99).
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => refund(orderId, { reason: `Screen ${index}`, amountPence: 1000 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 422, 422, 422, 422]);
    expect(refundsAtStripe(paymentIntent).map((made) => made.amount)).toEqual([1000, 1000]);
    const rows = await dataSource.getRepository(OrderRefund).findBy({ orderId });
    expect(rows.map((row) => [row.amount, row.status])).toEqual([
      [1000, 'succeeded'],
      [1000, 'succeeded'],
    ]);
  });

  it('refunds once for one Idempotency-Key, however often the request comes', async () => {
    const { orderId, paymentIntent } = await paidOnlineOrder();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => refund(orderId, { reason: 'Double click', amountPence: 500 }, key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(refundsAtStripe(paymentIntent).map((made) => made.amount)).toEqual([500]);
    expect(await dataSource.getRepository(OrderRefund).countBy({ orderId })).toBe(1);
    expect(await refundEmails(orderId)).toHaveLength(1);
  });

  it('records a refund Stripe refuses as failed, counts it for nothing, and lists the order in Needs attention', async () => {
    const { orderId, paymentIntent } = await paidOnlineOrder();
    // Someone refunded it all in Stripe's dashboard meanwhile.
    const direct = await fetch(`${stripe.url}/v1/refunds`, { method: 'POST', headers: { authorization: 'Bearer sk_test_dashboard', 'content-type': 'application/x-www-form-urlencoded' }, body: `payment_intent=${paymentIntent}` });
    expect(direct.status).toBe(200);

    const key = randomUUID();
    const refused = await refund(orderId, { reason: 'Cold chips', amountPence: 300 }, key);
    expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([502, 'REFUND_FAILED', 'The refund of £3.00 could not be made (Stripe said charge_already_refunded). The order is on Needs attention.']);
    // The same request again (its answer lost on the way) is told the same: never 'done' for a refund not made.
    const repeated = await refund(orderId, { reason: 'Cold chips', amountPence: 300 }, key);
    expect([repeated.status, repeated.body.error?.message]).toEqual([502, refused.body.error?.message]);
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).body as unknown as AdminOrderBody;
    expect(order.refunds).toEqual([expect.objectContaining({ amountPence: 300, status: 'failed' })]);
    expect([order.refundedPence, order.refundablePence]).toEqual([0, order.totalPence]);
    const attention = (await admin.get('/api/admin/orders/attention')).body as unknown as AdminOrderBody[];
    expect(attention.find((listed) => listed.id === orderId)?.attentionReason).toBe(
      'A refund of £3.00 could not be made at Stripe (Stripe said charge_already_refunded). Try it again, or refund the customer another way and dismiss this.',
    );
    expect(await refundEmails(orderId)).toEqual([]);
  });

  it('records a cash refund of an order paid at the counter without calling Stripe', async () => {
    const order = await insertOrder(dataSource, { isPaid: true, paidAt: new Date(), paidWith: 'cash', items: [{ itemName: 'Fries', quantity: 3, unitPrice: 300 }] });
    const before = stripe.refunds().length;
    const given = await refund(order.id, { reason: 'Wrong order', amountPence: 300 });
    expect(given.status).toBe(200);
    expect((given.body as unknown as AdminOrderBody).refunds).toEqual([expect.objectContaining({ amountPence: 300, method: 'cash', status: 'succeeded', stripeRefundId: null })]);
    expect(stripe.refunds()).toHaveLength(before);
    expect((await refundEmails(order.id)).map((email) => email.kind)).toEqual(['order-refund']);
  });

  it('refuses to refund an unpaid order, and leaves refunds to administrators', async () => {
    const unpaid = await insertOrder(dataSource);
    const refused = await refund(unpaid.id, { reason: 'Test' });
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'ORDER_NOT_PAID']);

    const paid = await insertOrder(dataSource, { isPaid: true, paidAt: new Date(), paidWith: 'card' });
    const user = await api.app.get(UsersService).createUser({ email: `staff-${randomUUID().slice(0, 8)}@refunds.test`, emailConfirmed: true, role: 'staff' });
    const staff = new TestHttpClient(api.url);
    staff.cookies.set(SESSION_COOKIE, (await api.app.get(SessionsService).startSession(user.id)).token);
    const forbidden = await staff.post(`/api/admin/orders/${paid.id}/refunds`, { reason: 'Test' });
    expect(forbidden.status).toBe(403);
    expect(await dataSource.getRepository(OrderRefund).countBy({ orderId: paid.id })).toBe(0);
  });
});
