import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../infra/config/app-config.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { RateLimiterService, type RateLimitResult, type RateLimitRule } from '../../infra/redis/rate-limiter.service.js';
import { AccountsException } from './accounts.exception.js';
import { AuthRepository } from './auth.repository.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { AUTH_LIMITS, CONFIRM_EMAIL_TTL_HOURS, MAGIC_LINK_TTL_MINUTES, normaliseEmail } from './domain/auth-limits.js';
import { GoogleOidcService, type GoogleProfile } from './google-oidc.service.js';
import { hashPassword } from './password-hasher.js';
import { SessionsService } from './sessions.service.js';
import { UsersService } from './users.service.js';

/** Who is asking: the IP counts towards the limits; both are kept on a session it starts. */
export interface RequestContext {
  ip: string;
  userAgent?: string | null;
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
    private readonly tokens: AuthTokensService,
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
    this.users.assertAcceptablePassword(input.password, email);

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
  async confirmEmail(token: string, context: RequestContext, now = new Date()): Promise<StartedSession> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.useToken(token, 'confirm_email', now, manager);
      await this.users.markEmailConfirmed(userId, now, manager);
      return userId;
    });
    return this.sessions.startSession(userId, now, context);
  }

  /**
   * Refused until the e-mail is confirmed, so nobody can pre-register someone else's address and
   * sign in with it. Attempts are limited per IP and per (e-mail, IP), never per e-mail alone, so
   * nobody can lock someone else out by failing on purpose. A password from before the 12-character
   * rule still signs in.
   */
  async signIn(input: { email: string; password: string }, context: RequestContext): Promise<StartedSession> {
    const email = normaliseEmail(input.email);
    const pair = `${email}|${context.ip}`;
    await this.limit([AUTH_LIMITS.signInPerIp, context.ip]);
    throwIfRefused(await this.limiter.check(AUTH_LIMITS.signInPerEmailIp, pair));
    const user = await this.users.verifyPassword(email, input.password);
    if (!user) {
      await this.limiter.hit(AUTH_LIMITS.signInPerEmailIp, pair);
      throw AccountsException.invalidCredentials();
    }
    if (!user.emailConfirmedAt) throw AccountsException.emailNotConfirmed();
    return this.sessions.startSession(user.id, new Date(), context);
  }

  /** E-mails a single-use sign-in link; an unknown e-mail gets a new passwordless account. */
  async requestMagicLink(input: { email: string }, context: RequestContext): Promise<void> {
    const email = normaliseEmail(input.email);
    await this.limit([AUTH_LIMITS.magicLinkPerIp, context.ip], [AUTH_LIMITS.magicLinkPerEmail, email]);
    const outboxId = await this.dataSource.transaction(async (manager) => {
      const user =
        (await this.users.findByEmail(email, manager)) ??
        (await this.users.createUser({ email, password: null, fullName: null, isAdmin: false, emailConfirmed: false }, manager));
      const token = await this.tokens.issueToken(user.id, 'magic_link', MAGIC_LINK_TTL_MINUTES, manager);
      return this.mail.queueEmail(
        {
          kind: 'magic-link',
          to: email,
          data: { link: emailedLink(this.config.publicUrl, '/auth/magic-link', token), validForMinutes: MAGIC_LINK_TTL_MINUTES },
          secretKeys: ['link'],
        },
        manager,
      );
    });
    await this.mail.dispatch([outboxId]);
  }

  /** Using the link proves the e-mail belongs to the visitor, so it also confirms it. */
  async signInWithMagicLink(token: string, context: RequestContext, now = new Date()): Promise<StartedSession> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.useToken(token, 'magic_link', now, manager);
      await this.confirmByMailboxProof(userId, now, manager);
      return userId;
    });
    return this.sessions.startSession(userId, now, context);
  }

  beginGoogleSignIn(): Promise<{ url: string; state: string }> {
    return this.google.beginSignIn();
  }

  async completeGoogleSignIn(callbackUrl: URL, browserState: string | undefined, context: RequestContext): Promise<StartedSession> {
    const profile = await this.google.completeSignIn(callbackUrl, browserState);
    const userId = await this.findOrLinkGoogleUser(profile);
    return this.sessions.startSession(userId, new Date(), context);
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
    return this.tokens.issueToken(userId, 'confirm_email', CONFIRM_EMAIL_TTL_HOURS * 60, manager).then((token) =>
      this.mail.queueEmail(
        {
          kind: 'confirm-email',
          to: email,
          data: { greetingName, link: emailedLink(this.config.publicUrl, '/auth/confirm', token), validForHours: CONFIRM_EMAIL_TTL_HOURS },
          secretKeys: ['link'],
        },
        manager,
      ),
    );
  }

  private limit(...checks: [RateLimitRule, string][]): Promise<void> {
    return applyAuthLimits(this.limiter, ...checks);
  }
}

/** Counts the attempt against each limit in turn; the first one past its limit refuses it. */
export async function applyAuthLimits(limiter: RateLimiterService, ...checks: [RateLimitRule, string][]): Promise<void> {
  for (const [rule, subject] of checks) throwIfRefused(await limiter.hit(rule, subject));
}

function throwIfRefused(result: RateLimitResult): void {
  if (!result.allowed && result.uncounted) throw AccountsException.signInUnavailable();
  if (!result.allowed) throw AccountsException.tooManyAttempts(result.retryAfterSeconds);
}

/**
 * The link of an e-mail that carries a secret: the token goes in the fragment, which browsers never
 * send to a server, so it cannot end up in request logs, proxies or the Visits table. The page reads
 * it and posts it.
 */
export function emailedLink(publicUrl: string, pagePath: string, token: string): string {
  return `${publicUrl}${pagePath}#token=${encodeURIComponent(token)}`;
}
