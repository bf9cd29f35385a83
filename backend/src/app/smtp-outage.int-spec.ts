import type { TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { createAdmin, insertOrder } from '../modules/orders/admin-orders.test-factory.js';
import { orderReadyEmail } from '../modules/orders/domain/order-ready-email.js';
import { type BackendProcess, startBackendProcess, stopBackendProcess, waitForProcess } from '../test/backend-process.js';
import { createTestCliContext } from '../test/cli-context.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { deleteRedisKeys } from '../test/test-run.js';
import { JobName } from '../infra/queue/queue.constants.js';
import { QueueService } from '../infra/queue/queue.service.js';
import { MAX_EMAIL_ATTEMPTS, retryDelayMs } from '../infra/mail/domain/outbox-retry.js';
import { EmailOutboxMessage } from '../infra/mail/entities/email-outbox-message.entity.js';
import { FailedEmailsService } from '../infra/mail/failed-emails.service.js';
import { MailService } from '../infra/mail/mail.service.js';
import { type HoldingSmtpServer, startHoldingSmtpServer } from '../infra/mail/testing/holding-smtp-server.js';

/**
 * An SMTP server that refuses (421) for hours, against the real worker process. Hours are not
 * waited out: each round moves the e-mails' next attempt to now (what the schedule's wait would
 * do) and runs the relay job, the worker's own dispatch-outbox; the schedule itself is the one
 * production runs, asserted on the rows as they go.
 */
describe('SMTP refusing for hours: e-mails wait, then go out once; after the last attempt they are failed and listed', () => {
  // Queues of their own: e-mails other suites of the run left queued are not this worker's backlog.
  const REDIS_PREFIX = `${process.env.REDIS_PREFIX ?? 'walkden_test'}:smtp-outage`;
  let smtp: HoldingSmtpServer;
  let api: TestApp;
  let cli: TestingModule;
  let worker: BackendProcess;
  let dataSource: DataSource;

  const row = (id: string) => dataSource.getRepository(EmailOutboxMessage).findOneByOrFail({ id });
  const accountExists = (to: string) => ({ kind: 'account-exists', to, data: { link: 'http://127.0.0.1/auth' } });
  const deliveredTo = (id: string) => smtp.delivered.filter((message) => message.messageId === `<${id}@walkden.mail>`).length;

  async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${worker.output.join('').slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The schedule's wait is over for these e-mails: the relay hands them to the worker again; resolves once each has had its attempt. */
  async function nextAttempt(ids: string[]): Promise<void> {
    const before = new Map(await Promise.all(ids.map(async (id) => [id, (await row(id)).attempts] as const)));
    await dataSource.createQueryBuilder().update(EmailOutboxMessage).set({ nextAttemptAt: () => 'now()' }).where('id IN (:...ids) AND status = :pending', { ids, pending: 'pending' }).execute();
    await api.app.get(QueueService).enqueue(JobName.DispatchOutbox, {});
    await until(`attempt ${[...before.values()].join('/')}+1 of ${ids.length} e-mails`, async () => {
      const rows = await Promise.all(ids.map(row));
      return rows.every((current) => current.attempts > before.get(current.id)! && current.status !== 'queued' && current.status !== 'sending');
    });
  }

  beforeAll(async () => {
    smtp = await startHoldingSmtpServer('refuse');
    api = await createTestApp({ SMTP_URL: smtp.smtpUrl, REDIS_PREFIX });
    cli = await createTestCliContext({ REDIS_PREFIX });
    dataSource = api.app.get(DataSource);
    // Rows other suites left would be handed over too; this test counts its own e-mails' attempts.
    await dataSource.getRepository(EmailOutboxMessage).createQueryBuilder().delete().execute();
    worker = startBackendProcess('worker.ts', { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', SMTP_URL: smtp.smtpUrl, REDIS_PREFIX });
    await waitForProcess('the worker', worker, () => worker.output.join('').includes('job workers started'), 90_000);
  }, 120_000);

  afterAll(async () => {
    if (worker) await stopBackendProcess(worker);
    await cli?.close();
    await api?.close();
    await smtp?.close();
    await deleteRedisKeys(REDIS_PREFIX);
  });

  it('keeps refused e-mails pending on the schedule, delivers one exactly once when SMTP accepts, and lists the one that used every attempt', async () => {
    const mail = api.app.get(MailService);
    // Needs attention shows the 50 newest orders: this one is the newest whatever other suites left (some pin 2031).
    const order = await insertOrder(dataSource, { createdAt: new Date('2099-01-01T12:00:00Z') });
    const waiting = (await mail.queueEmail(accountExists('waits@smtp-outage.test')))!;
    // About an order: when it fails for good, the order shows in Needs attention.
    const doomed = (await mail.queueEmail({ ...orderReadyEmail(order), to: 'doomed@smtp-outage.test' }))!;

    // The first attempt, straight after queueing, is refused; each row waits its turn with the error.
    await until('the first refusals', async () => (await Promise.all([waiting, doomed].map(row))).every((current) => current.attempts === 1 && current.status === 'pending'));
    let refusedFor = 0;
    for (let attempts = 1; refusedFor < 60 * 60_000; attempts++) {
      const current = await row(waiting);
      expect(current).toMatchObject({ status: 'pending', attempts, lastError: expect.stringMatching(/421/) });
      // next_attempt_at is PostgreSQL's now() plus the schedule's wait (updated_at is the same now()).
      expect(current.nextAttemptAt.getTime() - current.updatedAt.getTime()).toBeCloseTo(retryDelayMs(attempts), -3);
      refusedFor += retryDelayMs(attempts);
      await nextAttempt([waiting, doomed]);
    }
    // An hour of refusals and more: still waiting, never given up.
    expect(await row(waiting)).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/421/) });

    // The other one goes on being refused until its last attempt: then it is failed.
    while ((await row(doomed)).status === 'pending') await nextAttempt([doomed]);
    expect(await row(doomed)).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS, lastError: expect.stringMatching(/421/) });
    expect(deliveredTo(doomed)).toBe(0);
    // `mail:failed` lists it; the admin's Needs attention shows its order with why.
    expect(await cli.get(FailedEmailsService).listFailedEmails()).toEqual([
      expect.objectContaining({ id: doomed, to: 'doomed@smtp-outage.test', attempts: MAX_EMAIL_ATTEMPTS, lastError: expect.stringMatching(/421/) }),
    ]);
    const admin = await createAdmin(api);
    const attention = (await admin.client.get('/api/admin/orders/attention')).body as unknown as { id: string; attentionReason: string | null }[];
    expect(attention.find((listed) => listed.id === order.id)?.attentionReason).toMatch(/e-mail to doomed@smtp-outage\.test could not be delivered \(.*421/);

    // SMTP accepts again: the waiting e-mail goes out on its next attempt, once.
    smtp.mode = 'accept';
    await nextAttempt([waiting]);
    expect(await row(waiting)).toMatchObject({ status: 'sent', lastError: null });
    expect(deliveredTo(waiting)).toBe(1);
    // Later relay runs send it no more: a new e-mail goes out after them, and the first is still delivered once.
    const later = (await mail.queueEmail(accountExists('later@smtp-outage.test')))!;
    await api.app.get(QueueService).enqueue(JobName.DispatchOutbox, {});
    await until('the later e-mail', async () => deliveredTo(later) === 1);
    expect(deliveredTo(waiting)).toBe(1);
    expect(deliveredTo(doomed)).toBe(0);
  }, 90_000);
});
