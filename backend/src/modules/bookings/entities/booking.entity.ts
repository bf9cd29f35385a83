import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A table booking request. booking_date and slot_time are restaurant-local. */
@Entity('bookings')
@Index('bookings_booking_date_slot_time_idx', ['bookingDate', 'slotTime'])
@Check('bookings_party_size_check', 'party_size BETWEEN 1 AND 8')
@Check('bookings_status_check', `status IN ('pending', 'confirmed', 'cancelled')`)
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
