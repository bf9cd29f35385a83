import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { RunningStandin } from '../dev/http-server.js';
import { startMailCatcher, type RunningMailCatcher } from '../dev/mail-catcher.js';
import { MailInboxClient, sentTo } from '../dev/mail-inbox.client.js';
import { startPostcodeStandin } from '../dev/postcode-standin.js';
import { startStripeStandin, type RunningStripeStandin } from '../dev/stripe-standin.js';
import { AppConfig } from '../infra/config/app-config.js';
import { EmailOutboxMessage } from '../infra/mail/entities/email-outbox-message.entity.js';
import { MailSenderService } from '../infra/mail/mail-sender.service.js';
import { startHoldingSmtpServer } from '../infra/mail/testing/holding-smtp-server.js';
import { MetricsService } from '../infra/metrics/metrics.service.js';
import { STOREFRONT_NAMESPACE } from '../infra/realtime/socket-events.js';
import { Order } from '../modules/orders/entities/order.entity.js';
import { collectionOrder, createCustomer, deliveryOrder, fillCart, londonTime, type PricedItem, seedRestaurant, tuesday } from '../modules/orders/orders.test-factory.js';
import { truncateAll } from '../test/test-database.js';
import { createTestApp, createTestMailSender, createTestWorker, freePort, type TestApp } from '../test/test-app.js';

/**
 * The sum of the samples of `name` whose labels include `labels`, 0 when there are none. A sum, not
 * the first line: `walkden_emails_sent_total` has a series per kind of e-mail, and which kind the
 * worker sent first (so which line comes first) changes from run to run.
 */
