import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { createTestApp, createTestMailSender, createTestWorker, type TestApp } from '../../test/test-app.js';
import { privateRun } from '../../test/private-run.js';
import { startWorkerProcess } from '../../test/worker-process.js';
import { AppConfig } from '../config/app-config.js';
import { JobName } from '../queue/queue.constants.js';
import { QueueService } from '../queue/queue.service.js';
import { FIRST_RETRY_MS, HANDOVER_LEASE_MS, MAX_EMAIL_ATTEMPTS } from './domain/outbox-retry.js';
import { EmailOutboxMessage } from './entities/email-outbox-message.entity.js';
import { MailSenderService } from './mail-sender.service.js';
import { MailService } from './mail.service.js';
import { type HoldingSmtpServer, startHoldingSmtpServer } from './testing/holding-smtp-server.js';

describe('the e-mail outbox', () => {
  // A database and queues of its own: a worker here must meet only this suite's e-mails, never another suite's leftovers.
  const run = privateRun('outbox');
  let smtp: HoldingSmtpServer;
  let api: TestApp;
  let mail: MailService;
  let outbox: ReturnType<DataSource['getRepository']>;

  const row = (id: string) => api.app.get(DataSource).getRepository(EmailOutboxMessage).findOneByOrFail({ id });
  const accountExists = (to: string) => ({ kind: 'account-exists', to, data: { link: 'http://127.0.0.1/auth' } });

  beforeAll(async () => {
    await run.create();
    smtp = await startHoldingSmtpServer();
    api = await createTestApp({ ...run.env, SMTP_URL: smtp.smtpUrl });
    mail = api.app.get(MailService);
    outbox = api.app.get(DataSource).getRepository(EmailOutboxMessage);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await run.destroy();
  });

  it('delivers exactly once an e-mail whose worker was killed mid-send, through a new worker', async () => {
    smtp.mode = 'hold';
    const first = await startWorkerProcess({ ...run.env, SMTP_URL: smtp.smtpUrl });
    let second: { close(): Promise<void> } | undefined;
    try {
      const id = await mail.queueEmail(accountExists('kim@outbox.test'));
      if (!id) throw new Error('no outbox row written');

      // The SMTP server holds the message: the worker is mid-send. Kill it there.
      const held = await smtp.waitForHeld(20_000);
      expect(held.messageId).toBe(`<${id}@walkden.mail>`);
      expect(await row(id)).toMatchObject({ status: 'sending', attempts: 1 });
      await first.kill();
      await smtp.waitFor(() => smtp.discarded.length === 1, 5_000, 'the held message to be dropped');
      expect(smtp.delivered).toEqual([]);

      // Once the lease of the dead worker's claim runs out, the relay hands the row over under a
      // new job id (the dead worker's job is still in BullMQ), and a new worker delivers it.
      smtp.mode = 'accept';
      second = await createTestWorker(new AppConfig({ ...process.env, ...run.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SMTP_URL: smtp.smtpUrl }));
      await expect(mail.dispatchOutstanding(new Date(Date.now() + HANDOVER_LEASE_MS - 5_000))).resolves.toBe(0);
      await expect(mail.dispatchOutstanding(new Date(Date.now() + HANDOVER_LEASE_MS + 1_000))).resolves.toBe(1);
      await smtp.waitFor(() => smtp.delivered.length > 0, 10_000, 'the e-mail to be delivered');
      // The worker marks the row sent just after the SMTP server accepts the message.
      for (let waited = 0; (await row(id)).status !== 'sent' && waited < 10_000; waited += 100) await sleep(100);

      // Relaying again and a duplicate job send nothing more.
      await expect(mail.dispatchOutstanding(new Date(Date.now() + 10 * HANDOVER_LEASE_MS))).resolves.toBe(0);
      await api.app.get(QueueService).enqueue(JobName.SendEmail, { outboxId: id });
      await sleep(1_500);
      expect(smtp.delivered.map((message) => message.messageId)).toEqual([`<${id}@walkden.mail>`]);
      expect(smtp.delivered[0].to).toEqual(['kim@outbox.test']);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, handovers: 2 });
    } finally {
      await first.kill();
      await second?.close();
    }
    // A worker process to start and two workers' waits (20 + 5 + 10 + 10 s at most): the default 30 s is too short
    // on a loaded machine (it ran out at load average 10, with the waits themselves still inside their bounds).
  }, 90_000);

  it('hands a dead worker\'s row over so that a worker taking the new job at once can claim it', async () => {
    smtp.mode = 'accept';
    const senderContext = await createTestMailSender(api.config);
    const sender = senderContext.get(MailSenderService);
    const queues = api.app.get(QueueService);
    // A worker so quick that it runs each job the moment it is added, before the relay's next statement.
    const outcomes: string[] = [];
    const enqueue = queues.enqueue.bind(queues);
    queues.enqueue = (async (name: JobName, payload: { outboxId: string; handover?: number }) => {
      if (name === JobName.SendEmail) outcomes.push(await sender.sendEmail(payload));
    }) as typeof queues.enqueue;
    try {
      // Left 'sending' by a worker that died mid-send; its lease ran out a minute ago.
      const id = await outbox
        .createQueryBuilder()
        .insert()
        .values({ kind: 'account-exists', payload: { to: 'lee@outbox.test', data: { link: 'http://127.0.0.1/auth' } }, dedupeKey: 'dead-worker-lease', status: 'sending', attempts: 1, handovers: 1, nextAttemptAt: () => "now() - interval '1 minute'" })
        .returning(['id'])
        .execute()
        .then((result) => (result.raw as { id: string }[])[0].id);

      await expect(mail.dispatchOutstanding()).resolves.toBe(1);
      expect(outcomes).toEqual(['sent']);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, handovers: 2 });
      expect(smtp.delivered.filter((message) => message.to.includes('lee@outbox.test'))).toHaveLength(1);
    } finally {
      queues.enqueue = enqueue;
      await senderContext.close();
    }
  });

  it('hands a row over once when two relays take it at the same moment, and all of a list in one go', async () => {
    const queues = api.app.get(QueueService);
    const added: { outboxId: string; handover?: number }[] = [];
    const enqueue = queues.enqueue.bind(queues);
    queues.enqueue = (async (name: JobName, payload: { outboxId: string; handover?: number }) => {
      if (name === JobName.SendEmail) added.push(payload);
    }) as typeof queues.enqueue;
    try {
      const due = (dedupeKey: string) =>
        outbox
          .createQueryBuilder()
          .insert()
          .values({ kind: 'account-exists', payload: { to: `${dedupeKey}@outbox.test`, data: { link: 'http://127.0.0.1/auth' } }, dedupeKey, nextAttemptAt: () => "now() - interval '1 minute'" })
          .returning(['id'])
          .execute()
          .then((result) => (result.raw as { id: string }[])[0].id);
      const [first, second, sent] = [await due('race-1'), await due('race-2'), await due('race-sent')];
      await outbox.update({ id: sent }, { status: 'sent', sentAt: new Date() });

      await Promise.all([mail.dispatch([first, null, second, sent]), mail.dispatch([second, first])]);
      expect(added.sort((a, b) => a.outboxId.localeCompare(b.outboxId))).toEqual(
        [first, second].sort().map((outboxId) => ({ outboxId, handover: 1 })),
      );
      expect(await row(first)).toMatchObject({ status: 'queued', handovers: 1 });
      expect(await row(second)).toMatchObject({ status: 'queued', handovers: 1 });
      expect(await row(sent)).toMatchObject({ status: 'sent', handovers: 0 });
      // Queued: not due again until its lease runs out.
      await mail.dispatch([first]);
      expect(added).toHaveLength(2);
    } finally {
      queues.enqueue = enqueue;
    }
  });

  it('sends a burst in parallel over a few reused connections', async () => {
    smtp.mode = 'hold';
    const worker = await createTestWorker(new AppConfig({ ...process.env, ...run.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SMTP_URL: smtp.smtpUrl }));
    try {
      const opened = smtp.connectionsOpened;
      const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => mail.queueEmail(accountExists(`burst-${i}@outbox.test`))));
      // Five messages in the relay's hands at once: one per pooled connection (one at a time before).
      await smtp.waitFor(() => smtp.heldCount === 5, 20_000, 'five messages held at once');
      smtp.releaseHeld();
      const sent = (messageId: string | undefined) => ids.some((id) => messageId === `<${id}@walkden.mail>`);
      await smtp.waitFor(() => smtp.delivered.filter((message) => sent(message.messageId)).length === 12, 20_000, 'the burst to be delivered');
      // Twelve messages, at most five connections: each reused rather than one handshake per message.
      expect(smtp.connectionsOpened - opened).toBeLessThanOrEqual(5);
    } finally {
      smtp.mode = 'accept';
      await worker.close();
    }
  });

  it('tries a refused e-mail again with backoff, then keeps it as failed: counted, listed, never relayed', async () => {
    smtp.mode = 'reject';
    // The transport lives in the worker only: the sender, beside the api's modules, with no queue consumers.
    const senderContext = await createTestMailSender(api.config);
    const sender = senderContext.get(MailSenderService);
    try {
    const failedBefore = await mail.countFailedEmails();
    const id = await outbox
      .createQueryBuilder()
      .insert()
      .values({ kind: 'account-exists', payload: { to: 'rae@outbox.test', data: { link: 'http://127.0.0.1/auth' } }, dedupeKey: 'refused-once' })
      .returning(['id'])
      .execute()
      .then((result) => (result.raw as { id: string }[])[0].id);

    await expect(sender.sendEmail({ outboxId: id })).resolves.toBe('retrying');
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst.lastError).toMatch(/550/);
    const [{ waitMs }] = await outbox.query(`SELECT extract(epoch FROM next_attempt_at - now()) * 1000 AS "waitMs" FROM email_outbox WHERE id = $1`, [id]);
    expect(Number(waitMs)).toBeGreaterThan(FIRST_RETRY_MS - 5_000);
    expect(Number(waitMs)).toBeLessThanOrEqual(FIRST_RETRY_MS);
    // Not due yet: a stray job does not try it early.
    await expect(sender.sendEmail({ outboxId: id })).resolves.toBe('skipped');

    for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      await outbox.update({ id }, { nextAttemptAt: () => 'now()' });
      await expect(sender.sendEmail({ outboxId: id })).resolves.toBe(attempt < MAX_EMAIL_ATTEMPTS ? 'retrying' : 'failed');
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    expect(smtp.delivered.filter((message) => message.to.includes('rae@outbox.test'))).toEqual([]);

    await expect(mail.countFailedEmails()).resolves.toBe(failedBefore + 1);
    const listed = await mail.listFailedEmails();
    expect(listed.find((email) => email.id === id)).toMatchObject({ kind: 'account-exists', to: 'rae@outbox.test', attempts: MAX_EMAIL_ATTEMPTS, lastError: expect.stringMatching(/550/) });
    expect(listed.find((email) => email.id === id)?.failedAt).toBeInstanceOf(Date);

    await mail.dispatchOutstanding(new Date(Date.now() + 365 * 24 * 3600 * 1000));
    expect(await row(id)).toMatchObject({ status: 'failed', handovers: 0 });
    } finally {
      await senderContext.close();
    }
  });
});
