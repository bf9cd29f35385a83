import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../accounts/entities/user.entity.js';

export const BUSY_MODE_KINDS = ['pause_collection', 'pause_delivery', 'prep_time'] as const;
export type BusyModeKind = (typeof BUSY_MODE_KINDS)[number];

/**
 * Busy mode: at most one row per kind, each in force until `until` (null = until staff end it).
 * A row whose `until` has passed is ended: readers decide from the clock, never from the row alone.
 */
@Entity('busy_mode')
@Check('busy_mode_kind_check', `kind IN ('pause_collection', 'pause_delivery', 'prep_time')`)
@Check('busy_mode_extra_minutes_check', `(kind = 'prep_time') = (extra_minutes IS NOT NULL) AND (extra_minutes IS NULL OR extra_minutes BETWEEN 10 AND 60)`)
export class BusyModeEntry {
  @PrimaryColumn({ type: 'text' })
  kind: BusyModeKind;

  @Column({ type: 'timestamptz', nullable: true })
  until: Date | null;

  /** Prep time only: minutes added to the slot buffer. */
  @Column({ type: 'integer', nullable: true })
  extraMinutes: number | null;

  @Column({ type: 'uuid', nullable: true })
  setBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'set_by' })
  setter?: Relation<User> | null;

  @Column({ type: 'timestamptz' })
  setAt: Date;
}
