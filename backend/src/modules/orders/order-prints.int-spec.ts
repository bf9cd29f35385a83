import { SETTING_DEFINITIONS } from '@walkden/contract/settings';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { type RunningPrinterStandin, startPrinterStandin } from '../../dev/printer-standin.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { QueueName } from '../../infra/queue/queue.constants.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { ADMIN_NAMESPACE, type AdminServerToClientEvents, type ClientToServerEvents, type OrdersChangedMessage } from '../../infra/realtime/socket-events.js';
import { createTestApp, createTestWorker, freePort, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import { SettingsService } from '../settings/settings.service.js';
import { createAdmin } from './admin-orders.test-factory.js';
import { OrderPrint } from './entities/order-print.entity.js';
import { collectionOrder, createCustomer, fillCart, londonTime, type PricedItem, seedRestaurant, tuesday } from './orders.test-factory.js';

/** A line with an amount at the right edge of the paper. */
const priced = (left: string, amount: string, columns: number) => left.padEnd(columns - amount.length) + amount;

const PRINTER_KEYS = ['printer_address', 'printer_print_on', 'printer_copies', 'printer_paper_width'] as const;

/** Issue 26: the worker prints kitchen tickets on the printer stand-in, and a printer that is off leaves a failed print on Needs attention. */
describe('the kitchen printer', () => {
  let api: TestApp;
  let worker: { close(): Promise<void> };
  let printer: RunningPrinterStandin;
  let dataSource: DataSource;
  let fries: PricedItem;
  let burger: PricedItem;
  let saved: Map<string, string>;

  beforeAll(async () => {
    api = await createTestApp({ TEST_CLOCK_ENABLED: 'true' });
    dataSource = api.app.get(DataSource);
    ({ fries, burger } = await seedRestaurant(api));
    printer = await startPrinterStandin({ port: 0, apiPort: 0 });
    // Settings are shared by the run's files: put them back afterwards.
    const settings = api.app.get(SettingsService);
    saved = new Map((await settings.listSettings()).filter((setting) => !setting.isDefault).map((setting) => [setting.key, setting.value]));
    worker = await createTestWorker(api.config);
  });

  afterAll(async () => {
    const settings = api?.app.get(SettingsService);
    for (const key of PRINTER_KEYS) await settings?.setSetting(key, saved?.get(key) ?? SETTING_DEFINITIONS[key].defaultValue);
    await worker?.close();
    await api?.close();
    await printer?.close();
  });

  const configure = async (values: Partial<Record<(typeof PRINTER_KEYS)[number], string>>) => {
    for (const [key, value] of Object.entries(values)) await api.app.get(SettingsService).setSetting(key, value);
  };
  const printsOf = (orderId: string) => dataSource.getRepository(OrderPrint).find({ where: { orderId }, order: { createdAt: 'ASC' } });
  const ticketsAbout = async (standin: RunningPrinterStandin, orderNumber: string) => {
    const response = await fetch(`${standin.url}/tickets`);
    const body = (await response.json()) as { tickets: { text: string; cut: boolean }[] };
    return body.tickets.filter((ticket) => ticket.text.includes(orderNumber));
  };
  const placeOrder = async (day: string, slot: string, overrides: Record<string, unknown> = {}) => {
    const customer = await createCustomer(api, { now: londonTime(day, '11:00') });
    await fillCart(customer, [
      { item: fries, quantity: 2 },
      { item: burger, option: 'Double' },
    ]);
    const placed = await customer.client.post('/api/orders', collectionOrder(slot, { customer: { name: 'Pat Printer', email: 'pat@orders.test', phone: '07700 900777' }, ...overrides }));
    expect(placed.status).toBe(201);
    return placed.body.order as { id: string; orderNumber: string };
  };

  it('prints a pay-on-collection order when it is placed, in the copies and width set, once however often the event comes', async () => {
    await configure({ printer_address: printer.address, printer_print_on: 'placed', printer_copies: '2', printer_paper_width: '58' });
    const order = await placeOrder(tuesday(40), '12:00', { specialInstructions: 'Extra napkins' });

    await until('two copies of the ticket at the printer', async () => (await ticketsAbout(printer, order.orderNumber)).length === 2);
    const [first, second] = await ticketsAbout(printer, order.orderNumber);
    expect(second.text).toBe(first.text);
    expect(first.cut).toBe(true);
    const lines = first.text.split('\n');
    expect(lines.slice(0, 2)).toEqual([order.orderNumber, 'COLLECTION 12:00']);
    expect(lines).toEqual(
      expect.arrayContaining([
        priced(`2 x ${fries.name} (Regular)`, '£6.00', 32),
        priced(`1 x ${burger.name}`, '£8.95', 32),
        '    (Double)',
        'Order note: Extra napkins',
        'Pat Printer',
        '07700 900777',
        priced('TOTAL', '£14.95', 32),
        'UNPAID (On collection)',
      ]),
    );
    // 58 mm paper: 32 columns.
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(32);
    await until('the print recorded as printed', async () => (await printsOf(order.id)).some((print) => print.status === 'printed'));
    expect((await printsOf(order.id)).map(({ reason, status, attempts }) => ({ reason, status, attempts }))).toEqual([{ reason: 'placed', status: 'printed', attempts: 1 }]);

    // The same event again (a retried emit, a second api) records and prints nothing more...
    await api.app.get(DomainEvents).emit('OrderPlaced', { orderId: order.id, orderNumber: order.orderNumber, status: 'pending', isPaid: false });
    // ...which the next print proves: Print again comes out after anything queued before it, and is all that came.
    const staff = await createAdmin(api);
    expect((await staff.client.post(`/api/admin/orders/${order.id}/print`, {})).status).toBe(202);
    await until('the reprint at the printer', async () => (await printsOf(order.id)).every((print) => print.status === 'printed') && (await printsOf(order.id)).length === 2);
    await until('its two copies', async () => (await ticketsAbout(printer, order.orderNumber)).length === 4);
    expect((await printsOf(order.id)).map(({ reason }) => reason)).toEqual(['placed', 'again']);
  });

  it('on paid: prints a pay-on-collection order when staff mark it paid, not when it is placed, saying PAID', async () => {
    await configure({ printer_address: printer.address, printer_print_on: 'paid', printer_copies: '1', printer_paper_width: '80' });
    const order = await placeOrder(tuesday(43), '12:45');
    const staff = await createAdmin(api);
    expect((await staff.client.patch(`/api/admin/orders/${order.id}/paid`, { isPaid: true })).status).toBe(200);

    await until('the ticket at the printer', async () => (await ticketsAbout(printer, order.orderNumber)).length === 1);
    const [ticket] = await ticketsAbout(printer, order.orderNumber);
    expect(ticket.text.split('\n')).toEqual(expect.arrayContaining(['COLLECTION 12:45', 'PAID (On collection)']));
    // Placing it recorded no print: the one print is the payment's. The worker records it printed just after the
    // printer took it, so wait for that record rather than read it the moment the ticket is out.
    await until('the print recorded as printed', async () => (await printsOf(order.id)).some((print) => print.status === 'printed'));
    expect((await printsOf(order.id)).map(({ reason, status }) => ({ reason, status }))).toEqual([{ reason: 'paid', status: 'printed' }]);
  });

  it('leaves a print failed after its attempts while the printer is off, lists it in Needs attention, and prints it again once the printer is on', async () => {
    const offPort = await freePort();
    await configure({ printer_address: `127.0.0.1:${offPort}`, printer_print_on: 'placed', printer_copies: '1', printer_paper_width: '80' });
    const staff = await createAdmin(api);
    // Every admin screen hears of it, from the worker: on the list when it failed, off it when the ticket came out.
    const heard: OrdersChangedMessage[] = [];
    const socket: Socket<AdminServerToClientEvents, ClientToServerEvents> = io(`${api.url}${ADMIN_NAMESPACE}`, {
      transports: ['websocket'],
      extraHeaders: { cookie: staff.cookie, origin: api.url },
      reconnection: false,
    });
    socket.on('orders.changed', (message) => heard.push(message));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const order = await placeOrder(tuesday(41), '12:15');
    const queue = api.app.get(QueueService).queue(QueueName.Printing);

    // The production backoff (5 s doubling), sped up: each retry is made due at once.
    await until(
      'the print failed after its last attempt',
      async () => {
        for (const job of await queue.getDelayed()) await job.promote().catch(() => undefined);
        return (await printsOf(order.id))[0]?.status === 'failed';
      },
      30_000,
    );
    const [failed] = await printsOf(order.id);
    expect(failed.attempts).toBe(6);
    expect(failed.lastError).toContain('ECONNREFUSED');

    await until('the admin socket told of it', () => heard.some((message) => message.orderId === order.id && message.event === 'OrderNeedsAttention'));
    const attention = async () => ((await staff.client.get('/api/admin/orders/attention')).body as unknown as { id: string; attentionReason: string | null; printFailed?: boolean }[]).find((row) => row.id === order.id);
    expect(await attention()).toMatchObject({ printFailed: true, attentionReason: `The kitchen ticket could not be printed (${failed.lastError}).` });

    // The printer comes on where it was set; Print again prints it, and the order leaves the list.
    const restored = await startPrinterStandin({ port: offPort, apiPort: 0 });
    try {
      expect((await staff.client.post(`/api/admin/orders/${order.id}/print`, {})).status).toBe(202);
      await until('the ticket at the printer', async () => (await ticketsAbout(restored, order.orderNumber)).length === 1);
      const [ticket] = await ticketsAbout(restored, order.orderNumber);
      expect(ticket.text.split('\n')).toEqual(expect.arrayContaining(['UNPAID (On collection)', priced('TOTAL', '£14.95', 48)]));
      await until('the print marked printed', async () => (await printsOf(order.id)).at(-1)?.status === 'printed');
      expect(await attention()).toBeUndefined();
      await until('the admin socket told it is off the list', () => heard.some((message) => message.orderId === order.id && message.event === 'OrderAttentionDismissed'));
    } finally {
      socket.close();
      await restored.close();
    }
  });

  it('refuses Print again while no printer is set, and prints nothing when there is none', async () => {
    await configure({ printer_address: '' });
    const order = await placeOrder(tuesday(42), '12:30');
    const staff = await createAdmin(api);
    const refused = await staff.client.post(`/api/admin/orders/${order.id}/print`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('NO_PRINTER');
    expect(await printsOf(order.id)).toEqual([]);
  });
});
