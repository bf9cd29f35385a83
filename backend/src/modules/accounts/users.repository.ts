import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { isAdminRole, type Role } from './domain/roles.js';
import { Profile } from './entities/profile.entity.js';
import { Session } from './entities/session.entity.js';
import { User } from './entities/user.entity.js';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  emailConfirmedAt: Date | null;
  fullName: string;
  role: Role;
}

/** Queries for users and their profiles. Pass a manager to run inside the caller's transaction. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.manager(manager).getRepository(User).findOne({ where: { email }, relations: { profile: true } });
  }

  findById(id: string, manager?: EntityManager): Promise<User | null> {
    return this.manager(manager).getRepository(User).findOne({ where: { id }, relations: { profile: true } });
  }

  /** The users whose role is one of `roles`, with their profiles. */
  findWithRoles(roles: readonly Role[]): Promise<User[]> {
    return this.dataSource.getRepository(User).find({ where: { profile: { role: In([...roles]) } }, relations: { profile: true } });
  }

  /** Inserts the user and its profile atomically (a savepoint inside the caller's transaction). */
  insertWithProfile(values: NewUser, manager?: EntityManager): Promise<User> {
    return this.manager(manager).transaction(async (tx) => {
      const user = await tx.getRepository(User).save(
        tx.getRepository(User).create({ email: values.email, passwordHash: values.passwordHash, emailConfirmedAt: values.emailConfirmedAt }),
      );
      user.profile = await tx.getRepository(Profile).save(
        tx.getRepository(Profile).create({ userId: user.id, email: values.email, fullName: values.fullName, ...roleColumns(values.role) }),
      );
      return user;
    });
  }

  /** Sets the confirmation time unless the e-mail was already confirmed (the first time is kept). */
  async confirmEmail(userId: string, at: Date, manager?: EntityManager): Promise<void> {
    await this.manager(manager).getRepository(User).update({ id: userId, emailConfirmedAt: IsNull() }, { emailConfirmedAt: at });
  }

  /** Confirms an unconfirmed account and clears its password; false if it was already confirmed. */
  async confirmEmailDroppingPassword(userId: string, at: Date, manager?: EntityManager): Promise<boolean> {
    const result = await this.manager(manager).getRepository(User).update({ id: userId, emailConfirmedAt: IsNull() }, { emailConfirmedAt: at, passwordHash: null });
    return (result.affected ?? 0) === 1;
  }

  /** Returns false when the user has no profile. */
  async setRole(userId: string, role: Role, manager?: EntityManager): Promise<boolean> {
    const result = await this.manager(manager).getRepository(Profile).update({ userId }, roleColumns(role));
    return (result.affected ?? 0) > 0;
  }

  /** Ends every session of the user (in the caller's transaction when given). */
  async deleteSessionsOfUser(userId: string, manager?: EntityManager): Promise<number> {
    const result = await this.manager(manager).getRepository(Session).delete({ userId });
    return result.affected ?? 0;
  }

  /**
   * Runs `work` in a transaction that holds every administrator's profile row, so that two
   * concurrent demotions or deletions cannot both see "another admin remains".
   */
  withAdminsLocked<T>(work: (tx: EntityManager, adminIds: ReadonlySet<string>) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (tx) => {
      const rows: { user_id: string }[] = await tx.query('SELECT user_id FROM profiles WHERE is_admin ORDER BY user_id FOR UPDATE');
      return work(tx, new Set(rows.map((row) => row.user_id)));
    });
  }

  /**
   * Deletes the user; the database ends their sessions and empties their cart (ON DELETE CASCADE)
   * and keeps their orders, which hold the customer's name and e-mail, with user_id set to null.
   */
  async deleteUser(userId: string, manager: EntityManager): Promise<boolean> {
    const result = await manager.getRepository(User).delete({ id: userId });
    return (result.affected ?? 0) > 0;
  }

  async setPasswordHash(userId: string, passwordHash: string, manager?: EntityManager): Promise<void> {
    await this.manager(manager).getRepository(User).update({ id: userId }, { passwordHash });
  }

  async setLastLogin(userId: string, at: Date): Promise<void> {
    await this.dataSource.getRepository(Profile).update({ userId }, { lastLogin: at });
  }

  async findRole(userId: string): Promise<Role | null> {
    const profile = await this.dataSource.getRepository(Profile).findOne({ select: { role: true }, where: { userId } });
    return profile?.role ?? null;
  }

  /** Accounts of a role with a confirmed e-mail, by e-mail: who the product writes to about the restaurant. */
  async findConfirmedByRole(role: Role): Promise<{ id: string; email: string; fullName: string }[]> {
    const profiles = await this.dataSource
      .getRepository(Profile)
      .createQueryBuilder('p')
      .innerJoin(User, 'u', 'u.id = p.user_id')
      .where('p.role = :role AND u.email_confirmed_at IS NOT NULL', { role })
      .orderBy('p.email')
      .getMany();
    return profiles.map((profile) => ({ id: profile.userId, email: profile.email, fullName: profile.fullName }));
  }

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }
}

/** The one place role and the spec's is_admin are written: together (the database checks they agree). */
function roleColumns(role: Role): Pick<Profile, 'role' | 'isAdmin'> {
  return { role, isAdmin: isAdminRole(role) };
}
