import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../accounts/entities/user.entity.js';

import type { BookingStatus } from '@walkden/contract/booking-status';

export { BOOKING_STATUSES, type BookingStatus } from '@walkden/contract/booking-status';

/** A table booking request. booking_date and slot_time are restaurant-local. */
@Entity('bookings')
@Index('bookings_booking_date_slot_time_idx', ['bookingDate', 'slotTime'])
@Index('bookings_user_id_idx', ['userId'])
@Check('bookings_party_size_check', 'party_size BETWEEN 1 AND 8')
@Check('bookings_status_check', `status IN ('pending', 'confirmed', 'declined', 'cancelled', 'lapsed')`)
@Index('bookings_guest_requests_due_idx', ['createdAt'], { where: "status = 'pending' AND user_id IS NULL AND guest_confirmed_at IS NULL" })
@Index('bookings_restaurant_digest_idx', ['createdAt'], { where: 'restaurant_notified_at IS NULL' })
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The signed-in customer who booked; null for a guest, or once the account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', default: '' })
  phone: string;

  @Column({ type: 'date' })
  bookingDate: string;

  @Column({ type: 'time' })
  slotTime: string;

  @Column({ type: 'smallint' })
  partySize: number;

  @Column({ type: 'text', default: '' })
  specialRequests: string;

  @Column({ type: 'text', default: 'pending' })
  status: BookingStatus;

  /** When the booking was cancelled (by the customer's link or by staff); the cancel link works once. */
  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** When a guest confirmed the request from the acknowledgement e-mail: it then keeps its place (no lapsing). */
  @Column({ type: 'timestamptz', nullable: true })
  guestConfirmedAt: Date | null;

  /** When the restaurant was told of the request (its own e-mail, or a digest); null while a digest is owed. */
  @Column({ type: 'timestamptz', nullable: true })
  restaurantNotifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
