import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { cookieNames, LOCAL_COOKIE_NAMES } from '../../infra/http/cookies.js';
import type { EntityManager } from 'typeorm';
import { AuthRepository } from './auth.repository.js';
import { sessionIdleLimitMs } from './domain/roles.js';
import { generateSecureToken, hashSecureToken } from './domain/secure-token.js';
import { describeUserAgent } from './domain/user-agent.js';
import type { Session } from './entities/session.entity.js';
import type { SessionsEndedEvent } from './events/account.events.js';
import { toAccountSummary, UsersService, type AccountSummary } from './users.service.js';

/** The session cookie's name outside production (`__Host-sid` in production: see infra/http/cookies.ts). */
export const SESSION_COOKIE = LOCAL_COOKIE_NAMES.session;
/**
 * The cookie's lifetime, counted from sign-in: the longest any session lasts. Within it a session
 * also ends after its role's idle limit (`sessionIdleLimitMs`: 12 hours for staff, 30 days for
 * customers), which the server enforces on every request.
 */
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

/** A live session and its user. */
export interface ResolvedSession {
  sessionId: string;
  user: AuthUser;
  /** When a second factor was last confirmed in this session (null: never). */
  secondFactorAt: Date | null;
}

@Injectable()
export class SessionsService {
  /** The cookie that carries the session token. */
  readonly cookieName: string;

  constructor(
    private readonly auth: AuthRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    config: AppConfig,
  ) {
    this.cookieName = cookieNames(config).session;
  }

  /** The session token in a request's parsed cookies, if any. */
  tokenFromCookies(cookies: Record<string, unknown> | undefined): string | undefined {
    const token = cookies?.[this.cookieName];
    return typeof token === 'string' ? token : undefined;
  }

  /**
   * Starts a session and returns the secret for the cookie; only its hash is stored, with the browser
   * it started from. `expiresAt` is the cookie's (SESSION_TTL_MS); the row's own expiry is the role's
   * idle limit, slid on use.
   */
  async startSession(
    userId: string,
    now = this.now(),
    client: SessionClient = {},
    options: { secondFactorAt?: Date } = {},
  ): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const { token, hash } = generateSecureToken();
    const role = (await this.users.findRole(userId)) ?? 'customer';
    const session = await this.auth.insertSession({
      tokenHash: hash,
      userId,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionIdleLimitMs(role)),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip ?? null,
      secondFactorAt: options.secondFactorAt ?? null,
    });
    await this.users.recordSignIn(userId, now);
    return { token, sessionId: session.id, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) };
  }

  /** The signed-in user for a cookie value, or null for a missing, unknown, expired or idle session. */
  async resolveSession(token: string | undefined, now = this.now()): Promise<AuthUser | null> {
    return (await this.resolveSessionWithId(token, now))?.user ?? null;
  }

  /**
   * The live session for a cookie value and its user. A session unused for longer than its user's
   * role allows (the role read now, not at sign-in) is over. Seeing a session again slides its
   * expiry, at most once per TOUCH_INTERVAL_MS.
   */
  async resolveSessionWithId(token: string | undefined, now = this.now()): Promise<ResolvedSession | null> {
    if (!token || token.length > 200) return null;
    const session = await this.auth.findLiveSessionWithUser(hashSecureToken(token), now);
    if (!session?.user) return null;
    const user = toAccountSummary(session.user);
    const idleLimit = sessionIdleLimitMs(user.role);
    if (now.getTime() - session.lastSeenAt.getTime() > idleLimit) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.auth.touchSession(session.id, now, new Date(now.getTime() + idleLimit));
    }
    return { sessionId: session.id, user, secondFactorAt: session.secondFactorAt };
  }

  /** Every session of the user, on every device, ends (inside the caller's transaction when given). */
  endAllSessions(userId: string, manager?: EntityManager): Promise<number> {
    return this.endSessionsOf(userId, {}, manager);
  }

  /**
   * Ends the user's sessions: all of them, or all but the one whose cookie token is `except` (the
   * browser that asked). Used by "sign out everywhere else", a password change and a reset.
   */
  async endSessionsOf(userId: string, options: { except?: string } = {}, manager?: EntityManager): Promise<number> {
    const ended = await this.auth.deleteSessionsOfUser(userId, { exceptTokenHash: options.except ? hashSecureToken(options.except) : undefined }, manager);
    // Their browsers lose their live connections (the asking browser's reconnects with its session;
    // one that reconnects before a caller's transaction commits is dropped by the minute's recheck).
    if (ended > 0) await this.events.emit('SessionsEnded', { userId, reason: 'revoked' });
    return ended;
  }

  /** The user's live sessions, most recently seen first; `currentToken` marks the asking browser's. */
  async listSessionsOf(user: Pick<AuthUser, 'id'>, currentToken: string | undefined, now = this.now()): Promise<SessionSummary[]> {
    const sessions = await this.auth.findLiveSessionsOfUser(user.id, now);
    return sessions.map((session) => toSessionSummary(session, currentToken ? hashSecureToken(currentToken) : null));
  }

  /** Ends one of the user's own sessions; false when the user has no session with that id. */
  async endSessionOf(user: Pick<AuthUser, 'id'>, sessionId: string): Promise<boolean> {
    const ended = await this.auth.deleteSessionOfUser(user.id, sessionId);
    if (ended) await this.events.emit('SessionsEnded', { userId: user.id, sessionId, reason: 'revoked' });
    return ended;
  }

  /** Global sign-out, committed at once: every session ends and every live connection of the user is closed. */
  async signOutEverywhere(userId: string, reason: SessionsEndedEvent['reason'] = 'sign_out'): Promise<number> {
    const ended = await this.auth.deleteSessionsOfUser(userId);
    await this.events.emit('SessionsEnded', { userId, reason });
    return ended;
  }

  /**
   * The machine's time, never a test's pinned restaurant time: tests pin "now" years ahead to set
   * up a service day, and that must not age the sessions they signed in with.
   */
  private now(): Date {
    return this.clock.systemNow().toJSDate();
  }
}
