import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order } from './order.entity.js';

/**
 * A browser that asked to be told when an order is ready (issue 27, Web Push): kept per order, and
 * removed when the order is completed or abandoned, or when the push service says the browser is gone.
 */
@Entity('order_push_subscriptions')
@Index('order_push_subscriptions_order_endpoint_key', ['orderId', 'endpoint'], { unique: true })
export class OrderPushSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  /** The push service's address for this browser (one of PUSH_ALLOWED_ORIGINS). */
  @Column({ type: 'text' })
  endpoint: string;

  /** The browser's keys (base64url) the message is encrypted for. */
  @Column({ type: 'text' })
  p256dh: string;

  @Column({ type: 'text' })
  auth: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
