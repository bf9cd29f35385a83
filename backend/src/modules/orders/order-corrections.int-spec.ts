import { DataSource, Like } from 'typeorm';
import type { RunningStandin } from '../../dev/http-server.js';
import { startPostcodeStandin } from '../../dev/postcode-standin.js';
import { startStripeStandin, type RunningStripeStandin } from '../../dev/stripe-standin.js';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { EmailOutboxMessage } from '../../infra/mail/entities/email-outbox-message.entity.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import type { Role } from '../accounts/domain/roles.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { AuditEntry } from '../audit/entities/audit-entry.entity.js';
import { MenuItemOption } from '../menu/entities/menu-item-option.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import { insertOrder } from './admin-orders.test-factory.js';
import { COMPLETED_BALANCE_DUE_MESSAGE } from './domain/order-status.js';
import { Order } from './entities/order.entity.js';
import { collectionOrder, createCustomer, deliveryOrder, fillCart, londonTime, type PricedItem, seedRestaurant, tuesday, uniqueClientIp } from './orders.test-factory.js';

interface AdminOrderBody {
  id: string;
  orderNumber: string;
  slotTime: string;
  deliveryType: string;
  paymentMethod: string;
  items: { id: string; name: string; size: string | null; quantity: number; unitPricePence: number; totalPricePence: number }[];
  subtotalPence: number;
  deliveryFeePence: number;
  driverTipPence: number;
  totalPence: number;
  balanceDuePence: number;
  refundablePence: number;
  refunds: { amountPence: number; method: string; status: string; stripeRefundId: string | null }[];
}

