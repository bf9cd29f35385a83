import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { insertStatement, runStatement, type Statement } from '../database/statement-batch.js';
import { JobName } from '../queue/queue.constants.js';
import { QueueService } from '../queue/queue.service.js';
import { HANDOVER_LEASE_MS, sendJobId } from './domain/outbox-retry.js';
import { EmailOutboxMessage } from './entities/email-outbox-message.entity.js';

/** A file sent with the e-mail (e.g. a booking's .ics), kept as text in the outbox payload. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailToQueue {
  kind: string;
  to: string;
  data: Record<string, unknown>;
  /** The same key twice writes one e-mail (e.g. `order-confirmed:<id>:customer`). */
  dedupeKey?: string;
  /** Keys of `data` that hold secrets (a sign-in link): the database erases them once the e-mail is sent. */
  secretKeys?: string[];
  attachments?: EmailAttachment[];
}

/** An e-mail given up after its last attempt, as the admin lists it. */
export interface FailedEmail {
  id: string;
  kind: string;
  to: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
}

/** A failed e-mail with the dedupe key it was written under, by which its sender recognises it. */
export interface FailedEmailOfKind {
  kind: string;
  to: string;
  dedupeKey: string;
  lastError: string | null;
  failedAt: Date;
}

/** Rows the relay may hand over: due pending rows, and queued or sending rows whose lease ran out. */
const handoverDue = (asOf: string) => `status IN ('pending', 'queued', 'sending') AND next_attempt_at <= COALESCE(CAST(${asOf} AS timestamptz), now())`;

/**
 * The producer side of e-mail: an e-mail is a row in the outbox, written in the caller's
 * transaction, then handed to the queue. The row owns the retry schedule (next_attempt_at): if
 * Redis is down, the job is lost, or a worker dies mid-send, the worker's dispatch-outbox job
 * hands the row over again under a new job id once it is due. Delayed, never lost; an e-mail that
 * fails its last attempt is kept as failed and listed (listFailedEmails).
 *
 * Outbox times are PostgreSQL's now(): one clock for every api and worker replica, and not the
 * restaurant clock a test may pin for a request.
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
    const id = await runStatement(manager ?? this.dataSource.manager, this.queueEmailStatement(email));
    if (id && !manager?.queryRunner?.isTransactionActive) await this.dispatch([id]);
    return id;
  }

  /**
   * The outbox row as a statement, for a transaction sent in batches (Place Order, issue 30): its
   * id, or null when the dedupe key was already there. The caller dispatches the ids after commit.
   */
  queueEmailStatement(email: EmailToQueue): Statement<string | null> {
    const payload = {
      to: email.to,
      data: email.data,
      ...(email.secretKeys?.length ? { secretKeys: email.secretKeys } : {}),
      ...(email.attachments?.length ? { attachments: email.attachments } : {}),
    };
    return insertStatement(this.dataSource, EmailOutboxMessage, { kind: email.kind, payload, dedupeKey: email.dedupeKey ?? randomUUID() }, (rows) => (rows[0]?.id as string | undefined) ?? null, {
      orIgnore: true,
      returning: ['id'],
    });
  }

  /**
   * Hands due outbox rows to the queue, one new job id per handover (the row's handover number).
   * The rows are marked queued first, in one statement, each only if it is still due (a row another
   * relay has just handed over is no longer due: PostgreSQL reads it again after that relay's
   * commit), and the jobs are added after: a worker that takes a job at once always finds its row
   * claimable (a row left sending by a dead worker would otherwise refuse the job that replaces it).
   * A failed enqueue puts its row back to pending, due at once, for the relay; if even that fails,
   * the queued row falls due again when its lease runs out.
   */
  async dispatch(ids: (string | null)[], asOf?: Date): Promise<void> {
    const wanted = ids.filter((id): id is string => id !== null);
    if (wanted.length === 0) return;
    const marked = (await this.dataSource.query(
      `UPDATE email_outbox
          SET status = 'queued', handovers = handovers + 1, updated_at = now(),
              next_attempt_at = COALESCE(CAST($2 AS timestamptz), now()) + make_interval(secs => ${HANDOVER_LEASE_MS / 1000})
        WHERE id = ANY(CAST($1 AS uuid[])) AND ${handoverDue('$2')}
        RETURNING id, handovers`,
      [wanted, asOf?.toISOString() ?? null],
    )) as [{ id: string; handovers: number }[], number];
    const outbox = this.dataSource.getRepository(EmailOutboxMessage);
    await Promise.all(
      marked[0].map(async ({ id, handovers: handover }) => {
        try {
          await this.queues.enqueue(JobName.SendEmail, { outboxId: id, handover }, { jobId: sendJobId(id, handover) });
        } catch (error) {
          this.logger.warn({ outboxId: id, err: (error as Error).message }, 'e-mail left in the outbox; the relay will retry');
          await outbox
            .update({ id, status: 'queued', handovers: handover }, { status: 'pending', nextAttemptAt: () => 'now()' })
            .catch((revertError: unknown) => this.logger.warn({ outboxId: id, err: (revertError as Error).message }, 'e-mail stays queued until its lease runs out'));
        }
      }),
    );
  }

  /** The relay: every row due for a handover (see handoverDue) goes to the queue again. */
  async dispatchOutstanding(now?: Date): Promise<number> {
    const outstanding = await this.dataSource
      .getRepository(EmailOutboxMessage)
      .createQueryBuilder('m')
      .select('m.id', 'id')
      .where(handoverDue(':asOf'), { asOf: now?.toISOString() ?? null })
      .orderBy('m.next_attempt_at', 'ASC')
      .limit(200)
      .getRawMany<{ id: string }>();
    if (outstanding.length === 0) return 0;
    await this.dispatch(
      outstanding.map((row) => row.id),
      now,
    );
    return outstanding.length;
  }

  /** How many e-mails were given up after their last attempt. */
  async countFailedEmails(): Promise<number> {
    return this.dataSource.getRepository(EmailOutboxMessage).count({ where: { status: 'failed' } });
  }

  /**
   * The e-mails of these kinds given up after their last attempt, most recent first, a page at a
   * time: a module finds its own e-mails by kind and reads its references back from the dedupe key.
   */
  async failedEmailsFor(kinds: readonly string[], { limit, offset = 0 }: { limit: number; offset?: number }): Promise<FailedEmailOfKind[]> {
    if (kinds.length === 0) return [];
    const rows = await this.dataSource.getRepository(EmailOutboxMessage).find({
      where: { status: 'failed', kind: In([...kinds]) },
      order: { failedAt: 'DESC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
    return rows.map((row) => ({
      kind: row.kind,
      to: String((row.payload as { to?: unknown }).to ?? ''),
      dedupeKey: row.dedupeKey,
      lastError: row.lastError,
      failedAt: row.failedAt ?? row.updatedAt,
    }));
  }

  /** The e-mails given up after their last attempt, most recent first. */
  async listFailedEmails({ limit = 50, offset = 0 }: { limit?: number; offset?: number } = {}): Promise<FailedEmail[]> {
    const rows = await this.dataSource.getRepository(EmailOutboxMessage).find({
      where: { status: 'failed' },
      order: { failedAt: 'DESC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: String((row.payload as { to?: unknown }).to ?? ''),
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt,
      failedAt: row.failedAt ?? row.updatedAt,
    }));
  }
}
