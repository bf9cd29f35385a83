import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { QueueName } from '../queue/queue.constants.js';
import { QueueService } from '../queue/queue.service.js';
import { EmailOutboxMessage } from './entities/email-outbox-message.entity.js';
import { FailedEmailsException } from './failed-emails.exception.js';
import { MailService, type FailedEmail } from './mail.service.js';

export type { FailedEmail };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most failed e-mails the CLI lists or resends at once. */
const LIST_LIMIT = 1_000;

/** Operators' view of e-mails the outbox gave up on after their last attempt (the CLI's `mail:failed`). */
@Injectable()
export class FailedEmailsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    private readonly mail: MailService,
  ) {}

  /** Permanently failed e-mails, most recent first. */
  listFailedEmails(): Promise<FailedEmail[]> {
    return this.mail.listFailedEmails({ limit: LIST_LIMIT });
  }

  /** Sends one permanently failed e-mail again (a fresh round of attempts). */
  async resendFailedEmail(id: string): Promise<void> {
    const found = UUID.test(id) && (await this.dataSource.getRepository(EmailOutboxMessage).existsBy({ id, status: 'failed' }));
    if (!found) throw FailedEmailsException.notFailed(id);
    await this.resend([id]);
  }

  /** Sends every permanently failed e-mail again; returns how many. */
  async resendAllFailedEmails(): Promise<number> {
    const ids = (await this.listFailedEmails()).map((email) => email.id);
    await this.resend(ids);
    return ids.length;
  }

  private async resend(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    // Refuse before changing anything when the queue cannot be reached: the operator must know.
    try {
      await this.queues.connectedQueue(QueueName.Mail);
    } catch (error) {
      throw FailedEmailsException.queueUnavailable((error as Error).message);
    }
    await this.dataSource
      .getRepository(EmailOutboxMessage)
      .createQueryBuilder()
      .update()
      .set({ status: 'pending', attempts: 0, failedAt: null, lastError: null, nextAttemptAt: () => 'now()' })
      .where({ id: In(ids), status: 'failed' })
      .execute();
    // Each handover has its own job id, so the old finished job cannot swallow this one.
    await this.mail.dispatch(ids);
  }
}
