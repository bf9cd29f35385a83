import { createServer, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { startStripeStandin, type RunningStripeStandin } from '../dev/stripe-standin.js';
import { EmailOutboxMessage } from '../infra/mail/entities/email-outbox-message.entity.js';
import { type HoldingSmtpServer, startHoldingSmtpServer } from '../infra/mail/testing/holding-smtp-server.js';
import { JobName, QueueName } from '../infra/queue/queue.constants.js';
import { QueueService } from '../infra/queue/queue.service.js';
import type { ReconcileReport } from '../modules/orders/domain/payment-reconciliation.js';
import { insertOrder } from '../modules/orders/admin-orders.test-factory.js';
import { CheckoutSessionsService } from '../modules/orders/checkout-sessions.service.js';
import { Order } from '../modules/orders/entities/order.entity.js';
import { type BackendProcess, startBackendProcess, stopBackendProcess, waitForProcess } from '../test/backend-process.js';
import { createTestApp, freePort, type TestApp } from '../test/test-app.js';
import { privateRun } from '../test/private-run.js';

/** Stripe's API through a door the test can hold: a retrieve of the watched session waits until `release()`. */
interface HoldingStripe {
  url: string;
  holding: boolean;
  readonly held: number;
  release(): void;
  close(): Promise<void>;
}

async function startHoldingStripe(upstream: string, sessionId: () => string | undefined): Promise<HoldingStripe> {
  const target = new URL(upstream);
  const waiting: (() => void)[] = [];
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const upstreamRequest = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstreamRequest.on('error', () => res.destroy());
    upstreamRequest.end(body);
  };
  const state = { holding: false };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const watched = sessionId();
      const isRetrieve = req.method === 'GET' && watched !== undefined && req.url?.startsWith(`/v1/checkout/sessions/${watched}`);
      if (state.holding && isRetrieve) waiting.push(() => forward(req, res, Buffer.concat(chunks)));
      else forward(req, res, Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get holding() {
      return state.holding;
    },
    set holding(value: boolean) {
      state.holding = value;
    },
    get held() {
      return waiting.length;
    },
    release() {
      state.holding = false;
      // All at once: the runs that were held go on side by side.
      for (const go of waiting.splice(0)) go();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, output?: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${output ? `; the worker said:\n${output().slice(-3000)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The worker is SIGKILLed in the middle of the payment reconciliation job, while it asks Stripe about
 * an order whose webhook was missed. A new worker runs the killed job again (BullMQ finds it stalled),
 * and the next run settles the order while the rerun waits for Stripe: the order is marked paid once
 * (the settlement's locked isPaid check), and its e-mails go out once.
 */
describe('the worker killed mid-job (SIGKILL) during payment reconciliation', () => {
  // A database of its own: reconciliation reads every lost checkout, and other files' orders are not ours to settle.
  const run = privateRun('reconkill');
  const { databaseUrl, redisPrefix: REDIS_PREFIX } = run;
  let smtp: HoldingSmtpServer;
  let stripe: RunningStripeStandin;
  let door: HoldingStripe;
  let api: TestApp;
  let sessionId: string | undefined;
  const workers: BackendProcess[] = [];

  async function startWorker(): Promise<BackendProcess> {
    const worker = startBackendProcess('worker.ts', {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX,
      SMTP_URL: smtp.smtpUrl,
      STRIPE_API_BASE: door.url,
      // The test sends each run itself (a schedule's first run would also be held at the door).
      JOB_SCHEDULES: 'reconcile-payments=cron 0 4 1 1 *',
    });
    workers.push(worker);
    await waitForProcess('a worker', worker, () => worker.output.join('').includes('job workers started'), 90_000);
    return worker;
  }

  beforeAll(async () => {
    await run.create();
    smtp = await startHoldingSmtpServer();
    // No webhook reaches the product: the customer paid, and Stripe's word was lost.
    stripe = await startStripeStandin({ port: 0, log: () => undefined });
    door = await startHoldingStripe(stripe.url, () => sessionId);
    api = await createTestApp({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.smtpUrl, STRIPE_API_BASE: door.url, REDIS_PREFIX });
  }, 60_000);

  afterAll(async () => {
    door?.release();
    await Promise.all(workers.map((worker) => stopBackendProcess(worker)));
    await api?.close();
    await door?.close();
    await stripe?.close();
    await smtp?.close();
    await run.destroy();
  });

  it('runs the killed job again; with the next run it pays the order once, with one pair of e-mails', async () => {
    const dataSource = api.app.get(DataSource);
    const order = await insertOrder(dataSource, { paymentMethod: 'online', orderDate: '2031-03-04', customerEmail: 'paid@reconkill.test' });
    const payUrl = await api.app.get(CheckoutSessionsService).startCheckoutSession(order);
    sessionId = payUrl.split('/pay/')[1];
    await stripe.sendEvent('checkout.session.completed', sessionId);
    // The session ran out long ago as far as the order knows: reconciliation's to settle.
    await dataSource.getRepository(Order).update(order.id, { stripeSessionExpiresAt: new Date(Date.now() - 10 * 60_000) });

    const queue = await api.app.get(QueueService).connectedQueue(QueueName.Payments);
    door.holding = true;
    const first = await startWorker();
    await queue.add(JobName.ReconcilePayments, {}, { jobId: 'reconcile-killed' });
    await until('the first worker to ask Stripe', () => door.held >= 1, 30_000, () => first.output.join(''));
    const killed = (await queue.getActive()).map((job) => job.id!);
    expect(killed).toContain('reconcile-killed');
    first.process.kill('SIGKILL');
    await first.exited;
    door.release(); // its question goes on to Stripe; nobody is left to hear the answer
    expect(await dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).toMatchObject({ status: 'pending', isPaid: false });

    // A new worker finds the killed run stalled once its lock (30 s) runs out, and runs it again: it
    // reads the order as still unpaid and is held at Stripe's door. Meanwhile the next run settles the
    // order; then the killed run's question is answered too, and it must change nothing.
    const startedBefore = new Map(await Promise.all(killed.map(async (id) => [id, (await queue.getJob(id))!.processedOn] as const)));
    door.holding = true;
    const second = await startWorker();
    const rerunning = async () => door.held >= 1 && (await Promise.all(killed.map(async (id) => (await queue.getJob(id))!.processedOn !== startedBefore.get(id)))).every(Boolean);
    // BullMQ finds a stalled job up to lock (30 s) + check interval (30 s) after the kill, later on a busy machine.
    await until('the killed run to run again', rerunning, 120_000, () => second.output.join(''));
    door.holding = false;
    await queue.add(JobName.ReconcilePayments, {}, { jobId: 'reconcile-next' });
    await until('the next run to pay the order', async () => (await dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).isPaid, 10_000, () => second.output.join(''));
    door.release();
    const runs = [...killed, 'reconcile-next'];
    await until('every run to complete', async () => (await Promise.all(runs.map((id) => queue.getJobState(id)))).every((state) => state === 'completed'), 20_000, () => second.output.join(''));

    const reports = await Promise.all(runs.map(async (id) => (await queue.getJob(id))!.returnvalue as ReconcileReport));
    expect(reports.reduce((paid, report) => paid + report.paid, 0)).toBe(1);
    expect(second.output.join('').match(/"context":"order paid"/g)).toHaveLength(1);
    expect(await dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).toMatchObject({ status: 'confirmed', isPaid: true });

    // Its two e-mails (customer and restaurant), owed once and delivered once.
    const outbox = () => dataSource.getRepository(EmailOutboxMessage).find({ order: { dedupeKey: 'ASC' } });
    await until('both e-mails to be sent', async () => (await outbox()).filter((row) => row.status === 'sent').length === 2, 30_000, () => second.output.join(''));
    const rows = await outbox();
    expect(rows.map((row) => row.dedupeKey)).toEqual([`order-confirmed:${order.id}:customer`, `order-confirmed:${order.id}:restaurant`]);
    expect(smtp.delivered.map((message) => message.messageId).sort()).toEqual(rows.map((row) => `<${row.id}@walkden.mail>`).sort());
  }, 215_000);
});
