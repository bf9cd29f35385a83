import type { TestingModule } from '@nestjs/testing';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { createTestCliContext } from '../../test/cli-context.js';
import { TEST_REDIS_URL } from '../../test/test-run.js';
import { FailedJobsService } from './failed-jobs.service.js';
import { QueueName } from './queue.constants.js';
import { QueueService } from './queue.service.js';

describe('queue:retry-failed', () => {
  let context: TestingModule;
  let queues: QueueService;
  const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });

  /** Runs a job on `queue` through a worker whose handler always throws, so that it ends failed. */
  async function failJob(queue: QueueName, jobId: string): Promise<void> {
    const worker = new Worker(queue, async () => Promise.reject(new Error('handler broke')), { connection, prefix: queues.prefix, autorun: false });
    const failed = new Promise<void>((resolve) => worker.on('failed', () => resolve()));
    await (await queues.connectedQueue(queue)).add('test-job', {}, { jobId, attempts: 1 });
    void worker.run();
    await failed;
    await worker.close();
  }

  beforeAll(async () => {
    context = await createTestCliContext({ REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}_retry` });
    queues = context.get(QueueService);
  });

  afterAll(async () => {
    for (const name of Object.values(QueueName)) await (await queues.connectedQueue(name)).obliterate({ force: true });
    await context?.close();
    connection.disconnect();
  });

  it('moves the failed jobs of one queue back to waiting and leaves the other queues alone', async () => {
    await failJob(QueueName.Mail, 'mail-1');
    await failJob(QueueName.Mail, 'mail-2');
    await failJob(QueueName.Payments, 'payments-1');

    await expect(context.get(FailedJobsService).retryFailedJobs(QueueName.Mail)).resolves.toEqual([{ queue: QueueName.Mail, retried: 2 }]);

    const mail = await queues.connectedQueue(QueueName.Mail);
    const payments = await queues.connectedQueue(QueueName.Payments);
    await expect(mail.getJobState('mail-1')).resolves.toBe('waiting');
    await expect(mail.getJobState('mail-2')).resolves.toBe('waiting');
    await expect(payments.getJobState('payments-1')).resolves.toBe('failed');
  });

  it('retries every queue when none is named, reporting each', async () => {
    const report = await context.get(FailedJobsService).retryFailedJobs();
    expect(report).toEqual([
      { queue: QueueName.Mail, retried: 0 },
      { queue: QueueName.Payments, retried: 1 },
      { queue: QueueName.Maintenance, retried: 0 },
      { queue: QueueName.Printing, retried: 0 },
      { queue: QueueName.Push, retried: 0 },
    ]);
    await expect((await queues.connectedQueue(QueueName.Payments)).getJobState('payments-1')).resolves.toBe('waiting');
  });
});
