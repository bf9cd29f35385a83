import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Whether the restaurant opens on a weekday: one row per day, 0 = Sunday .. 6 = Saturday. */
@Entity('opening_times')
@Check('opening_times_day_of_week_check', 'day_of_week BETWEEN 0 AND 6')
export class OpeningTime {
  @PrimaryColumn({ type: 'smallint' })
  dayOfWeek: number;

  @Column({ type: 'boolean', default: false })
  isOpen: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
