import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isPostgresError, PostgresErrorCode } from '../../infra/database/postgres-errors.js';
import { AccountsException } from './accounts.exception.js';
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

  /** Creates a user and its profile. The e-mail is stored trimmed and lower-cased. */
  async createUser(input: CreateUserInput, manager?: EntityManager): Promise<User> {
    const email = normaliseEmail(input.email);
    if (!EMAIL_PATTERN.test(email)) throw AccountsException.invalidEmail(input.email);
    let passwordHash: string | null = null;
    if (input.password != null) {
      const reasons = validatePassword(input.password);
      if (reasons.length > 0) throw AccountsException.weakPassword(reasons);
      passwordHash = await hashPassword(input.password);
    }
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

  promoteUser(email: string): Promise<AccountSummary> {
    return this.setAdmin(email, true);
  }

  demoteUser(email: string): Promise<AccountSummary> {
    return this.setAdmin(email, false);
  }

  /** Read from the profile on every call: the server, not the client, decides who is an admin. */
  isAdmin(userId: string): Promise<boolean> {
    return this.users.findAdminFlag(userId);
  }

  private async setAdmin(email: string, isAdmin: boolean): Promise<AccountSummary> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user || !(await this.users.setAdmin(user.id, isAdmin))) throw AccountsException.userNotFound(normaliseEmail(email));
    const updated = await this.users.findById(user.id);
    if (!updated) throw AccountsException.userNotFound(normaliseEmail(email));
    return toAccountSummary(updated);
  }
}
