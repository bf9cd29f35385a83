import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../accounts/entities/user.entity.js';

export const DAY_OFF_TYPES = ['ad-hoc', 'national-holiday', 'vacation', 'illness', 'maintenance'] as const;
export type DayOffType = (typeof DAY_OFF_TYPES)[number];

/** One closed day. A range is written as one row per day, each remembering the range it came from. */
@Entity('days_off')
@Index('days_off_date_idx', ['date'])
@Check('days_off_type_check', `type IN ('ad-hoc', 'national-holiday', 'vacation', 'illness', 'maintenance')`)
@Check('days_off_range_check', 'start_date <= end_date AND date BETWEEN start_date AND end_date')
@Check('days_off_hours_check', 'all_day OR (start_time IS NOT NULL AND end_time IS NOT NULL AND start_time < end_time)')
export class DayOff {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Restaurant-local date, 'YYYY-MM-DD'. */
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'text' })
  type: DayOffType;

  @Column({ type: 'boolean', default: true })
  allDay: boolean;

  @Column({ type: 'time', nullable: true })
  startTime: string | null;

  @Column({ type: 'time', nullable: true })
  endTime: string | null;

  @Column({ type: 'text', default: '' })
  reason: string;

  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
