import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A 15-minute order slot start, 'HH:MM:SS' restaurant-local; the same grid every open day. */
@Entity('time_slots')
export class TimeSlot {
  @PrimaryColumn({ type: 'time' })
  time: string;

  @Column({ type: 'boolean', default: false })
  isActive: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
