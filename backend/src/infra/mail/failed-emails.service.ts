import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { QueueName } from '../queue/queue.constants.js';
import { QueueService } from '../queue/queue.service.js';
import { EmailOutboxMessage } from './entities/email-outbox-message.entity.js';
import { FailedEmailsException } from './failed-emails.exception.js';
import { MailService } from './mail.service.js';

export interface FailedEmail {
  id: string;
  kind: string;
  to: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The outbox status of an e-mail the worker gave up on (its last retry failed). */
const PERMANENTLY_FAILED = 'failed';

/** Operators' view of e-mails that were never delivered (the CLI's `mail:failed`). */
@Injectable()
export class FailedEmailsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    private readonly mail: MailService,
  ) {}

  /** Permanently failed e-mails, oldest first. */
  async listFailedEmails(): Promise<FailedEmail[]> {
    const rows = await this.dataSource.getRepository(EmailOutboxMessage).find({ where: { status: PERMANENTLY_FAILED }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: String((row.payload as { to?: unknown }).to ?? ''),
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt,
      failedAt: row.updatedAt,
    }));
  }

  /** Sends one permanently failed e-mail again (a fresh round of retries). */
  async resendFailedEmail(id: string): Promise<void> {
    const found = UUID.test(id) && (await this.dataSource.getRepository(EmailOutboxMessage).existsBy({ id, status: PERMANENTLY_FAILED }));
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
    // The finished job keeps the id `email-<outbox id>` for a while, and BullMQ ignores a new job
    // with the id of one it still holds: remove the old jobs first, or the resend would do nothing.
    try {
      const queue = await this.queues.connectedQueue(QueueName.Mail);
      for (const id of ids) await queue.remove(`email-${id}`);
    } catch (error) {
      throw FailedEmailsException.queueUnavailable((error as Error).message);
    }
    await this.dataSource.getRepository(EmailOutboxMessage).update({ id: In(ids), status: PERMANENTLY_FAILED }, { status: 'pending' });
    // Queued now; a row the queue cannot take stays pending for the worker's dispatch-outbox relay.
    await this.mail.dispatch(ids);
  }
}
