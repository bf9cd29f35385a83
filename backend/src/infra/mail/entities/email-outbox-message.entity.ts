import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

export const EMAIL_OUTBOX_STATUSES = ['pending', 'queued', 'sending', 'sent', 'failed'] as const;
export type EmailOutboxStatus = (typeof EMAIL_OUTBOX_STATUSES)[number];

/**
 * An e-mail owed, written in the same transaction as the change that owes it. A relay hands
 * pending rows to the queue; dedupe_key (e.g. `order-confirmed:<order id>:customer`) makes a
 * second write of the same e-mail a no-op.
 *
 * pending: due at next_attempt_at. queued: handed to the queue, sending: claimed by a worker;
 * both until next_attempt_at (the lease), after which the relay hands the row over again.
 * sent, failed: final (failed after the last attempt; counted and listed, never dropped).
 */
@Entity('email_outbox')
@Unique('email_outbox_dedupe_key_key', ['dedupeKey'])
@Index('email_outbox_unsent_idx', ['nextAttemptAt'], { where: `status IN ('pending', 'queued', 'sending')` })
@Index('email_outbox_failed_idx', ['failedAt'], { where: `status = 'failed'` })
@Check('email_outbox_status_check', `status IN ('pending', 'queued', 'sending', 'sent', 'failed')`)
@Check('email_outbox_failed_at_check', `status <> 'failed' OR failed_at IS NOT NULL`)
@Check('email_outbox_attempts_check', 'attempts >= 0')
@Check('email_outbox_sent_at_check', `status <> 'sent' OR sent_at IS NOT NULL`)
export class EmailOutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The template, e.g. `order-confirmation`. */
  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'jsonb', default: {} })
  payload: Record<string, unknown>;

  @Column({ type: 'text' })
  dedupeKey: string;

  @Column({ type: 'text', default: 'pending' })
  status: EmailOutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** pending: when it is due; queued or sending: when the relay may hand it over again. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  /** How many times the row was handed to the queue; numbers the BullMQ job of each handover. */
  @Column({ type: 'integer', default: 0 })
  handovers: number;
}
