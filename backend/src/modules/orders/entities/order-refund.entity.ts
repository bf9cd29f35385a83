import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { RefundKind, RefundLine, RefundMethod, RefundStatus } from '../domain/refunds.js';
import { Order } from './order.entity.js';

/**
 * Money given back for an order (issue 27): through Stripe for an order paid online, in cash at the
 * counter otherwise. A Stripe refund is written 'pending' before Stripe is asked, under the order's
 * lock, so that concurrent requests never together give back more than was paid; Stripe's answer
 * makes it 'succeeded' or 'failed'. The row outlives its order (a money record): the order number
 * is copied and the order's id is cleared if the order is deleted.
 */
@Entity('order_refunds')
@Index('order_refunds_order_id_idx', ['orderId'])
@Index('order_refunds_request_key', ['orderId', 'requestKey'], { unique: true })
@Index('order_refunds_settled_at_idx', ['settledAt'], { where: `status = 'succeeded'` })
@Check('order_refunds_amount_check', 'amount > 0')
@Check('order_refunds_method_check', `method IN ('stripe', 'cash')`)
@Check('order_refunds_status_check', `status IN ('pending', 'succeeded', 'failed')`)
@Check('order_refunds_kind_check', `kind IN ('refund', 'correction')`)
export class OrderRefund {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  orderId: string | null;

  @ManyToOne(() => Order, (order) => order.refunds, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order> | null;

  @Column({ type: 'text' })
  orderNumber: string;

  /** Pence. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  method: RefundMethod;

  @Column({ type: 'text' })
  status: RefundStatus;

  /** 'correction': the difference when staff made the order cheaper. */
  @Column({ type: 'text', default: 'refund' })
  kind: RefundKind;

  /** Staff's words, shown on the order and in the customer's e-mail. */
  @Column({ type: 'text' })
  reason: string;

  /** The units of lines given back; empty for a refund of an amount. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  lines: RefundLine[];

  /** The request's Idempotency-Key (or the refund's own id): a retried request finds this row rather than refunding twice. */
  @Column({ type: 'text' })
  requestKey: string;

  @Column({ type: 'text', nullable: true })
  stripeRefundId: string | null;

  /** Why Stripe refused, for a failed refund. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The administrator who gave it (kept if the account goes). */
  @Column({ type: 'uuid' })
  createdBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  settledAt: Date | null;
}
