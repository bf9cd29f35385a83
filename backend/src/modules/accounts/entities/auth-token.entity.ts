import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { User } from './user.entity.js';

export const AUTH_TOKEN_KINDS = ['confirm_email', 'magic_link', 'reset_password'] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];

/** A single-use e-mailed token (confirmation, magic link or password reset), stored hashed. */
@Entity('auth_tokens')
@Unique('auth_tokens_token_hash_key', ['tokenHash'])
@Index('auth_tokens_user_id_idx', ['userId'])
@Check('auth_tokens_kind_check', `kind IN ('confirm_email', 'magic_link', 'reset_password')`)
export class AuthToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  tokenHash: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  kind: AuthTokenKind;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
