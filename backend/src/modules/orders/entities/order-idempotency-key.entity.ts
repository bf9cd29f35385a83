import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../accounts/entities/user.entity.js';
import { Order } from './order.entity.js';

/** What a replayed Place Order answers: the first success, or the error it ended with after the order existed. */
export type StoredPlaceOrderResponse = { body: Record<string, unknown> } | { error: { code: string; message: string; status: number; details?: unknown } };

/** One Idempotency-Key of Place Order, per account: the order it created and the answer given. */
@Entity('order_idempotency_keys')
@Index('order_idempotency_keys_order_id_idx', ['orderId'])
export class OrderIdempotencyKey {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'text' })
  key: string;

  /** sha256 of the request body: the same key with another body is refused. */
  @Column({ type: 'text' })
  requestHash: string;

  @Column({ type: 'uuid', nullable: true })
  orderId: string | null;

  /** Null while the first request is still being answered. */
  @Column({ type: 'jsonb', nullable: true })
  response: StoredPlaceOrderResponse | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @ManyToOne(() => Order, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order> | null;
}
