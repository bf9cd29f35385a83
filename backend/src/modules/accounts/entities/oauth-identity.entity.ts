import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { User } from './user.entity.js';

/** Links an OpenID Connect account (provider + subject) to a user. */
@Entity('oauth_identities')
@Unique('oauth_identities_provider_subject_key', ['provider', 'subject'])
@Index('oauth_identities_user_id_idx', ['userId'])
export class OAuthIdentity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The provider's e-mail at link time, for support; sign-in matches on provider + subject. */
  @Column({ type: 'text', nullable: true })
  email: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
