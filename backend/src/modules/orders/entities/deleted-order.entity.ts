import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { AdminOrderDto } from '../dto/admin-orders.dto.js';

/**
 * What is left of an online order staff deleted (issue 24): enough to recognise a payment Stripe
 * still reports for it (its Checkout Session, or the order id in the session's metadata), refund
 * it, and show it in Needs attention. Only online orders leave one: no other can be paid after.
 */
@Entity('deleted_orders')
@Index('deleted_orders_stripe_session_id_idx', ['stripeSessionId'])
@Index('deleted_orders_needs_attention_idx', ['deletedAt'], { where: 'attention_reason IS NOT NULL AND attention_dismissed_at IS NULL' })
export class DeletedOrder {
  /** The deleted order's id (what a session's metadata names). */
  @PrimaryColumn('uuid')
  orderId: string;

  @Column({ type: 'text' })
  orderNumber: string;

  @Column({ type: 'text', nullable: true })
  stripeSessionId: string | null;

  /** The order as staff last saw it, shown in Needs attention if a payment arrives. */
  @Column({ type: 'jsonb' })
  snapshot: AdminOrderDto;

  @Column({ type: 'timestamptz' })
  deletedAt: Date;

  @Column({ type: 'uuid', nullable: true })
  deletedBy: string | null;

  @Column({ type: 'text', nullable: true })
  attentionReason: string | null;

  @Column({ type: 'text', nullable: true })
  stripeRefundId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  attentionDismissedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  attentionDismissedBy: string | null;
}
