import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../accounts/entities/user.entity.js';
import { OrderItem } from './order-item.entity.js';
import { OrderRefund } from './order-refund.entity.js';

import type { OrderStatus } from '@walkden/contract/order-status';

export { ORDER_STATUSES, type OrderStatus } from '@walkden/contract/order-status';

export const PAYMENT_METHODS = ['online', 'collection', 'driver'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Paid at the counter when a member of staff took the order (issue 27). */
export const PAID_WITH = ['cash', 'card'] as const;
export type PaidWith = (typeof PAID_WITH)[number];

export const DELIVERY_TYPES = ['delivery', 'collection'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/**
 * A placed order. Money columns are integer pence and the database checks that
 * total = subtotal + delivery_fee + driver_tip + tax. order_date and slot_time are the
 * restaurant's local (Europe/London) date and time; created_at is an instant.
 */
@Entity('orders')
@Unique('orders_order_number_key', ['orderNumber'])
@Unique('orders_stripe_session_id_key', ['stripeSessionId'])
@Index('orders_order_date_slot_time_status_idx', ['orderDate', 'slotTime', 'status'])
@Index('orders_user_id_created_at_idx', ['userId', 'createdAt'])
@Index('orders_created_at_idx', ['createdAt'])
@Index('orders_pending_online_expiry_idx', ['stripeSessionExpiresAt'], {
  where: `status = 'pending' AND payment_method = 'online'`,
})
@Index('orders_needs_attention_idx', ['createdAt'], { where: 'attention_reason IS NOT NULL' })
// History search: a trigram index on an expression TypeORM cannot describe (see the admin-orders migration).
@Index('orders_search_trgm_idx', { synchronize: false })
// Issue 29: new against returning customers ("ordered before?" by the customer's key and time).
@Index('orders_customer_key_created_at_idx', ['customerKey', 'createdAt'])
// Issue 29, the tips ledger: delivery orders with a tip, by their London date.
@Index('orders_driver_tip_order_date_idx', ['orderDate'], { where: 'driver_tip > 0' })
@Check('orders_status_check', `status IN ('pending', 'confirmed', 'preparing', 'ready', 'completed', 'abandoned')`)
@Check('orders_payment_method_check', `payment_method IN ('online', 'collection', 'driver')`)
@Check('orders_delivery_type_check', `delivery_type IN ('delivery', 'collection')`)
@Check('orders_money_non_negative_check', 'subtotal >= 0 AND delivery_fee >= 0 AND driver_tip >= 0 AND tax >= 0')
@Check('orders_total_check', 'total = subtotal + delivery_fee + driver_tip + tax')
@Check('orders_delivery_address_check', `delivery_type = 'collection' OR (delivery_address IS NOT NULL AND delivery_postcode IS NOT NULL)`)
@Check('orders_collection_fees_check', `delivery_type = 'delivery' OR (delivery_fee = 0 AND driver_tip = 0)`)
@Check(
  'orders_payment_matches_delivery_check',
  `(payment_method <> 'collection' OR delivery_type = 'collection') AND (payment_method <> 'driver' OR delivery_type = 'delivery')`,
)
@Check('orders_paid_at_check', 'is_paid = (paid_at IS NOT NULL)')
@Check('orders_completed_paid_check', `status <> 'completed' OR is_paid`)
@Check('orders_balance_due_check', 'balance_due >= 0')
// Issue 29: only a delivery order has a driver, and a driver always has a name to show.
@Check('orders_driver_check', `(driver_user_id IS NULL AND driver_name IS NULL) OR (delivery_type = 'delivery' AND driver_name IS NOT NULL)`)
@Check('orders_paid_with_check', `paid_with IS NULL OR (paid_with IN ('cash', 'card') AND is_paid AND payment_method <> 'online')`)
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Human-friendly, e.g. WK-7Q3K9D; generated from the order_number_seq sequence. */
  @Column({ type: 'text' })
  orderNumber: string;

  /** Null once the customer's account is deleted; the order itself is kept. */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  /** Restaurant-local date, 'YYYY-MM-DD'. */
  @Column({ type: 'date' })
  orderDate: string;

  /** Restaurant-local time, 'HH:MM:SS'. */
  @Column({ type: 'time' })
  slotTime: string;

  @Column({ type: 'text' })
  customerName: string;

  @Column({ type: 'text' })
  customerEmail: string;

  @Column({ type: 'text' })
  customerPhone: string;

  @Column({ type: 'text', default: '' })
  specialInstructions: string;

  @Column({ type: 'text' })
  deliveryType: DeliveryType;

  /** Address, postcode and extra info joined into one value (SPEC section 3); null for collection. */
  @Column({ type: 'text', nullable: true })
  deliveryAddress: string | null;

  /** Normalised (upper-case, no spaces); kept apart so the server can re-check the distance. */
  @Column({ type: 'text', nullable: true })
  deliveryPostcode: string | null;

  @Column({ type: 'integer' })
  subtotal: number;

  @Column({ type: 'integer', default: 0 })
  deliveryFee: number;

  @Column({ type: 'integer', default: 0 })
  driverTip: number;

  @Column({ type: 'integer', default: 0 })
  tax: number;

  @Column({ type: 'integer' })
  total: number;

  @Column({ type: 'text', default: 'pending' })
  status: OrderStatus;

  @Column({ type: 'text' })
  paymentMethod: PaymentMethod;

  @Column({ type: 'boolean', default: false })
  isPaid: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'text', nullable: true })
  stripeSessionId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  stripeSessionExpiresAt: Date | null;

  /** Set when staff must act, e.g. a payment that arrived after the order was abandoned (refund it). */
  @Column({ type: 'text', nullable: true })
  attentionReason: string | null;

  /** The Stripe refund of a payment that arrived after the order was abandoned (refunded automatically). */
  @Column({ type: 'text', nullable: true })
  stripeRefundId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: Relation<OrderItem>[];

  /** Money given back, oldest first when loaded (issue 27). */
  @OneToMany(() => OrderRefund, (refund) => refund.order)
  refunds?: Relation<OrderRefund>[];

  /** When a member of staff took the order off the needs-attention list (the reason is kept). */
  @Column({ type: 'timestamptz', nullable: true })
  attentionDismissedAt?: Date | null;

  /** Who dismissed it (a user id; kept if the account goes). */
  @Column({ type: 'uuid', nullable: true })
  attentionDismissedBy?: string | null;

  /** The status the kitchen screen's last tap moved the order from, kept for its undo; cleared by any other change. */
  @Column({ type: 'text', nullable: true })
  advancedFrom?: OrderStatus | null;

  /** When that tap was made (the undo is allowed for a few seconds). */
  @Column({ type: 'timestamptz', nullable: true })
  advancedAt?: Date | null;

  /** The member of staff who took a phone or walk-in order (a user id, kept if the account goes); null for the customer's own. */
  @Column({ type: 'uuid', nullable: true })
  takenBy?: string | null;

  /** How an order paid at the counter was paid; null for online payments and pay-later orders. */
  @Column({ type: 'text', nullable: true })
  paidWith?: PaidWith | null;

  /**
   * Who ordered, for the owner's reports: the e-mail lower-cased, else a phone order's digits. Kept by
   * the database (trigger orders_customer_key, migration 1795470000000); never written by the api.
   */
  @Column({ type: 'text', nullable: true, insert: false, update: false, select: false })
  customerKey?: string | null;

  /** Pence a paid order still owes because staff made it dearer (issue 27): "£x.xx to collect". */
  @Column({ type: 'integer', default: 0 })
  balanceDue: number;

  /** The member of staff who took a delivery out (issue 29: the tips ledger); kept if the account goes, so no foreign key. */
  @Column({ type: 'uuid', nullable: true })
  driverUserId?: string | null;

  /** The driver as shown: the staff member's full name (else e-mail) when assigned, or the name staff typed. */
  @Column({ type: 'text', nullable: true })
  driverName?: string | null;
}
