import { Check, Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * One stretch of a weekday when the restaurant takes orders, restaurant-local [start, end): e.g.
 * Tuesday 09:00-14:00. A weekday may have several (breakfast and lunch, evening) or none.
 */
@Entity('opening_sessions')
@Index('opening_sessions_day_of_week_start_time_key', ['dayOfWeek', 'startTime'], { unique: true })
@Check('opening_sessions_day_of_week_check', 'day_of_week BETWEEN 0 AND 6')
@Check('opening_sessions_hours_check', 'start_time < end_time')
export class OpeningSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** 0 = Sunday .. 6 = Saturday, as opening_times. */
  @Column({ type: 'smallint' })
  dayOfWeek: number;

  /** 'HH:MM:SS', inclusive. */
  @Column({ type: 'time' })
  startTime: string;

  /** 'HH:MM:SS', exclusive: a slot starting at end_time is not offered. */
  @Column({ type: 'time' })
  endTime: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
