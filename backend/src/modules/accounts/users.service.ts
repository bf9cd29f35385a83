import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isPostgresError, PostgresErrorCode } from '../../infra/database/postgres-errors.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { ACCOUNT_AUDIT, type AccountAudit } from './account-ports.js';
import { AccountsException } from './accounts.exception.js';
import { roleChangeRefusal } from './domain/admin-role.js';
import { normaliseEmail } from './domain/auth-limits.js';
import { validatePassword } from './domain/password.policy.js';
import { hasRole, isAdminRole, ROLES, type Role } from './domain/roles.js';
import './events/account.events.js';
import type { User } from './entities/user.entity.js';
import { hashPassword, verifyAgainstDummy, verifyPasswordHash } from './password-hasher.js';
import { UsersRepository } from './users.repository.js';

export interface CreateUserInput {
  email: string;
  /** Null or absent for an account that signs in by magic link or Google only. */
  password?: string | null;
  fullName?: string | null;
  /** Default customer. `isAdmin: true` is the older spelling of role 'administrator'. */
  role?: Role;
  isAdmin?: boolean;
  emailConfirmed?: boolean;
}

/** Who changes an account: a signed-in administrator, or null for an operator at the CLI. */
export type AccountActor = Pick<AccountSummary, 'id' | 'email'> | null;

/** A user as the rest of the application sees it. */
/** Called inside the change's transaction with the account before and after (null once deleted), e.g. to audit it. */
export type AccountChangeRecorder = (tx: EntityManager, before: AccountSummary, after: AccountSummary | null) => Promise<void>;

export interface AccountSummary {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  /** The spec's flag: role === 'administrator'. */
  isAdmin: boolean;
  emailConfirmed: boolean;
}

/** The roles that run the service. */
const STAFF_ROLES: readonly Role[] = ROLES.filter((role) => hasRole(role, 'staff'));

// Deliberately loose: the confirmation e-mail is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function toAccountSummary(user: User): AccountSummary {
  return {
    id: user.id,
    email: user.email,
    fullName: user.profile?.fullName || null,
    role: user.profile?.role ?? 'customer',
    isAdmin: user.profile?.role === 'administrator',
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}

/** Users, their profiles and their roles. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    @Inject(ACCOUNT_AUDIT) private readonly audit: AccountAudit,
    private readonly events: DomainEvents,
  ) {}

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
          role: input.role ?? (input.isAdmin ? 'administrator' : 'customer'),
        },
        manager,
      );
    } catch (error) {
      if (isPostgresError(error, PostgresErrorCode.UniqueViolation, 'users_email_key')) throw AccountsException.emailTaken(email);
      throw error;
    }
  }

  /** Administrators with a confirmed e-mail (the weekly summary's readers). */
  listAdministrators(): Promise<{ id: string; email: string; fullName: string }[]> {
    return this.users.findConfirmedByRole('administrator');
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

  /** CLI: by e-mail, with the same last-administrator rule as the staff screens, audited as 'cli'. */
  async setUserRoleByEmail(email: string, role: Role): Promise<AccountSummary> {
    return this.changeUserRole(null, await this.requireUserId(email), role);
  }

  /**
   * Sets a user's role. The actor (null for an operator at the CLI) never removes their own
   * administrator access, and the last administrator keeps the role. A real change is audited in
   * its own transaction (who, before, after) and ends every session of the user, whose browsers
   * then lose their live connections: they sign in again under the new role.
   */
  async changeUserRole(actor: AccountActor, userId: string, role: Role): Promise<AccountSummary> {
    const before = await this.users.withAdminsLocked(async (tx, adminIds) => {
      const user = await this.users.findById(userId, tx);
      if (!user?.profile) throw AccountsException.userIdNotFound(userId);
      const current = toAccountSummary(user);
      if (current.role === role) return null;
      this.assertRoleChange(actor, user, adminIds, !isAdminRole(role));
      await this.users.setRole(userId, role, tx);
      await this.users.deleteSessionsOfUser(userId, tx);
      const after = { ...current, role, isAdmin: isAdminRole(role) };
      await this.audit.recordAccountChange(actor, { action: 'change_role', entityId: userId, before: current, after }, tx);
      return current;
    });
    if (before) {
      await this.events.emit('UserRoleChanged', { userId, before: before.role, after: role });
      await this.events.emit('SessionsEnded', { userId, reason: 'role_changed' });
    }
    const updated = await this.users.findById(userId);
    if (!updated) throw AccountsException.userIdNotFound(userId);
    return toAccountSummary(updated);
  }

  /**
   * Deletes an account: its sessions end and its cart goes; its orders stay, keeping the customer's
   * name and e-mail as ordered. The last administrator is never deleted. Returns what was deleted.
   */
  async deleteUser(actor: AccountActor, userId: string, record?: AccountChangeRecorder): Promise<AccountSummary> {
    const deleted = await this.users.withAdminsLocked(async (tx, adminIds) => {
      const user = await this.users.findById(userId, tx);
      if (!user) throw AccountsException.userIdNotFound(userId);
      this.assertRoleChange(actor, user, adminIds, true);
      await this.users.deleteUser(userId, tx);
      await record?.(tx, toAccountSummary(user), null);
      return toAccountSummary(user);
    });
    await this.events.emit('SessionsEnded', { userId, reason: 'deleted' });
    return deleted;
  }

  /** Every account that runs the service (staff and administrators), by name: e.g. to pick a delivery's driver. */
  async listStaffMembers(): Promise<AccountSummary[]> {
    const summaries = (await this.users.findWithRoles(STAFF_ROLES)).map(toAccountSummary);
    return summaries.sort((a, b) => (a.fullName || a.email).localeCompare(b.fullName || b.email, 'en-GB', { sensitivity: 'base' }));
  }

  /** The account if it is staff or an administrator; null for a customer or an unknown id. */
  async findStaffMember(userId: string): Promise<AccountSummary | null> {
    const user = await this.users.findById(userId);
    return user?.profile && hasRole(user.profile.role, 'staff') ? toAccountSummary(user) : null;
  }

  /** Read from the profile on every call: the server, not the client, decides who may do what. */
  findRole(userId: string): Promise<Role | null> {
    return this.users.findRole(userId);
  }

  private async requireUserId(email: string): Promise<string> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user?.profile) throw AccountsException.userNotFound(normaliseEmail(email));
    return user.id;
  }

  private assertRoleChange(actor: AccountActor, user: User, adminIds: ReadonlySet<string>, removesAccess: boolean): void {
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
