import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One page view. Append-only, so a bigint identity key (returned by pg as a string). */
@Entity('site_visits')
@Index('site_visits_visited_at_idx', ['visitedAt'])
export class SiteVisit {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  visitedAt: Date;

  @Column({ type: 'text' })
  path: string;

  @Column({ type: 'text', nullable: true })
  referrer: string | null;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'text', nullable: true })
  utmSource: string | null;
}
