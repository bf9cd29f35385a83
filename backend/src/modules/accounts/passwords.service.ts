import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../infra/config/app-config.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { RateLimiterService } from '../../infra/redis/rate-limiter.service.js';
import { AccountsException } from './accounts.exception.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { applyAuthLimits, emailedLink, type RequestContext, type StartedSession } from './auth.service.js';
import { AUTH_LIMITS, normaliseEmail, RESET_PASSWORD_TTL_MINUTES } from './domain/auth-limits.js';
import { SessionsService, type AuthUser } from './sessions.service.js';
import { UsersService } from './users.service.js';

/** Forgot password (an e-mailed reset link) and change password. Both end the account's other sessions. */
@Injectable()
export class PasswordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly tokens: AuthTokensService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiterService,
  ) {}

  /**
   * E-mails a reset link to the account with that e-mail. An e-mail with no account gets an e-mail
   * saying so instead, so the answer (and the work behind it: a transaction, an outbox row, a
   * hand-over to the queue) is the same either way and never tells whether an account exists.
   */
  async requestPasswordReset(input: { email: string }, context: RequestContext): Promise<void> {
    const email = normaliseEmail(input.email);
    await applyAuthLimits(this.limiter, [AUTH_LIMITS.forgotPasswordPerIp, context.ip], [AUTH_LIMITS.forgotPasswordPerEmail, email]);
    const outboxId = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findByEmail(email, manager);
      if (!user) {
        return this.mail.queueEmail({ kind: 'password-reset-no-account', to: email, data: { link: `${this.config.publicUrl}/auth` } }, manager);
      }
      const token = await this.tokens.issueToken(user.id, 'reset_password', RESET_PASSWORD_TTL_MINUTES, manager);
      return this.mail.queueEmail(
        {
          kind: 'password-reset',
          to: email,
          data: { link: emailedLink(this.config.publicUrl, '/auth/reset-password', token), validForMinutes: RESET_PASSWORD_TTL_MINUTES },
          secretKeys: ['link'],
        },
        manager,
      );
    });
    await this.mail.dispatch([outboxId]);
  }

  /**
   * Sets the new password from the e-mailed link and signs this browser in; every other session of
   * the account ends, and so do its other reset links. Using the link proves the mailbox, so an
   * unconfirmed account is confirmed. A refused password leaves the link usable.
   */
  async resetPassword(input: { token: string; password: string }, context: RequestContext, now = new Date()): Promise<StartedSession> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const row = await this.tokens.findUsableToken(input.token, 'reset_password', now, manager);
      const user = await this.users.findUserById(row.userId, manager);
      if (!user) throw AccountsException.linkInvalid();
      this.users.assertAcceptablePassword(input.password, user.email);
      await this.tokens.useToken(input.token, 'reset_password', now, manager);
      await this.users.setPassword(user.id, input.password, manager);
      await this.users.markEmailConfirmed(user.id, now, manager);
      await this.tokens.dropUnusedTokens(user.id, 'reset_password', manager);
      await this.sessions.endSessionsOf(user.id, {}, manager);
      return user.id;
    });
    return this.sessions.startSession(userId, now, context);
  }

  /**
   * Changes the password of the signed-in user, who must give the current one; every other session
   * ends (this one stays), and so do outstanding reset links.
   */
  async changePassword(user: AuthUser, input: { currentPassword: string; newPassword: string }, currentSessionToken: string | undefined): Promise<void> {
    await applyAuthLimits(this.limiter, [AUTH_LIMITS.changePasswordPerUser, user.id]);
    const account = await this.users.findUserById(user.id);
    if (!account) throw AccountsException.userIdNotFound(user.id);
    if (!account.passwordHash) throw AccountsException.noPasswordYet();
    if (!(await this.users.checkPasswordOf(user.id, input.currentPassword))) throw AccountsException.wrongCurrentPassword();
    this.users.assertAcceptablePassword(input.newPassword, account.email);
    await this.dataSource.transaction(async (manager) => {
      await this.users.setPassword(user.id, input.newPassword, manager);
      await this.tokens.dropUnusedTokens(user.id, 'reset_password', manager);
      await this.sessions.endSessionsOf(user.id, { except: currentSessionToken }, manager);
    });
  }
}
