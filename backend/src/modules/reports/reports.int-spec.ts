import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { createAdmin, insertOrder, type OrderOverrides } from '../orders/admin-orders.test-factory.js';
import { OrderRefund } from '../orders/entities/order-refund.entity.js';
import type { Order } from '../orders/entities/order.entity.js';

/**
 * Issue 29: the owner's report, against orders placed at known instants in a week of 2033 that no
 * other test uses. London's clocks go back at 01:00 on Sunday 30 October 2033.
 */
describe('reports', () => {
  let api: TestApp;
  let dataSource: DataSource;
  let admin: TestHttpClient;
  // Wednesday 2 November 2033, noon: "this week" is Monday 31 October to today.
  const NOW = '2033-11-02T12:00:00Z';

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    ({ client: admin } = await createAdmin(api, { now: NOW }));
  });

  afterAll(async () => {
    await api?.close();
  });

  const at = (iso: string, overrides: OrderOverrides = {}) => insertOrder(dataSource, { createdAt: new Date(iso), customerEmail: `${randomUUID().slice(0, 8)}@reports.test`, ...overrides });
  const line = (itemName: string, size: string | null, quantity: number, unitPrice: number) => ({ itemName, size, quantity, unitPrice });
  async function refund(order: Order, amount: number, settledAt: string, options: Partial<OrderRefund> = {}): Promise<void> {
    const refunds = dataSource.getRepository(OrderRefund);
    await refunds.save(
      refunds.create({
        orderId: order.id,
        orderNumber: order.orderNumber,
        amount,
        method: 'cash',
        status: 'succeeded',
        kind: 'refund',
        reason: 'Test',
        lines: [],
        requestKey: randomUUID(),
        createdBy: randomUUID(),
        settledAt: new Date(settledAt),
        ...options,
      }),
    );
  }
  const report = async (query: string) => {
    const response = await admin.get(`/api/admin/reports${query}`);
    expect(response.status).toBe(200);
    return response.body as unknown as ReportBody;
  };

  it('adds up the orders taken in exact pence, nets off refunds, and puts each on its London day across the clock change', async () => {
    const returning = `regular-${randomUUID().slice(0, 8)}@reports.test`;
    // Before the range: this customer has ordered before.
    await at('2033-10-20T18:00:00Z', { customerEmail: returning, status: 'completed', isPaid: true, items: [line('Smash Burger', 'Double', 1, 895)] });
    // Sunday 30 October, 00:30 BST (23:30 UTC on the 29th) and 23:30 GMT: both London's Sunday.
    const early = await at('2033-10-29T23:30:00Z', { customerEmail: returning, status: 'completed', isPaid: true, items: [line('Smash Burger', 'Double', 2, 895)] });
    await at('2033-10-30T23:30:00Z', {
      status: 'confirmed',
      deliveryType: 'delivery',
      paymentMethod: 'online',
      isPaid: true,
      deliveryFee: 250,
      driverTip: 100,
      deliveryAddress: '1 Test Street',
      deliveryPostcode: 'M284AA',
      items: [line('Wings', '8 pieces', 1, 799)],
      orderDate: '2033-10-31',
      slotTime: '00:15:00',
    });
    // Monday: a phone order paid at the counter, and what must not count.
    await at('2033-10-31T12:10:00Z', { status: 'completed', isPaid: true, paidWith: 'card', takenBy: randomUUID(), customerEmail: '', customerPhone: '07700 900999', items: [line('Margherita', '12"', 1, 1199)] });
    await at('2033-10-31T12:20:00Z', { status: 'abandoned', paymentMethod: 'online', items: [line('Wings', '8 pieces', 3, 799)] });
    await at('2033-10-31T12:30:00Z', { status: 'pending', paymentMethod: 'online', items: [line('Wings', '8 pieces', 5, 799)] });
    // A correction took £8.95 off this one (a refund of kind correction): it was sold for £17.90.
    const corrected = await at('2033-10-31T13:00:00Z', { status: 'completed', isPaid: true, items: [line('Smash Burger', 'Double', 1, 895)] });
    await refund(corrected, 895, '2033-10-31T13:30:00Z', { kind: 'correction' });
    // Refunds: £5.00 of Sunday's early order, settled on Tuesday; a failed one does not count.
    await refund(early, 500, '2033-11-01T09:00:00Z');
    await refund(early, 1290, '2033-11-01T09:05:00Z', { status: 'failed' });

    const week = await report('?range=custom&from=2033-10-30&to=2033-11-01');
    expect(week.range).toEqual({ preset: 'custom', from: '2033-10-30', to: '2033-11-01', days: 3 });
    expect(week.previousRange).toEqual({ from: '2033-10-27', to: '2033-10-29' });
    // Taken: 1790 + 1149 + 1199 + 1790 = 5928; refunds 895 (correction) + 500.
    expect(week.figures).toEqual({
      orders: 4,
      grossPence: 5928,
      refundsPence: 1395,
      netPence: 4533,
      averageOrderPence: 1482,
      collection: { orders: 3, pence: 4779 },
      delivery: { orders: 1, pence: 1149 },
      online: { orders: 1, pence: 1149 },
      payLater: { orders: 2, pence: 3580 },
      paidNow: { orders: 1, pence: 1199 },
      notTaken: { orders: 1, pence: 2397 },
      tipsPence: 100,
      newCustomers: 3,
      returningCustomers: 1,
    });
    expect(week.previousFigures).toMatchObject({ orders: 0, grossPence: 0, newCustomers: 0, returningCustomers: 0 });
    expect(week.byDay).toEqual([
      { date: '2033-10-30', orders: 2, grossPence: 2939, refundsPence: 0, netPence: 2939 },
      { date: '2033-10-31', orders: 2, grossPence: 2989, refundsPence: 895, netPence: 2094 },
      { date: '2033-11-01', orders: 0, grossPence: 0, refundsPence: 500, netPence: -500 },
    ]);
    // Placed: Sunday 00:00 and 23:00, Monday 12:00 and 13:00 (London). Slots: the delivery's is Monday 00:15.
    expect(week.placedByHour[6][0]).toBe(1);
    expect(week.placedByHour[6][23]).toBe(1);
    expect(week.placedByHour[0][12]).toBe(1);
    expect(week.placedByHour[0][13]).toBe(1);
    expect(week.placedByHour.flat().reduce((sum, count) => sum + count, 0)).toBe(4);
    expect(week.slotsByHour[0][0]).toBe(1);
    expect(week.topItemsByQuantity).toEqual([
      { itemName: 'Smash Burger', choice: null, quantity: 3, takingsPence: 2685 },
      { itemName: 'Margherita', choice: null, quantity: 1, takingsPence: 1199 },
      { itemName: 'Wings', choice: null, quantity: 1, takingsPence: 799 },
    ]);
    expect(week.topItemsByTakings.map((item) => item.itemName)).toEqual(['Smash Burger', 'Margherita', 'Wings']);
    expect(week.topChoicesByQuantity[0]).toEqual({ itemName: 'Smash Burger', choice: 'Double', quantity: 3, takingsPence: 2685 });

    // The day before the range saw the returning customer's first order of the two: compared period.
    const before = await report('?range=custom&from=2033-10-20&to=2033-10-29');
    expect(before.figures).toMatchObject({ orders: 1, grossPence: 895, newCustomers: 1, returningCustomers: 0 });
  });

  it('counts new and returning customers alike over a short range and a long one (two query plans, one answer)', async () => {
    // Both hold every order of the first test; its returning customer's first order (20 October) is inside both.
    const short = await report('?range=custom&from=2033-09-01&to=2033-11-01');
    const long = await report('?range=custom&from=2033-08-01&to=2033-11-01');
    expect(short.range.days).toBeLessThanOrEqual(92);
    expect(long.range.days).toBeGreaterThan(92);
    expect(short.figures).toMatchObject({ newCustomers: 4, returningCustomers: 0 });
    expect(long.figures).toMatchObject({ newCustomers: 4, returningCustomers: 0 });
  });

  it('reads the presets on the restaurant clock: this week from Monday to today', async () => {
    const thisWeek = await report('?range=this-week');
    expect(thisWeek.range).toEqual({ preset: 'this-week', from: '2033-10-31', to: '2033-11-02', days: 3 });
    expect(thisWeek.previousRange).toEqual({ from: '2033-10-24', to: '2033-10-26' });
    expect((await report('')).range.preset).toBe('this-week');
  });

  it('downloads a table as CSV, with the numbers of the report', async () => {
    const response = await admin.get('/api/admin/reports/export?range=custom&from=2033-10-30&to=2033-11-01&table=by-day');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="report-by-day-2033-10-30-to-2033-11-01.csv"');
    expect(response.text).toBe('date,orders,gross,refunds,net\r\n2033-10-30,2,29.39,0.00,29.39\r\n2033-10-31,2,29.89,8.95,20.94\r\n2033-11-01,0,0.00,5.00,-5.00\r\n');
  });

  it('refuses a bad range or table with a clear message, and staff with 403', async () => {
    const backwards = await admin.get('/api/admin/reports?range=custom&from=2033-11-02&to=2033-11-01');
    expect([backwards.status, backwards.body.error?.code, backwards.body.error?.message]).toEqual([422, 'REPORT_RANGE_INVALID', 'The range ends (2033-11-01) before it starts (2033-11-02).']);
    const tooLong = await admin.get('/api/admin/reports?range=custom&from=2032-01-01&to=2033-11-01');
    expect([tooLong.status, tooLong.body.error?.message]).toEqual([422, 'A report covers at most 366 days; this range has 671.']);
    expect((await admin.get('/api/admin/reports?range=yesterday')).status).toBe(400);
    expect((await admin.get('/api/admin/reports/export?range=today&table=everything')).status).toBe(400);

    const user = await api.app.get(UsersService).createUser({ email: `staff-${randomUUID().slice(0, 8)}@reports.test`, emailConfirmed: true, role: 'staff' });
    const { token } = await api.app.get(SessionsService).startSession(user.id);
    const staff = new TestHttpClient(api.url, { [TEST_NOW_HEADER]: NOW });
    staff.cookies.set(SESSION_COOKIE, token);
    expect((await staff.get('/api/admin/reports')).status).toBe(403);
    expect((await staff.get('/api/admin/reports/export?table=summary')).status).toBe(403);
  });
});

interface ReportBody {
  range: { preset: string; from: string; to: string; days: number };
  previousRange: { from: string; to: string };
  figures: Record<string, unknown>;
  previousFigures: Record<string, unknown>;
  byDay: { date: string; orders: number; grossPence: number; refundsPence: number; netPence: number }[];
  placedByHour: number[][];
  slotsByHour: number[][];
  topItemsByQuantity: { itemName: string; choice: string | null; quantity: number; takingsPence: number }[];
  topItemsByTakings: { itemName: string }[];
  topChoicesByQuantity: { itemName: string; choice: string | null; quantity: number; takingsPence: number }[];
}
