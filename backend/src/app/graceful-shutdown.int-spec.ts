import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { io } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { HANDOVER_LEASE_MS, sendJobId } from '../infra/mail/domain/outbox-retry.js';
import { EmailOutboxMessage } from '../infra/mail/entities/email-outbox-message.entity.js';
import { MailService } from '../infra/mail/mail.service.js';
import { type HoldingSmtpServer, startHoldingSmtpServer } from '../infra/mail/testing/holding-smtp-server.js';
import { QueueName } from '../infra/queue/queue.constants.js';
import { QueueService } from '../infra/queue/queue.service.js';
import { STOREFRONT_NAMESPACE } from '../infra/realtime/socket-events.js';
import { type BackendProcess, startBackendProcess, stopBackendProcess, waitForProcess } from '../test/backend-process.js';
import { TestHttpClient } from '../test/http-client.js';
import { createTestApp, freePort, type TestApp } from '../test/test-app.js';
import { TEST_REDIS_URL } from '../test/test-run.js';
import { normalisePostcode } from '../modules/orders/domain/delivery-area.js';
import { until } from '../test/until.js';

/** Whether a brand-new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}


/** A postcode lookup service that answers every lookup after `delayMs`, counting them; on a free loopback port. */
async function slowPostcodeService(delayMs: number, onLookup: () => void): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    onLookup();
    setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 200, result: { postcode: req.url, latitude: 53.523, longitude: -2.399 } }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Lookups are cached in the run's Redis, which every test file shares: forget these postcodes so
 * that each check really waits on the slow lookup service, whatever an earlier test looked up.
 */
async function forgetCachedPostcodes(postcodes: string[]): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { keyPrefix: `${process.env.REDIS_PREFIX}:` });
  try {
    await redis.del(...postcodes.map((postcode) => `postcode:${normalisePostcode(postcode)}`));
  } finally {
    redis.disconnect();
  }
}

