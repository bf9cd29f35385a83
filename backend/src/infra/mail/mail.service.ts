import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { JobName } from '../queue/queue.constants.js';
import { QueueService } from '../queue/queue.service.js';
import { EmailOutboxMessage } from './entities/email-outbox-message.entity.js';

export interface EmailToQueue {
  kind: string;
  to: string;
  data: Record<string, unknown>;
  /** The same key twice writes one e-mail (e.g. `order-confirmed:<id>:customer`). */
  dedupeKey?: string;
  /** Keys of `data` that hold secrets (a sign-in link): the database erases them once the e-mail is sent. */
  secretKeys?: string[];
}

/** A queued job that never ran (Redis lost it) is handed to the queue again after this long. */
const STALE_QUEUED_MS = 10 * 60 * 1000;

/**
 * The producer side of e-mail: an e-mail is a row in the outbox, written in the caller's
 * transaction, then handed to the queue. If Redis is down the row waits, and the worker's
 * dispatch-outbox job hands it over once Redis is back: delayed, never lost.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
  ) {}

  /**
   * Writes the e-mail to the outbox. Inside a transaction (manager given) it is only dispatched
   * after the caller commits, via the returned `dispatch`; outside one it is dispatched at once.
   */
  async queueEmail(email: EmailToQueue, manager?: EntityManager): Promise<string | null> {
    const repository = (manager ?? this.dataSource.manager).getRepository(EmailOutboxMessage);
    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({ kind: email.kind, payload: { to: email.to, data: email.data, ...(email.secretKeys?.length ? { secretKeys: email.secretKeys } : {}) }, dedupeKey: email.dedupeKey ?? randomUUID() })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (result.raw as { id: string }[])[0]?.id ?? null;
    if (id && !manager?.queryRunner?.isTransactionActive) await this.dispatch([id]);
    return id;
  }

  /** Hands outbox rows to the queue; a failure leaves them pending for the relay. */
  async dispatch(ids: (string | null)[]): Promise<void> {
    for (const id of ids) {
      if (!id) continue;
      try {
        await this.queues.enqueue(JobName.SendEmail, { outboxId: id }, { jobId: `email-${id}` });
        await this.dataSource.getRepository(EmailOutboxMessage).update({ id, status: 'pending' }, { status: 'queued' });
      } catch (error) {
        this.logger.warn({ outboxId: id, err: (error as Error).message }, 'e-mail left in the outbox; the relay will retry');
      }
    }
  }

  /** The relay: pending rows, and queued rows whose job seems lost, go to the queue again. */
  async dispatchOutstanding(now = new Date()): Promise<number> {
    const repository = this.dataSource.getRepository(EmailOutboxMessage);
    const outstanding = await repository.find({
      select: { id: true },
      where: [{ status: 'pending' }, { status: 'queued', updatedAt: LessThan(new Date(now.getTime() - STALE_QUEUED_MS)) }],
      order: { createdAt: 'ASC' },
      take: 200,
    });
    if (outstanding.length === 0) return 0;
    await repository.update({ id: In(outstanding.map((row) => row.id)), status: 'queued' }, { status: 'pending' });
    await this.dispatch(outstanding.map((row) => row.id));
    return outstanding.length;
  }
}
