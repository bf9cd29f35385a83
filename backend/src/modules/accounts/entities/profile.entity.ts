import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Role } from '../domain/roles.js';
import { User } from './user.entity.js';

/** What the product shows about a user: name, e-mail, role, last sign-in. One per user. */
@Entity('profiles')
@Check('profiles_role_check', `role IN ('customer', 'staff', 'administrator')`)
@Check('profiles_is_admin_role_check', `is_admin = (role = 'administrator')`)
@Index('profiles_created_at_idx', ['createdAt'])
export class Profile {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @OneToOne(() => User, (user) => user.profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text', default: '' })
  fullName: string;

  @Column({ type: 'text' })
  email: string;

  /** The spec's flag: true exactly for administrators (the database checks it against role). */
  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  /** Set only through UsersRepository.setRole, which keeps isAdmin in step. */
  @Column({ type: 'text', default: 'customer' })
  role: Role;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastLogin: Date | null;
}