/** The api as a process of its own on a free port, using `postcodeUrl`, with the shutdown bounds given; resolves once ready. */
async function startApiProcess(env: NodeJS.ProcessEnv, postcodeUrl: string, drainSeconds: number, graceSeconds: number): Promise<{ api: BackendProcess; port: number }> {
  const port = await freePort();
  const api = startBackendProcess(
    'main.ts',
    {
      ...env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      POSTCODE_API_BASE: postcodeUrl,
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    },
  );
  await waitForProcess('the api', api, async () => (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok, 90_000);
  return { api, port };
}

describe('graceful shutdown: SIGTERM to real processes', () => {
  const baseEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...extra });

  describe('the api under load', () => {
    const DRAIN_SECONDS = 1;
    const GRACE_SECONDS = 8;
    const LOOKUP_DELAY_MS = 2_000;
    let postcodes: Server;
    let received = 0;
    let api: BackendProcess;
    let port: number;

    beforeAll(async () => {
      // A postcode lookup service that takes two seconds: every postcode check is a slow request in flight.
      const service = await slowPostcodeService(LOOKUP_DELAY_MS, () => (received += 1));
      postcodes = service.server;
      ({ api, port } = await startApiProcess(baseEnv({}), service.url, DRAIN_SECONDS, GRACE_SECONDS));
    }, 120_000);

    afterAll(async () => {
      await stopBackendProcess(api);
      await new Promise((resolve) => postcodes.close(resolve));
    });

    it('answers every request in flight, reports not ready first, refuses new connections, closes sockets and exits within the bound', async () => {
      const url = `http://127.0.0.1:${port}`;
      const socket = io(`${url}${STOREFRONT_NAMESPACE}`, { transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      let disconnectReason: string | undefined;
      socket.on('disconnect', (reason) => (disconnectReason = reason));

      // Twelve customers check a postcode each (distinct ones: nothing cached); all are waiting on the lookup.
      const outward = ['M28', 'M38', 'M27', 'M29'];
      const checked = Array.from({ length: 12 }, (_, i) => `${outward[i % 4]} ${i % 10}${'ABCDEFGHJKLM'[i]}${'NPQRSTUWXYZA'[i]}`);
      await forgetCachedPostcodes(checked);
      const inFlight = checked.map((postcode) => new TestHttpClient(url).post('/api/checkout/postcode', { postcode }));
      await until('the twelve lookups to be in flight', () => received === 12);

      const signalledAt = Date.now();
      api.process.kill('SIGTERM');
      // Readiness fails at once, so a load balancer stops sending; the api still serves meanwhile.
      await until('readiness to fail', async () => (await fetch(`${url}/health/ready`)).status === 503, 500);
      expect((await fetch(`${url}/health/live`)).status).toBe(200);

      // After the drain period, new connections are refused while the slow requests are still running.
      await until('new connections to be refused', async () => !(await accepts(port)), DRAIN_SECONDS * 1000 + 1_000);
      const refusedAfter = Date.now() - signalledAt;
      expect(refusedAfter).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 50);
      expect(refusedAfter).toBeLessThan(LOOKUP_DELAY_MS);

      const answers = await Promise.all(inFlight);
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
      for (const answer of answers) expect(answer.body).toMatchObject({ valid: true, message: 'Delivery available' });

      const [code] = await api.exited;
      const exitedAfter = Date.now() - signalledAt;
      expect(code).toBe(0);
      expect(exitedAfter).toBeLessThan((DRAIN_SECONDS + GRACE_SECONDS) * 1000);
      // Socket.IO told its client it is going (the client reconnects to another replica).
      await until('the socket to be closed', () => disconnectReason !== undefined, 1_000);
      expect(['io server disconnect', 'transport close']).toContain(disconnectReason);
      socket.close();
      expect(api.output.join('')).toContain('shut down');
    }, 60_000);
  });

  describe('an api whose request outlives the grace period', () => {
    let postcodes: Server;
    let lookups = 0;
    let api: BackendProcess;
    let port: number;

    beforeAll(async () => {
      // Answers after 2.5 s: longer than the 1 s grace below (and within the api's 3 s lookup timeout).
      const service = await slowPostcodeService(2_500, () => (lookups += 1));
      postcodes = service.server;
      ({ api, port } = await startApiProcess(baseEnv({}), service.url, 0, 1));
    }, 120_000);

    afterAll(async () => {
      await stopBackendProcess(api);
      postcodes.closeAllConnections();
      await new Promise((resolve) => postcodes.close(resolve));
    });

    it('cuts it at the bound and exits: a stuck request never holds the pod', async () => {
      // Not one of the twelve above (the clock-derived postcode used here could be 'M28 0AN', cached by them), and
      // forgotten, so this check waits on the slow service.
      const postcode = 'M28 9ZZ';
      await forgetCachedPostcodes([postcode]);
      const slow = new TestHttpClient(`http://127.0.0.1:${port}`).post('/api/checkout/postcode', { postcode }).then(
        (answer) => answer.status,
        () => 'cut',
      );
      await until('the lookup to be in flight', () => lookups === 1);
      const signalledAt = Date.now();
      api.process.kill('SIGTERM');
      const [code] = await api.exited;
      const exitedAfter = Date.now() - signalledAt;
      expect(code).toBe(0);
      expect(exitedAfter).toBeGreaterThanOrEqual(900);
      expect(exitedAfter).toBeLessThan(2_300);
      expect(await slow).toBe('cut');
      expect(api.output.join('')).toContain('requests still in flight after the grace period are cut');
    }, 30_000);
  });

  describe('the worker mid-job', () => {
    const GRACE_SECONDS = 4;
    let smtp: HoldingSmtpServer;
    let api: TestApp;
    let mail: MailService;

    const row = (id: string) => api.app.get(DataSource).getRepository(EmailOutboxMessage).findOneByOrFail({ id });
    const accountExists = (to: string) => ({ kind: 'account-exists', to, data: { link: 'http://127.0.0.1/auth' } });
    // Queues of their own: e-mails other suites of the run left queued are not this worker's backlog.
    const REDIS_PREFIX = `${process.env.REDIS_PREFIX ?? 'walkden_test'}:shutdown`;
    const startWorker = async (): Promise<BackendProcess> => {
      const worker = startBackendProcess('worker.ts', baseEnv({ SMTP_URL: smtp.smtpUrl, REDIS_PREFIX, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) }));
      await waitForProcess('the worker', worker, () => worker.output.join('').includes('job workers started'), 90_000);
      return worker;
    };

    beforeAll(async () => {
      smtp = await startHoldingSmtpServer();
      api = await createTestApp({ SMTP_URL: smtp.smtpUrl, REDIS_PREFIX });
      mail = api.app.get(MailService);
      // Rows other suites left (a claim whose lease runs out, a retry due) would be handed over in
      // this test's place: the relay's count below is of this test's e-mail alone.
      await api.app.get(DataSource).getRepository(EmailOutboxMessage).createQueryBuilder().delete().execute();
    }, 60_000);

    afterAll(async () => {
      await api?.close();
      await smtp?.close();
    });

    it('finishes the e-mail it is sending when the relay answers within the grace period, then exits', async () => {
      smtp.mode = 'hold';
      const worker = await startWorker();
      try {
        const id = await mail.queueEmail(accountExists('sigterm-finish@shutdown.test'));
        if (!id) throw new Error('no outbox row written');
        await smtp.waitForHeld(20_000);

        const signalledAt = Date.now();
        worker.process.kill('SIGTERM');
        await sleep(1_000);
        // Still there, waiting for its job; the relay answers now.
        expect(worker.process.exitCode).toBeNull();
        smtp.releaseHeld();

        const [code] = await worker.exited;
        expect(code).toBe(0);
        expect(Date.now() - signalledAt).toBeLessThan(GRACE_SECONDS * 1000);
        expect(smtp.delivered.map((message) => message.messageId)).toEqual([`<${id}@walkden.mail>`]);
        expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
      } finally {
        await stopBackendProcess(worker);
      }
    }, 60_000);

    it('hands back a job that outlives the grace period, exits within it, and the e-mail is still delivered once', async () => {
      smtp.mode = 'hold';
      const worker = await startWorker();
      let next: BackendProcess | undefined;
      try {
        const id = await mail.queueEmail(accountExists('sigterm-late@shutdown.test'));
        if (!id) throw new Error('no outbox row written');
        await smtp.waitForHeld(20_000);
        const jobId = sendJobId(id, 1);
        const queue = await api.app.get(QueueService).connectedQueue(QueueName.Mail);
        expect(await queue.getJobState(jobId)).toBe('active');

        const signalledAt = Date.now();
        worker.process.kill('SIGTERM');
        const [code] = await worker.exited;
        const exitedAfter = Date.now() - signalledAt;
        expect({ code, output: code === 0 ? '' : worker.output.join('').slice(-3000) }).toEqual({ code: 0, output: '' });
        expect(exitedAfter).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 100);
        expect(exitedAfter).toBeLessThan(GRACE_SECONDS * 1000 + 3_000);
        expect(worker.output.join('')).toContain('go back to the queue');
        // The job is waiting again (not stuck active until a lock expires), and nothing was delivered.
        expect(await queue.getJobState(jobId)).toBe('waiting');
        await smtp.waitFor(() => smtp.discarded.length > 0, 5_000, 'the held message to be dropped');
        expect(smtp.delivered.filter((message) => message.messageId === `<${id}@walkden.mail>`)).toEqual([]);

        // The next worker takes the returned job; the row's claim still holds it, and once its lease
        // runs out the relay hands it over: delivered exactly once.
        smtp.mode = 'accept';
        next = await startWorker();
        await until('the returned job to run', async () => (await queue.getJobState(jobId)) === 'completed', 30_000);
        await expect(mail.dispatchOutstanding(new Date(Date.now() + HANDOVER_LEASE_MS + 1_000))).resolves.toBe(1);
        // Generous bounds: this machine may be busy; the point is that it arrives, once.
        await smtp.waitFor(() => smtp.delivered.some((message) => message.messageId === `<${id}@walkden.mail>`), 40_000, 'the e-mail to be delivered').catch(async (error: Error) => {
          throw new Error(`${error.message}; row ${JSON.stringify(await row(id))}; job ${await queue.getJobState(jobId)}; worker said:\n${next?.output.join('').slice(-4000)}`);
        });
        await until('the row to be sent', async () => (await row(id)).status === 'sent', 20_000);
        expect(smtp.delivered.filter((message) => message.messageId === `<${id}@walkden.mail>`)).toHaveLength(1);
      } finally {
        await stopBackendProcess(worker);
        if (next) await stopBackendProcess(next);
      }
    }, 150_000);
  });
});
