import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../infra/config/app-config.js';
import { cookieNames, LOCAL_COOKIE_NAMES } from '../../infra/http/cookies.js';
import type { EntityManager } from 'typeorm';
import { AuthRepository } from './auth.repository.js';
import { generateSecureToken, hashSecureToken } from './domain/secure-token.js';
import { describeUserAgent } from './domain/user-agent.js';
import type { Session } from './entities/session.entity.js';
import { UsersService, type AccountSummary } from './users.service.js';

/** The session cookie's name outside production (`__Host-sid` in production: see infra/http/cookies.ts). */
export const SESSION_COOKIE = LOCAL_COOKIE_NAMES.session;
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** Sliding expiry: a session seen again is extended, but at most this often (one write per 5 minutes). */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Who is making a request, as every guard and controller sees it. */
export type AuthUser = AccountSummary;

/** The browser a session is started from, as the request told it. */
export interface SessionClient {
  userAgent?: string | null;
  ip?: string | null;
}

/** One of the user's sessions, as "Your sessions" lists it. */
export interface SessionSummary {
  id: string;
  browser: string;
  ip: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

export function toSessionSummary(session: Session, currentTokenHash: string | null): SessionSummary {
  return {
    id: session.id,
    browser: describeUserAgent(session.userAgent),
    ip: session.ip,
    signedInAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session.tokenHash === currentTokenHash,
  };
}

@Injectable()
export class SessionsService {
  /** The cookie that carries the session token. */
  readonly cookieName: string;

  constructor(
    private readonly auth: AuthRepository,
    private readonly users: UsersService,
    config: AppConfig,
  ) {
    this.cookieName = cookieNames(config).session;
  }

  /** The session token in a request's parsed cookies, if any. */
  tokenFromCookies(cookies: Record<string, unknown> | undefined): string | undefined {
    const token = cookies?.[this.cookieName];
    return typeof token === 'string' ? token : undefined;
  }

  /** Starts a session and returns the secret for the cookie; only its hash is stored. */
  async startSession(userId: string, now = new Date(), client: SessionClient = {}): Promise<{ token: string; expiresAt: Date }> {
    const { token, hash } = generateSecureToken();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.auth.insertSession({ tokenHash: hash, userId, expiresAt, userAgent: client.userAgent?.slice(0, 300) ?? null, ip: client.ip ?? null });
    await this.users.recordSignIn(userId, now);
    return { token, expiresAt };
  }

  /** The signed-in user for a cookie value, or null for a missing, unknown or expired session. */
  async resolveSession(token: string | undefined, now = new Date()): Promise<AuthUser | null> {
    if (!token || token.length > 200) return null;
    const session = await this.auth.findLiveSessionByTokenHash(hashSecureToken(token), now);
    if (!session) return null;
    const user = await this.users.findAuthUser(session.userId);
    if (!user) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.auth.touchSession(session.id, now, new Date(now.getTime() + SESSION_TTL_MS));
    }
    return user;
  }

  /** Global sign-out: every session of the user, on every device, ends. */
  endAllSessions(userId: string, manager?: EntityManager): Promise<number> {
    return this.endSessionsOf(userId, {}, manager);
  }

  /**
   * Ends the user's sessions: all of them, or all but the one whose cookie token is `except` (the
   * browser that asked). Used by "sign out everywhere else", a password change and a reset.
   */
  endSessionsOf(userId: string, options: { except?: string } = {}, manager?: EntityManager): Promise<number> {
    return this.auth.deleteSessionsOfUser(userId, { exceptTokenHash: options.except ? hashSecureToken(options.except) : undefined }, manager);
  }

  /** The user's live sessions, most recently seen first; `currentToken` marks the asking browser's. */
  async listSessionsOf(user: Pick<AuthUser, 'id'>, currentToken: string | undefined, now = new Date()): Promise<SessionSummary[]> {
    const sessions = await this.auth.findLiveSessionsOfUser(user.id, now);
    return sessions.map((session) => toSessionSummary(session, currentToken ? hashSecureToken(currentToken) : null));
  }

  /** Ends one of the user's own sessions; false when the user has no session with that id. */
  endSessionOf(user: Pick<AuthUser, 'id'>, sessionId: string): Promise<boolean> {
    return this.auth.deleteSessionOfUser(user.id, sessionId);
  }
}
