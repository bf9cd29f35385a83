import { DataSource } from 'typeorm';
import { sendJobId } from '../infra/mail/domain/outbox-retry.js';
import { EmailOutboxMessage } from '../infra/mail/entities/email-outbox-message.entity.js';
import { MailService } from '../infra/mail/mail.service.js';
import { type HoldingSmtpServer, startHoldingSmtpServer } from '../infra/mail/testing/holding-smtp-server.js';
import { QueueName } from '../infra/queue/queue.constants.js';
import { QueueService } from '../infra/queue/queue.service.js';
import { type BackendProcess, startBackendProcess, stopBackendProcess, waitForProcess } from '../test/backend-process.js';
import { createTestApp, freePort, type TestApp } from '../test/test-app.js';
import { until } from '../test/until.js';

/**
 * An out-of-memory reaper kills the worker (SIGKILL: no shutdown hook, its BullMQ job left active
 * with a lock nobody renews) while it is sending an e-mail. A new worker process starts.
 */
describe('the worker killed mid-job (SIGKILL), then a new worker process', () => {
  // Queues of their own: e-mails other suites left queued are not this worker's backlog.
  const REDIS_PREFIX = `${process.env.REDIS_PREFIX ?? 'walkden_test'}:sigkill`;
  let smtp: HoldingSmtpServer;
  let api: TestApp;
  const workers: BackendProcess[] = [];

  const row = (id: string) => api.app.get(DataSource).getRepository(EmailOutboxMessage).findOneByOrFail({ id });

  async function startWorker(): Promise<BackendProcess> {
    const worker = startBackendProcess('worker.ts', { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(await freePort()), SMTP_URL: smtp.smtpUrl, REDIS_PREFIX });
    workers.push(worker);
    await waitForProcess('a worker', worker, () => worker.output.join('').includes('job workers started'), 90_000);
    return worker;
  }


  const newWorkerLines = () => `the new worker said:\n${workers.at(-1)?.output.join('').slice(-3000)}`;

  beforeAll(async () => {
    smtp = await startHoldingSmtpServer();
    api = await createTestApp({ SMTP_URL: smtp.smtpUrl, REDIS_PREFIX });
    await api.app.get(DataSource).getRepository(EmailOutboxMessage).createQueryBuilder().delete().execute();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopBackendProcess(worker)));
    await api?.close();
    await smtp?.close();
  });

  it('runs the killed job again, which waits for the dead claim\'s lease, and the e-mail goes out exactly once', async () => {
    smtp.mode = 'hold';
    const first = await startWorker();
    const id = await api.app.get(MailService).queueEmail({ kind: 'account-exists', to: 'oom@sigkill.test', data: { link: 'http://127.0.0.1/auth' } });
    if (!id) throw new Error('no outbox row written');
    const queue = await api.app.get(QueueService).connectedQueue(QueueName.Mail);
    const killedJob = sendJobId(id, 1);

    // Mid-send: the SMTP server holds the message. Killed there.
    await smtp.waitForHeld(20_000);
    expect(await queue.getJobState(killedJob)).toBe('active');
    first.process.kill('SIGKILL');
    await first.exited;
    await smtp.waitFor(() => smtp.discarded.length === 1, 5_000, 'the held message to be dropped');
    expect(smtp.delivered).toEqual([]);

    smtp.mode = 'accept';
    await startWorker();
    // BullMQ finds the killed job stalled (nobody renewed its lock) and the new worker runs it again.
    // The row is still the dead worker's claim for its lease (HANDOVER_LEASE_MS, 5 minutes): a worker
    // slow rather than dead may still be sending it, so the job sends nothing.
    await until('the killed job to run again', async () => (await queue.getJobState(killedJob)) === 'completed', 120_000, newWorkerLines);
    expect(smtp.delivered).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 1 });

    // Once the lease has run out (here: moved into the past), the new worker's outbox relay (every
    // 15 s) hands the row over under a new job id, and it is delivered.
    await api.app.get(DataSource).getRepository(EmailOutboxMessage).update(id, { nextAttemptAt: new Date(Date.now() - 1_000) });
    await until('the e-mail to be sent', async () => (await row(id)).status === 'sent', 45_000, newWorkerLines);
    expect(smtp.delivered.map((message) => message.messageId)).toEqual([`<${id}@walkden.mail>`]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, handovers: 2 });
  }, 195_000);
});
