import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** Every Stripe webhook event received, once: the unique event id makes redelivery a no-op. */
@Entity('payment_events')
@Unique('payment_events_stripe_event_id_key', ['stripeEventId'])
export class PaymentEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  stripeEventId: string;

  @Column({ type: 'text' })
  type: string;

  /** The whole Stripe event as received (typed `object` so TypeORM's insert types accept it). */
  @Column({ type: 'jsonb' })
  payload: object;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
