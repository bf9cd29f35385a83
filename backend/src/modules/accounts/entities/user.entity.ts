import { Check, Column, CreateDateColumn, Entity, OneToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { Profile } from './profile.entity.js';

/** A sign-in identity. The e-mail is stored trimmed and lower-cased (the database checks it). */
@Entity('users')
@Unique('users_email_key', ['email'])
@Check('users_email_normalised_check', `email = lower(btrim(email)) AND position('@' in email) > 1`)
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  /** argon2id hash; null for accounts that only sign in by magic link or Google. */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @OneToOne(() => Profile, (profile) => profile.user)
  profile?: Relation<Profile>;
}