/** Issue 27: staff correct an order before the kitchen starts it; the money follows the new total. */
describe('correcting an order', () => {
  let postcodes: RunningStandin;
  let stripe: RunningStripeStandin;
  let api: TestApp;
  let dataSource: DataSource;
  let burger: PricedItem;
  let fries: PricedItem;
  let day = 70;

  beforeAll(async () => {
    postcodes = await startPostcodeStandin({ port: 0 });
    stripe = await startStripeStandin({ port: 0, log: () => undefined });
    api = await createTestApp({ POSTCODE_API_BASE: postcodes.url, STRIPE_API_BASE: stripe.url, TEST_CLOCK_ENABLED: 'true' });
    stripe.setWebhookTarget(`${api.url}/api/payments/webhook`);
    dataSource = api.app.get(DataSource);
    ({ burger, fries } = await seedRestaurant(api));
  });

  afterAll(async () => {
    await api?.close();
    await stripe?.close();
    await postcodes?.close();
  });

  /** A member of staff signed in, the clock pinned at 11:00 on `date`. */
  async function staffOn(date: string, role: Role = 'staff'): Promise<TestHttpClient> {
    const user = await api.app.get(UsersService).createUser({ email: `${role}-${Math.random().toString(36).slice(2, 8)}@correct.test`, emailConfirmed: true, role });
    const client = new TestHttpClient(api.url, { 'x-forwarded-for': uniqueClientIp(), [TEST_NOW_HEADER]: londonTime(date, '11:00') });
    client.cookies.set(SESSION_COOKIE, (await api.app.get(SessionsService).startSession(user.id)).token);
    return client;
  }

  /** Two double burgers and two fries for delivery at 12:00 (£23.90 + the delivery fee + £2.00 tip), paid at the Stripe stand-in. */
  async function paidOnlineOrder(date: string): Promise<{ orderId: string; paymentIntent: string }> {
    const customer = await createCustomer(api, { now: londonTime(date, '11:00') });
    await fillCart(customer, [
      { item: burger, option: 'Double', quantity: 2 },
      { item: fries, quantity: 2 },
    ]);
    const placed = await customer.client.post('/api/orders', deliveryOrder('12:00'));
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { id: string }).id;
    const payUrl = (placed.body.next as { url: string }).url;
    expect((await fetch(`${payUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await until('the webhook marked it paid', async () => (await dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).isPaid);
    return { orderId, paymentIntent: stripe.getSession(payUrl.split('/pay/')[1])!.payment_intent! };
  }

  const orderOf = async (staff: TestHttpClient, id: string) => (await staff.get(`/api/admin/orders/${id}`)).body as unknown as AdminOrderBody;
  const keepAll = (order: AdminOrderBody) => order.items.map((item) => ({ orderItemId: item.id, quantity: item.quantity }));
  /** Every line kept, the fries at `quantity` (0: removed). */
  const withFries = (order: AdminOrderBody, quantity: number) => ({
    ...unchanged(order),
    keep: order.items.flatMap((item) => (item.name !== fries.name ? [{ orderItemId: item.id, quantity: item.quantity }] : quantity > 0 ? [{ orderItemId: item.id, quantity }] : [])),
  });
  const unchanged = (order: AdminOrderBody) => ({ keep: keepAll(order), add: [], deliveryType: order.deliveryType, slotTime: order.slotTime });
  const changedEmails = (orderId: string) => dataSource.getRepository(EmailOutboxMessage).findBy({ dedupeKey: Like(`order-changed:${orderId}:%`) });

  it('refunds the difference at Stripe when a paid online order is made cheaper, e-mails the customer once and audits before and after', async () => {
    const date = tuesday(++day);
    const { orderId, paymentIntent } = await paidOnlineOrder(date);
    const staff = await staffOn(date);
    const before = await orderOf(staff, orderId);

    // The delivery fee the settings have now (another file may have changed it): kept as it was charged.
    const fee = before.deliveryFeePence;
    const corrected = await staff.patch(`/api/admin/orders/${orderId}`, withFries(before, 0));
    expect(corrected.status).toBe(200);
    const after = corrected.body as unknown as AdminOrderBody;
    expect([after.subtotalPence, after.deliveryFeePence, after.driverTipPence, after.totalPence, after.balanceDuePence]).toEqual([1790, fee, 200, 1990 + fee, 0]);
    expect(after.refunds).toEqual([expect.objectContaining({ amountPence: 600, method: 'stripe', status: 'succeeded' })]);
    expect(stripe.refunds().filter((refund) => refund.payment_intent === paymentIntent).map((refund) => refund.amount)).toEqual([600]);
    // What the customer paid is still refundable in full, less what went back.
    expect(after.refundablePence).toBe(1990 + fee);

    const emails = await changedEmails(orderId);
    expect(emails).toHaveLength(1);
    expect(emails[0].payload).toMatchObject({ data: expect.objectContaining({ total: 1990 + fee, refundAmount: 600, refundToCard: true, balanceDue: 0 }) });
    expect(await dataSource.getRepository(EmailOutboxMessage).countBy({ dedupeKey: Like(`order-refund:${orderId}:%`) })).toBe(0);

    const [audit] = await dataSource.getRepository(AuditEntry).findBy({ entityId: orderId, action: 'correct' });
    expect(audit.before).toMatchObject({ total: 2590 + fee, lines: expect.arrayContaining([expect.objectContaining({ itemName: fries.name, quantity: 2, unitPrice: 300 })]) });
    expect(audit.after).toMatchObject({ total: 1990 + fee, lines: [expect.objectContaining({ itemName: burger.name, quantity: 2, unitPrice: 895 })], refund: { amount: 600, method: 'stripe' } });
  });

  it('shows what is left to collect when a paid order is made dearer, and completes it only once that is collected', async () => {
    const date = tuesday(++day);
    const { orderId, paymentIntent } = await paidOnlineOrder(date);
    const staff = await staffOn(date);
    const before = await orderOf(staff, orderId);

    const base = before.totalPence - 2590;
    const dearer = await staff.patch(`/api/admin/orders/${orderId}`, withFries(before, 4));
    expect(dearer.status).toBe(200);
    expect(dearer.body).toMatchObject({ totalPence: 3190 + base, balanceDuePence: 600, refunds: [] });
    expect(stripe.refunds().filter((refund) => refund.payment_intent === paymentIntent)).toEqual([]);
    expect((await changedEmails(orderId))[0].payload).toMatchObject({ data: expect.objectContaining({ balanceDue: 600, refundAmount: 0 }) });

    // £9.00 cheaper: it first owes nothing more (£6.00), then £3.00 goes back to the card.
    const fewer = await staff.patch(`/api/admin/orders/${orderId}`, withFries(dearer.body as unknown as AdminOrderBody, 1));
    expect(fewer.body).toMatchObject({ totalPence: 2290 + base, balanceDuePence: 0, refunds: [expect.objectContaining({ amountPence: 300, status: 'succeeded' })] });
    expect(stripe.refunds().filter((refund) => refund.payment_intent === paymentIntent).map((refund) => refund.amount)).toEqual([300]);

    const more = await staff.patch(`/api/admin/orders/${orderId}`, withFries(fewer.body as unknown as AdminOrderBody, 2));
    expect(more.body).toMatchObject({ totalPence: 2590 + base, balanceDuePence: 300 });
    expect(await changedEmails(orderId)).toHaveLength(3);
    for (const status of ['preparing', 'ready']) expect((await staff.patch(`/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    const refused = await staff.patch(`/api/admin/orders/${orderId}/status`, { status: 'completed' });
    expect([refused.status, refused.body.error?.message]).toEqual([409, COMPLETED_BALANCE_DUE_MESSAGE]);
    const collected = await staff.post(`/api/admin/orders/${orderId}/collect-balance`, {});
    expect(collected.body).toMatchObject({ balanceDuePence: 0 });
    expect((await staff.patch(`/api/admin/orders/${orderId}/status`, { status: 'completed' })).status).toBe(200);
  });

  it('keeps the price a line was sold at, prices added lines from the menu now, and adds the fee when a collection becomes a delivery', async () => {
    const date = tuesday(++day);
    const customer = await createCustomer(api, { now: londonTime(date, '11:00') });
    await fillCart(customer, [{ item: burger, option: 'Double', quantity: 1 }]);
    const placed = await customer.client.post('/api/orders', collectionOrder('12:00'));
    const orderId = (placed.body.order as { id: string }).id;
    const staff = await staffOn(date);
    const before = await orderOf(staff, orderId);
    const double = burger.options.find((option) => option.name === 'Double')!;
    await dataSource.getRepository(MenuItemOption).update({ id: double.id }, { price: 995 });
    try {
      const corrected = await staff.patch(`/api/admin/orders/${orderId}`, {
        keep: [{ orderItemId: before.items[0].id, quantity: 2 }],
        add: [{ menuItemId: burger.id, optionId: double.id, quantity: 1, specialInstructions: 'No onions' }],
        deliveryType: 'delivery',
        slotTime: '12:00',
        address: { line: '12 Bolton Road', postcode: 'M28 3BX' },
      });
      expect(corrected.status).toBe(200);
      const after = corrected.body as unknown as AdminOrderBody;
      expect(after.items.map((item) => [item.quantity, item.unitPricePence]).sort()).toEqual([
        [1, 995],
        [2, 895],
      ]);
      const fee = (await api.app.get(SettingsService).getPublicSettings()).deliveryFee;
      expect([after.subtotalPence, after.deliveryFeePence, after.driverTipPence, after.totalPence]).toEqual([2785, fee, 0, 2785 + fee]);
      expect([after.deliveryType, after.paymentMethod, after.balanceDuePence, after.refunds]).toEqual(['delivery', 'driver', 0, []]);
    } finally {
      await dataSource.getRepository(MenuItemOption).update({ id: double.id }, { price: double.price });
    }
  });

  it('takes the driver off a delivery made a collection (issue 29: only deliveries have one)', async () => {
    const date = tuesday(++day);
    const staff = await staffOn(date);
    const order = await insertOrder(dataSource, {
      orderDate: date,
      status: 'confirmed',
      deliveryType: 'delivery',
      paymentMethod: 'driver',
      deliveryAddress: '12 Bolton Road, M28 3BX',
      deliveryPostcode: 'M283BX',
      deliveryFee: 250,
      driverTip: 200,
      driverName: 'Jo Bloggs',
    });
    const corrected = await staff.patch(`/api/admin/orders/${order.id}`, { ...unchanged(await orderOf(staff, order.id)), deliveryType: 'collection' });
    expect([corrected.status, corrected.body.deliveryType, corrected.body.driverTipPence, corrected.body.driver]).toEqual([200, 'collection', 0, null]);
    await expect(dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).resolves.toMatchObject({ driverName: null, driverUserId: null });
  });

  it('moves an order to a full slot only after staff were warned, and never lets two moves overfill a slot unwarned', async () => {
    const date = tuesday(++day);
    const capacity = (await api.app.get(SettingsService).getPublicSettings()).ordersPerTimeSlot;
    for (let index = 0; index < capacity - 1; index += 1) await insertOrder(dataSource, { orderDate: date, slotTime: '12:30:00', status: 'confirmed' });
    const [first, second] = await Promise.all([1, 2].map(() => insertOrder(dataSource, { orderDate: date, slotTime: '12:00:00', status: 'confirmed' })));
    const staff = await staffOn(date);
    const move = async (id: string, extra: Record<string, unknown> = {}) => staff.patch(`/api/admin/orders/${id}`, { ...unchanged(await orderOf(staff, id)), slotTime: '12:30', ...extra });

    // One place left: two moves at once, one gets it.
    const answers = await Promise.all([move(first.id), move(second.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.error).toMatchObject({ code: 'SLOT_FULL', details: expect.objectContaining({ overridable: true }) });
    expect(await dataSource.getRepository(Order).countBy({ orderDate: date, slotTime: '12:30:00' })).toBe(capacity);

    const loserId = answers[0].status === 409 ? first.id : second.id;
    const overridden = await move(loserId, { overrideFullSlot: true });
    expect([overridden.status, overridden.body.slotTime]).toEqual([200, '12:30']);
  });

  it('refuses once the kitchen has started, while an online order awaits payment, and when nothing changed', async () => {
    const date = tuesday(++day);
    const staff = await staffOn(date);
    const preparing = await insertOrder(dataSource, { orderDate: date, status: 'preparing' });
    const started = await staff.patch(`/api/admin/orders/${preparing.id}`, unchanged(await orderOf(staff, preparing.id)));
    expect([started.status, started.body.error?.code, started.body.error?.message]).toEqual([409, 'ORDER_NOT_CORRECTABLE', 'This order is being prepared, so it can no longer be changed.']);

    const awaiting = await insertOrder(dataSource, { orderDate: date, paymentMethod: 'online' });
    const unpaid = await staff.patch(`/api/admin/orders/${awaiting.id}`, { ...unchanged(await orderOf(staff, awaiting.id)), keep: [] , add: [{ menuItemId: fries.id, quantity: 1 }] });
    expect([unpaid.status, unpaid.body.error?.code]).toEqual([409, 'ORDER_NOT_CORRECTABLE']);

    const open = await insertOrder(dataSource, { orderDate: date });
    const same = await staff.patch(`/api/admin/orders/${open.id}`, unchanged(await orderOf(staff, open.id)));
    expect([same.status, same.body.error?.code]).toEqual([422, 'NOTHING_CHANGED']);
    const empty = await staff.patch(`/api/admin/orders/${open.id}`, { ...unchanged(await orderOf(staff, open.id)), keep: [] });
    expect([empty.status, empty.body.error?.code]).toEqual([422, 'NO_ORDER_LINES']);
    expect((await dataSource.getRepository(Order).findOneByOrFail({ id: open.id })).total).toBe(open.total);
  });
});
