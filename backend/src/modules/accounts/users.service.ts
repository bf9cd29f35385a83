import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isPostgresError, PostgresErrorCode } from '../../infra/database/postgres-errors.js';
import { AccountsException } from './accounts.exception.js';
import { roleChangeRefusal } from './domain/admin-role.js';
import { normaliseEmail } from './domain/auth-limits.js';
import { validatePassword } from './domain/password.policy.js';
import type { User } from './entities/user.entity.js';
import { hashPassword, verifyAgainstDummy, verifyPasswordHash } from './password-hasher.js';
import { UsersRepository } from './users.repository.js';

export interface CreateUserInput {
  email: string;
  /** Null or absent for an account that signs in by magic link or Google only. */
  password?: string | null;
  fullName?: string | null;
  isAdmin?: boolean;
  emailConfirmed?: boolean;
}

/** A user as the rest of the application sees it. */
/** Called inside the change's transaction with the account before and after (null once deleted), e.g. to audit it. */
export type AccountChangeRecorder = (tx: EntityManager, before: AccountSummary, after: AccountSummary | null) => Promise<void>;

export interface AccountSummary {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
  emailConfirmed: boolean;
}

// Deliberately loose: the confirmation e-mail is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function toAccountSummary(user: User): AccountSummary {
  return {
    id: user.id,
    email: user.email,
    fullName: user.profile?.fullName || null,
    isAdmin: user.profile?.isAdmin ?? false,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}

/** Users, their profiles and the admin role. */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /**
   * Creates a user and its profile. The e-mail is stored trimmed and lower-cased. The password is
   * taken as given: the use cases where a person chooses one (sign-up, the CLI's user:create) check
   * it with assertAcceptablePassword first.
   */
  async createUser(input: CreateUserInput, manager?: EntityManager): Promise<User> {
    const email = normaliseEmail(input.email);
    if (!EMAIL_PATTERN.test(email)) throw AccountsException.invalidEmail(input.email);
    const passwordHash = input.password != null ? await hashPassword(input.password) : null;
    try {
      return await this.users.insertWithProfile(
        {
          email,
          passwordHash,
          emailConfirmedAt: input.emailConfirmed ? new Date() : null,
          fullName: input.fullName?.trim() ?? '',
          isAdmin: input.isAdmin ?? false,
        },
        manager,
      );
    } catch (error) {
      if (isPostgresError(error, PostgresErrorCode.UniqueViolation, 'users_email_key')) throw AccountsException.emailTaken(email);
      throw error;
    }
  }

  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.users.findByEmail(normaliseEmail(email), manager);
  }

  async findAuthUser(userId: string): Promise<AccountSummary | null> {
    const user = await this.users.findById(userId);
    return user ? toAccountSummary(user) : null;
  }

  /** The user when the password matches; null otherwise, in about the same time either way. */
  async verifyPassword(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user?.passwordHash) {
      await verifyAgainstDummy(password);
      return null;
    }
    return (await verifyPasswordHash(user.passwordHash, password)) ? user : null;
  }

  /** The password policy (domain/password.policy.ts): refused with every reason, nothing changed. */
  assertAcceptablePassword(password: string, email: string): void {
    const reasons = validatePassword(password, { email });
    if (reasons.length > 0) throw AccountsException.weakPassword(reasons);
  }

  findUserById(userId: string, manager?: EntityManager): Promise<User | null> {
    return this.users.findById(userId, manager);
  }

  /** True when the user has a password and it is this one. */
  async checkPasswordOf(userId: string, password: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user?.passwordHash) return verifyAgainstDummy(password);
    return verifyPasswordHash(user.passwordHash, password);
  }

  /** Sets a password the caller has checked against the policy. */
  async setPassword(userId: string, password: string, manager?: EntityManager): Promise<void> {
    await this.users.setPasswordHash(userId, await hashPassword(password), manager);
  }

  markEmailConfirmed(userId: string, at: Date, manager?: EntityManager): Promise<void> {
    return this.users.confirmEmail(userId, at, manager);
  }

  /**
   * Confirms an unconfirmed account through proof of the mailbox alone, and drops its password,
   * which nobody proved was the owner's. True when the account was unconfirmed until now.
   */
  confirmEmailDroppingUnprovenPassword(userId: string, at: Date, manager?: EntityManager): Promise<boolean> {
    return this.users.confirmEmailDroppingPassword(userId, at, manager);
  }

  recordSignIn(userId: string, at: Date): Promise<void> {
    return this.users.setLastLogin(userId, at);
  }

  /** CLI: by e-mail, with the same last-administrator rule as the staff screens. */
  async promoteUser(email: string): Promise<AccountSummary> {
    return this.changeUserRole(null, await this.requireUserId(email), true);
  }

  async demoteUser(email: string): Promise<AccountSummary> {
    return this.changeUserRole(null, await this.requireUserId(email), false);
  }

  /**
   * Gives or takes the admin role. The actor (null for an operator at the CLI) never removes their
   * own access, and the last administrator is never demoted.
   */
  async changeUserRole(actor: Pick<AccountSummary, 'id'> | null, userId: string, isAdmin: boolean, record?: AccountChangeRecorder): Promise<AccountSummary> {
    await this.users.withAdminsLocked(async (tx, adminIds) => {
      const user = await this.users.findById(userId, tx);
      if (!user?.profile) throw AccountsException.userIdNotFound(userId);
      this.assertRoleChange(actor, user, adminIds, !isAdmin);
      await this.users.setAdmin(userId, isAdmin, tx);
      const before = toAccountSummary(user);
      if (record && before.isAdmin !== isAdmin) await record(tx, before, { ...before, isAdmin });
    });
    const updated = await this.users.findById(userId);
    if (!updated) throw AccountsException.userIdNotFound(userId);
    return toAccountSummary(updated);
  }

  /**
   * Deletes an account: its sessions end and its cart goes; its orders stay, keeping the customer's
   * name and e-mail as ordered. The last administrator is never deleted. Returns what was deleted.
   */
  async deleteUser(actor: Pick<AccountSummary, 'id'> | null, userId: string, record?: AccountChangeRecorder): Promise<AccountSummary> {
    return this.users.withAdminsLocked(async (tx, adminIds) => {
      const user = await this.users.findById(userId, tx);
      if (!user) throw AccountsException.userIdNotFound(userId);
      this.assertRoleChange(actor, user, adminIds, true);
      await this.users.deleteUser(userId, tx);
      await record?.(tx, toAccountSummary(user), null);
      return toAccountSummary(user);
    });
  }

  /** Read from the profile on every call: the server, not the client, decides who is an admin. */
  isAdmin(userId: string): Promise<boolean> {
    return this.users.findAdminFlag(userId);
  }

  private async requireUserId(email: string): Promise<string> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user?.profile) throw AccountsException.userNotFound(normaliseEmail(email));
    return user.id;
  }

  private assertRoleChange(actor: Pick<AccountSummary, 'id'> | null, user: User, adminIds: ReadonlySet<string>, removesAccess: boolean): void {
    const refusal = roleChangeRefusal({
      actorId: actor?.id ?? null,
      targetId: user.id,
      targetIsAdmin: adminIds.has(user.id),
      removesAccess,
      adminCount: adminIds.size,
    });
    if (refusal === 'own_account') throw AccountsException.ownAccount();
    if (refusal === 'last_admin') throw AccountsException.lastAdmin(user.email);
  }
}
