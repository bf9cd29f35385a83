import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order } from './order.entity.js';

/** Why a ticket prints: the order was placed, it was paid (the printer_print_on setting decides which), or staff pressed Print again. */
export const PRINT_REASONS = ['placed', 'paid', 'again'] as const;
export type PrintReason = (typeof PRINT_REASONS)[number];

export const PRINT_STATUSES = ['queued', 'printed', 'failed'] as const;
export type PrintStatus = (typeof PRINT_STATUSES)[number];

/**
 * One print of an order's kitchen ticket (issue 26): queued for the worker, printed, or failed after
 * its last attempt (then it is on the needs-attention list until a later print of the order succeeds
 * or staff dismiss the order). The automatic prints are unique per order and reason, so a repeated
 * event prints once; each Print again is a row of its own.
 */
@Entity('order_prints')
@Index('order_prints_order_id_reason_key', ['orderId', 'reason'], { unique: true, where: `reason <> 'again'` })
@Index('order_prints_failed_idx', ['failedAt'], { where: `status = 'failed'` })
@Check('order_prints_reason_check', `reason IN ('placed', 'paid', 'again')`)
@Check('order_prints_status_check', `status IN ('queued', 'printed', 'failed')`)
export class OrderPrint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  @Column({ type: 'text' })
  reason: PrintReason;

  @Column({ type: 'text', default: 'queued' })
  status: PrintStatus;

  /** Attempts the worker made (each one a connection to the printer). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  /** The member of staff who pressed Print again (kept if the account goes). */
  @Column({ type: 'uuid', nullable: true })
  requestedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  printedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  failedAt: Date | null;
}
