import type { TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { createTestCliContext } from '../../test/cli-context.js';
import { freePort } from '../../test/test-app.js';
import { truncateAll } from '../../test/test-database.js';
import { QueueName } from '../queue/queue.constants.js';
import { QueueService } from '../queue/queue.service.js';
import { EmailOutboxMessage, type EmailOutboxStatus } from './entities/email-outbox-message.entity.js';
import { FailedEmailsService } from './failed-emails.service.js';

describe('mail:failed', () => {
  let context: TestingModule;
  let dataSource: DataSource;
  let queues: QueueService;

  async function outboxRow(to: string, status: EmailOutboxStatus): Promise<string> {
    const row = await dataSource.getRepository(EmailOutboxMessage).save({
      kind: 'order-confirmation',
      payload: { to, data: {} },
      dedupeKey: `failed-emails-test:${to}`,
      status,
      attempts: status === 'failed' ? 10 : 0,
      lastError: status === 'failed' ? '550 mailbox unavailable' : null,
      sentAt: status === 'sent' ? new Date() : null,
      failedAt: status === 'failed' ? new Date() : null,
    });
    return row.id;
  }
  const statusOf = async (id: string): Promise<EmailOutboxStatus> => (await dataSource.getRepository(EmailOutboxMessage).findOneByOrFail({ id })).status;
  const mailQueue = () => queues.connectedQueue(QueueName.Mail);
  const waitingJobFor = async (id: string): Promise<boolean> =>
    (await (await mailQueue()).getJobs(['waiting', 'prioritized'])).some((job) => (job.data as { outboxId?: string }).outboxId === id);

  beforeAll(async () => {
    context = await createTestCliContext({ REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}_failed_mail` });
    dataSource = context.get(DataSource);
    queues = context.get(QueueService);
  });

  beforeEach(async () => {
    await truncateAll(dataSource);
    await (await mailQueue()).obliterate({ force: true });
  });

  afterAll(async () => {
    await (await mailQueue()).obliterate({ force: true });
    await context?.close();
  });

  it('lists only the e-mails the worker gave up on, with their recipient and last error', async () => {
    const failed = await outboxRow('ann@failed.test', 'failed');
    await outboxRow('bob@failed.test', 'sent');
    await outboxRow('cat@failed.test', 'pending');

    const listed = await context.get(FailedEmailsService).listFailedEmails();
    expect(listed).toEqual([expect.objectContaining({ id: failed, kind: 'order-confirmation', to: 'ann@failed.test', attempts: 10, lastError: '550 mailbox unavailable' })]);
  });

  it('resends one failed e-mail as a fresh round of attempts under a new job', async () => {
    const id = await outboxRow('ann@failed.test', 'failed');
    const other = await outboxRow('dan@failed.test', 'failed');
    await context.get(FailedEmailsService).resendFailedEmail(id);

    await expect(statusOf(id)).resolves.toBe('queued');
    await expect(waitingJobFor(id)).resolves.toBe(true);
    await expect(dataSource.getRepository(EmailOutboxMessage).findOneByOrFail({ id })).resolves.toMatchObject({ attempts: 0, failedAt: null });
    await expect(statusOf(other)).resolves.toBe('failed');
  });

  it('resends every failed e-mail with --all', async () => {
    const ids = [await outboxRow('ann@failed.test', 'failed'), await outboxRow('eve@failed.test', 'failed')];
    const sent = await outboxRow('bob@failed.test', 'sent');

    await expect(context.get(FailedEmailsService).resendAllFailedEmails()).resolves.toBe(2);

    for (const id of ids) {
      await expect(statusOf(id)).resolves.toBe('queued');
      await expect(waitingJobFor(id)).resolves.toBe(true);
    }
    await expect(statusOf(sent)).resolves.toBe('sent');
  });

  it('refuses an id that is not a failed e-mail', async () => {
    const sent = await outboxRow('bob@failed.test', 'sent');
    await expect(context.get(FailedEmailsService).resendFailedEmail(sent)).rejects.toMatchObject({ code: 'EMAIL_NOT_FAILED' });
    await expect(statusOf(sent)).resolves.toBe('sent');
    await expect(context.get(FailedEmailsService).resendFailedEmail('not-a-uuid')).rejects.toMatchObject({ code: 'EMAIL_NOT_FAILED' });
  });

  it('changes nothing when Redis is down, and says so', async () => {
    const id = await outboxRow('ann@failed.test', 'failed');
    const offline = await createTestCliContext({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      await expect(offline.get(FailedEmailsService).resendFailedEmail(id)).rejects.toMatchObject({ code: 'QUEUE_UNAVAILABLE' });
    } finally {
      await offline.close();
    }
    await expect(statusOf(id)).resolves.toBe('failed');
  });
});
