import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';

/**
 * A London day whose visits are rolled up (issue 29): the worker's roll-up-visits job counts each
 * day once it is over, and the Visits charts read these counts instead of the day's visits. A visit
 * stored later for the day removes the mark (trigger site_visits_unroll_days) and its counts with it.
 */
@Entity('visit_days')
export class VisitDay {
  /** 'YYYY-MM-DD', a London date. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  rolledAt: Date;
}

/** A rolled day's visits to one page (the path without its query). */
@Entity('visit_day_pages')
export class VisitDayPage {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @ManyToOne(() => VisitDay, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'day' })
  visitDay?: Relation<VisitDay>;

  @PrimaryColumn({ type: 'text' })
  path: string;

  @Column({ type: 'integer' })
  visits: number;
}

/** A rolled day's counts for one source (null: no arrival), as domain/visit-charts.ts's SourceCounts. */
@Entity('visit_day_sources')
@Index('visit_day_sources_day_idx', ['day'])
export class VisitDaySource {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ type: 'date' })
  day: string;

  @ManyToOne(() => VisitDay, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'day' })
  visitDay?: Relation<VisitDay>;

  @Column({ type: 'text', nullable: true })
  source: string | null;

  @Column({ type: 'integer' })
  visits: number;

  @Column({ type: 'integer' })
  visitors: number;

  @Column({ type: 'integer' })
  converted: number;
}
