import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One change made by a member of staff: who (kept as an id and an e-mail, so the entry outlives
 * the account), what (area, action, the changed row's id), when, and the row before and after.
 */
@Entity('audit_log')
@Index('audit_log_area_created_at_idx', ['area', 'createdAt'])
@Index('audit_log_actor_id_created_at_idx', ['actorId', 'createdAt'])
@Index('audit_log_created_at_idx', ['createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'text' })
  actorEmail: string;

  /** The admin area: 'menu_item', 'menu_option', 'category', ... */
  @Column({ type: 'text' })
  area: string;

  /** 'create', 'update', 'delete', 'reorder', ... */
  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'text' })
  entityId: string;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
