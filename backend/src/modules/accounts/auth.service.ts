import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../infra/config/app-config.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { RateLimiterService, type RateLimitRule } from '../../infra/redis/rate-limiter.service.js';
import { AccountsException } from './accounts.exception.js';
import { AuthRepository } from './auth.repository.js';
import { AUTH_LIMITS, CONFIRM_EMAIL_TTL_HOURS, MAGIC_LINK_TTL_MINUTES, normaliseEmail } from './domain/auth-limits.js';
import { validatePassword } from './domain/password.policy.js';
import { generateSecureToken, hashSecureToken } from './domain/secure-token.js';
import type { AuthTokenKind } from './entities/auth-token.entity.js';
import { GoogleOidcService, type GoogleProfile } from './google-oidc.service.js';
import { hashPassword } from './password-hasher.js';
import { SessionsService } from './sessions.service.js';
import { UsersService } from './users.service.js';

export interface RequestContext {
  ip: string;
}

export interface StartedSession {
  token: string;
  sessionId: string;
  /** When the cookie expires (the server may end the session earlier: idle limit, sign-out). */
  expiresAt: Date;
}

/** Sign-up, e-mail confirmation, password and magic-link sign-in, Google sign-in and sign-out. */
@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly authRepository: AuthRepository,
    private readonly google: GoogleOidcService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiterService,
  ) {}

  /**
   * Creates an unconfirmed account and e-mails a confirmation link. An e-mail that already has an
   * account gets a "you already have an account" e-mail instead, so the answer never reveals it.
   */
  async signUp(input: { email: string; password: string; fullName?: string }, context: RequestContext): Promise<void> {
    const email = normaliseEmail(input.email);
    await this.limit([AUTH_LIMITS.signUpPerIp, context.ip], [AUTH_LIMITS.signUpPerEmail, email]);
    const reasons = validatePassword(input.password);
    if (reasons.length > 0) throw AccountsException.weakPassword(reasons);

    const existing = await this.users.findByEmail(email);
    if (existing) {
      // The same argon2 work as a new account, so the answer's timing does not tell either.
      await hashPassword(input.password);
      await this.mail.queueEmail({ kind: 'account-exists', to: email, data: { link: `${this.config.publicUrl}/auth` } });
      return;
    }
    const outboxId = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.createUser(
        { email, password: input.password, fullName: input.fullName?.trim() || null, isAdmin: false, emailConfirmed: false },
        manager,
      );
      return this.queueConfirmationEmail(user.id, email, input.fullName?.trim() || email.split('@')[0], manager);
    });
    await this.mail.dispatch([outboxId]);
  }

  /**
   * E-mails a new confirmation link to an account that signed up with a password and has not
   * confirmed yet. Any other e-mail gets the same answer and nothing is sent.
   */
  async resendConfirmation(input: { email: string }, context: RequestContext): Promise<void> {
    const email = normaliseEmail(input.email);
    await this.limit([AUTH_LIMITS.resendConfirmationPerIp, context.ip], [AUTH_LIMITS.resendConfirmationPerEmail, email]);
    const outboxId = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findByEmail(email, manager);
      if (!user || user.emailConfirmedAt || !user.passwordHash) return null;
      return this.queueConfirmationEmail(user.id, email, user.profile?.fullName || email.split('@')[0], manager);
    });
    await this.mail.dispatch([outboxId]);
  }

  /** Confirms the e-mail of the token's account (and so the password it signed up with) and signs it in. */
  async confirmEmail(token: string, now = new Date()): Promise<StartedSession> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const userId = await this.useToken(token, 'confirm_email', now, manager);
      await this.users.markEmailConfirmed(userId, now, manager);
      return userId;
    });
    return this.sessions.startSession(userId, now);
  }

  /** Refused until the e-mail is confirmed, so nobody can pre-register someone else's address and sign in with it. */
  async signIn(input: { email: string; password: string }, context: RequestContext): Promise<StartedSession> {
    const email = normaliseEmail(input.email);
    await this.limit([AUTH_LIMITS.signInPerIp, context.ip], [AUTH_LIMITS.signInPerEmail, email]);
    const user = await this.users.verifyPassword(email, input.password);
    if (!user) throw AccountsException.invalidCredentials();
    if (!user.emailConfirmedAt) throw AccountsException.emailNotConfirmed();
    return this.sessions.startSession(user.id);
  }

  /** E-mails a single-use sign-in link; an unknown e-mail gets a new passwordless account. */
  async requestMagicLink(input: { email: string }, context: RequestContext): Promise<void> {
    const email = normaliseEmail(input.email);
    await this.limit([AUTH_LIMITS.magicLinkPerIp, context.ip], [AUTH_LIMITS.magicLinkPerEmail, email]);
    const outboxId = await this.dataSource.transaction(async (manager) => {
      const user =
        (await this.users.findByEmail(email, manager)) ??
        (await this.users.createUser({ email, password: null, fullName: null, isAdmin: false, emailConfirmed: false }, manager));
      const token = await this.issueToken(user.id, 'magic_link', MAGIC_LINK_TTL_MINUTES, manager);
      return this.mail.queueEmail(
        {
          kind: 'magic-link',
          to: email,
          data: { link: `${this.config.publicUrl}/auth/magic-link?token=${token}`, validForMinutes: MAGIC_LINK_TTL_MINUTES },
          secretKeys: ['link'],
        },
        manager,
      );
    });
    await this.mail.dispatch([outboxId]);
  }

  /** Using the link proves the e-mail belongs to the visitor, so it also confirms it. */
  async signInWithMagicLink(token: string, now = new Date()): Promise<StartedSession> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const userId = await this.useToken(token, 'magic_link', now, manager);
      await this.confirmByMailboxProof(userId, now, manager);
      return userId;
    });
    return this.sessions.startSession(userId, now);
  }

  beginGoogleSignIn(): Promise<{ url: string; state: string }> {
    return this.google.beginSignIn();
  }

  async completeGoogleSignIn(callbackUrl: URL, browserState: string | undefined): Promise<StartedSession> {
    const profile = await this.google.completeSignIn(callbackUrl, browserState);
    const userId = await this.findOrLinkGoogleUser(profile);
    return this.sessions.startSession(userId);
  }

  signOut(userId: string): Promise<number> {
    return this.sessions.signOutEverywhere(userId);
  }

  /**
   * A known Google account signs in; a verified Google e-mail that matches an existing account
   * joins it; otherwise a new, confirmed account is created. An unverified e-mail never takes
   * over an existing account.
   */
  private async findOrLinkGoogleUser(profile: GoogleProfile): Promise<string> {
    const identity = await this.authRepository.findIdentity('google', profile.subject);
    if (identity) return identity.userId;
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.users.findByEmail(profile.email, manager);
      if (existing && !profile.emailVerified) throw AccountsException.googleFailed('unverified e-mail matches an existing account');
      const user =
        existing ??
        (await this.users.createUser(
          { email: profile.email, password: null, fullName: profile.fullName, isAdmin: false, emailConfirmed: profile.emailVerified },
          manager,
        ));
      if (profile.emailVerified) await this.confirmByMailboxProof(user.id, new Date(), manager);
      await this.authRepository.insertIdentity({ provider: 'google', subject: profile.subject, userId: user.id, email: profile.email }, manager);
      return user.id;
    });
  }

  /**
   * The owner of the mailbox proved it (magic link, verified Google e-mail). If the account was
   * not confirmed yet, its password was never proven to be theirs: whoever signed up with it may
   * be someone else, so the password and every session end here.
   */
  private async confirmByMailboxProof(userId: string, now: Date, manager: EntityManager): Promise<void> {
    if (await this.users.confirmEmailDroppingUnprovenPassword(userId, now, manager)) {
      await this.sessions.endAllSessions(userId, manager);
    }
  }

  private queueConfirmationEmail(userId: string, email: string, greetingName: string, manager: EntityManager): Promise<string | null> {
    return this.issueToken(userId, 'confirm_email', CONFIRM_EMAIL_TTL_HOURS * 60, manager).then((token) =>
      this.mail.queueEmail(
        {
          kind: 'confirm-email',
          to: email,
          data: { greetingName, link: `${this.config.publicUrl}/auth/confirm?token=${token}`, validForHours: CONFIRM_EMAIL_TTL_HOURS },
          secretKeys: ['link'],
        },
        manager,
      ),
    );
  }

  private async issueToken(userId: string, kind: AuthTokenKind, ttlMinutes: number, manager: EntityManager): Promise<string> {
    const { token, hash } = generateSecureToken();
    await this.authRepository.insertToken({ tokenHash: hash, userId, kind, expiresAt: new Date(Date.now() + ttlMinutes * 60_000) }, manager);
    return token;
  }

  /** Single use: the row is locked, checked and marked used in the caller's transaction. */
  private async useToken(token: string, kind: AuthTokenKind, now: Date, manager: EntityManager): Promise<string> {
    const row = await this.authRepository.findToken(hashSecureToken(token), kind, manager);
    if (!row) throw AccountsException.linkInvalid();
    if (row.usedAt) throw AccountsException.linkUsed();
    if (row.expiresAt.getTime() <= now.getTime()) throw AccountsException.linkExpired();
    if (!(await this.authRepository.consumeToken(row.id, now, manager))) throw AccountsException.linkUsed();
    return row.userId;
  }

  private async limit(...checks: [RateLimitRule, string][]): Promise<void> {
    for (const [rule, subject] of checks) {
      const result = await this.limiter.hit(rule, subject);
      if (!result.allowed && result.uncounted) throw AccountsException.signInUnavailable();
      if (!result.allowed) throw AccountsException.tooManyAttempts(result.retryAfterSeconds);
    }
  }
}