function sample(exposition: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let sum = 0;
  for (const line of exposition.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0];
    if (wanted.every((pair) => labelText.includes(pair))) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('metrics: Prometheus on METRICS_PORT, never on the public port', () => {
  let mail: RunningMailCatcher;
  let postcodes: RunningStandin;
  let stripe: RunningStripeStandin;
  let api: TestApp;
  let worker: { close(): Promise<void> };
  let apiMetricsPort: number;
  let workerMetricsPort: number;
  let burger: PricedItem;
  let fries: PricedItem;

  const scrape = async (port: number): Promise<string> => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    [mail, postcodes, stripe] = await Promise.all([startMailCatcher({ port: 0, webPort: 0 }), startPostcodeStandin({ port: 0 }), startStripeStandin({ port: 0, log: () => undefined })]);
    [apiMetricsPort, workerMetricsPort] = [await freePort(), await freePort()];
    const env = { SMTP_URL: mail.smtpUrl, POSTCODE_API_BASE: postcodes.url, STRIPE_API_BASE: stripe.url, TEST_CLOCK_ENABLED: 'true' };
    api = await createTestApp({ ...env, METRICS_PORT: String(apiMetricsPort) });
    stripe.setWebhookTarget(`${api.url}/api/payments/webhook`);
    worker = await createTestWorker(new AppConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, METRICS_PORT: String(workerMetricsPort) }));
    await truncateAll(api.app.get(DataSource));
    ({ burger, fries } = await seedRestaurant(api));
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await Promise.all([stripe?.close(), postcodes?.close(), mail?.close()]);
  });

  it('is not served on the public port, and the metrics port serves nothing but /metrics', async () => {
    // The public port has no such route: the page renderer answers it (a not-found page), never the metrics.
    const publicMetrics = await fetch(`${api.url}/metrics`);
    expect(publicMetrics.status).not.toBe(200);
    expect(await publicMetrics.text()).not.toMatch(/# (HELP|TYPE) walkden_/);
    expect((await fetch(`${api.url}/api/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${apiMetricsPort}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${apiMetricsPort}/metrics`, { method: 'POST' })).status).toBe(404);
    // The process's own health: memory, event loop lag.
    expect(sample(await scrape(apiMetricsPort), 'walkden_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('times requests by route template, not by raw path', async () => {
    const id = randomUUID();
    await fetch(`${api.url}/api/admin/orders/${id}`);
    await fetch(`${api.url}/api/admin/orders/${id}`);
    await fetch(`${api.url}/health/live`);
    const text = await scrape(apiMetricsPort);
    expect(sample(text, 'walkden_http_request_duration_seconds_count', { route: '/api/admin/orders/:id', method: 'GET', status_code: '401' })).toBe(2);
    expect(sample(text, 'walkden_http_request_duration_seconds_count', { route: '/health/live', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('times the public menu answered before Express, 304s included', async () => {
    const first = await fetch(`${api.url}/api/menu`);
    expect(first.status).toBe(200);
    expect((await fetch(`${api.url}/api/menu`, { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(304);
    const text = await scrape(apiMetricsPort);
    expect(sample(text, 'walkden_http_request_duration_seconds_count', { route: '/api/menu', method: 'GET', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'walkden_http_request_duration_seconds_count', { route: '/api/menu', method: 'GET', status_code: '304' })).toBeGreaterThanOrEqual(1);
  });

  it('counts an order placed, its payment confirmed by Stripe, and the e-mails the worker sent', async () => {
    const before = { api: await scrape(apiMetricsPort), worker: await scrape(workerMetricsPort) };
    const day = tuesday(3);

    const collector = await createCustomer(api, { now: londonTime(day, '11:00') });
    await fillCart(collector, [{ item: fries }]);
    expect((await collector.client.post('/api/orders', collectionOrder('12:15', { customer: { name: 'Col Lector', email: collector.email, phone: '07700 900123' } }))).status).toBe(201);

    const payer = await createCustomer(api, { now: londonTime(day, '11:00') });
    await fillCart(payer, [{ item: burger, option: 'Double', quantity: 2 }]);
    const placed = await payer.client.post('/api/orders', deliveryOrder('12:30', { customer: { name: 'Dee Livery', email: payer.email, phone: '07700 900456' } }));
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { id: string }).id;
    expect((await fetch(`${(placed.body.next as { url: string }).url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await until('the webhook to mark the order paid', async () => (await api.app.get(DataSource).getRepository(Order).findOneByOrFail({ id: orderId })).isPaid);

    const apiText = await scrape(apiMetricsPort);
    const placedCount = (text: string, labels: Record<string, string>) => sample(text, 'walkden_orders_placed_total', labels);
    expect(placedCount(apiText, { delivery_type: 'collection', payment_method: 'collection' }) - placedCount(before.api, { delivery_type: 'collection', payment_method: 'collection' })).toBe(1);
    expect(placedCount(apiText, { delivery_type: 'delivery', payment_method: 'online' }) - placedCount(before.api, { delivery_type: 'delivery', payment_method: 'online' })).toBe(1);
    expect(sample(apiText, 'walkden_payments_confirmed_total') - sample(before.api, 'walkden_payments_confirmed_total')).toBe(1);
    expect(sample(apiText, 'walkden_http_request_duration_seconds_count', { route: '/api/orders', method: 'POST', status_code: '201' })).toBeGreaterThanOrEqual(2);

    // The worker sends the e-mails (customer confirmations and the kitchen's notifications).
    const inbox = new MailInboxClient(mail.url);
    await inbox.waitForMessage(sentTo(payer.email, /./));
    await inbox.waitForMessage(sentTo(collector.email, /./));
    await until('the worker to count the sent e-mails', async () => sample(await scrape(workerMetricsPort), 'walkden_emails_sent_total') - sample(before.worker, 'walkden_emails_sent_total') >= 2);
    const workerText = await scrape(workerMetricsPort);
    expect(sample(workerText, 'walkden_job_duration_seconds_count', { queue: 'mail', job: 'send-email', outcome: 'completed' })).toBeGreaterThanOrEqual(2);
    expect(sample(workerText, 'walkden_job_wait_seconds_count', { queue: 'mail', job: 'send-email' })).toBeGreaterThanOrEqual(2);
    // Queue depth, read from Redis at the scrape.
    expect(workerText).toMatch(/^walkden_queue_jobs\{queue="mail",state="waiting"\} \d+$/m);
    expect(workerText).toMatch(/^walkden_queue_jobs\{queue="payments",state="delayed"\} \d+$/m);
  }, 60_000);

  it('counts e-mail attempts the relay refuses', async () => {
    const smtp = await startHoldingSmtpServer('reject');
    const sender = await createTestMailSender(new AppConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SMTP_URL: smtp.smtpUrl }));
    try {
      const id = await api.app
        .get(DataSource)
        .getRepository(EmailOutboxMessage)
        .createQueryBuilder()
        .insert()
        .values({ kind: 'account-exists', payload: { to: 'refused@metrics.test', data: { link: 'http://127.0.0.1/auth' } }, dedupeKey: `metrics-refused-${randomUUID()}` })
        .returning(['id'])
        .execute()
        .then((result) => (result.raw as { id: string }[])[0].id);
      await expect(sender.get(MailSenderService).sendEmail({ outboxId: id })).resolves.toBe('retrying');
      const text = await sender.get(MetricsService).registry.metrics();
      expect(sample(text, 'walkden_emails_failed_total', { kind: 'account-exists', outcome: 'retrying' })).toBe(1);
      expect(sample(text, 'walkden_emails_sent_total')).toBe(0);
    } finally {
      await sender.close();
      await smtp.close();
    }
  });

  it('counts the Socket.IO clients connected to this api', async () => {
    const before = sample(await scrape(apiMetricsPort), 'walkden_socketio_connections', { namespace: STOREFRONT_NAMESPACE });
    const socket = io(`${api.url}${STOREFRONT_NAMESPACE}`, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      expect(sample(await scrape(apiMetricsPort), 'walkden_socketio_connections', { namespace: STOREFRONT_NAMESPACE })).toBe(before + 1);
    } finally {
      socket.close();
    }
    await until('the socket to be gone', async () => sample(await scrape(apiMetricsPort), 'walkden_socketio_connections', { namespace: STOREFRONT_NAMESPACE }) === before);
  });
});
