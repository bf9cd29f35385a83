import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, LessThan, MoreThan, Not, type EntityManager } from 'typeorm';
import { entityFromJson, type Row } from '../../infra/database/statement-batch.js';
import { AuthToken, type AuthTokenKind } from './entities/auth-token.entity.js';
import { OAuthIdentity } from './entities/oauth-identity.entity.js';
import { Session } from './entities/session.entity.js';

const LIVE_SESSION_WITH_USER = `
  SELECT to_jsonb(s) || jsonb_build_object('user', to_jsonb(u) || jsonb_build_object('profile', to_jsonb(p))) AS session
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN profiles p ON p.user_id = u.id
   WHERE s.token_hash = $1 AND s.expires_at > $2`;

/** Queries for sessions, e-mailed tokens and linked sign-in providers. */
@Injectable()
export class AuthRepository {
  constructor(private readonly dataSource: DataSource) {}

  insertSession(values: Pick<Session, 'tokenHash' | 'userId' | 'expiresAt' | 'lastSeenAt' | 'userAgent' | 'ip' | 'secondFactorAt'>): Promise<Session> {
    return this.dataSource.getRepository(Session).save(this.dataSource.getRepository(Session).create(values));
  }

  /**
   * The live session with its user and profile, in one round trip (every signed-in request asks:
   * issue 30). The SQL is written once, not built by TypeORM's query builder on each request; the
   * row comes as JSON, hydrated as TypeORM's own reads do.
   */
  async findLiveSessionWithUser(tokenHash: string, now: Date): Promise<Session | null> {
    const rows = (await this.dataSource.query(LIVE_SESSION_WITH_USER, [tokenHash, now])) as { session: Row }[];
    return rows.length === 0 ? null : entityFromJson(this.dataSource, Session, rows[0].session);
  }

  async touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.dataSource.getRepository(Session).update({ id }, { lastSeenAt, expiresAt });
  }

  /** Every session of the user, or every one but the session whose token hash is `exceptTokenHash`. */
  async deleteSessionsOfUser(userId: string, options: { exceptTokenHash?: string } = {}, manager?: EntityManager): Promise<number> {
    const where = options.exceptTokenHash ? { userId, tokenHash: Not(options.exceptTokenHash) } : { userId };
    const result = await (manager ?? this.dataSource.manager).getRepository(Session).delete(where);
    return result.affected ?? 0;
  }

  /** One session of the user (the id alone never ends someone else's). */
  async deleteSessionOfUser(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(Session).delete({ id: sessionId, userId });
    return (result.affected ?? 0) > 0;
  }

  findLiveSessionsOfUser(userId: string, now: Date): Promise<Session[]> {
    return this.dataSource.getRepository(Session).find({ where: { userId, expiresAt: MoreThan(now) }, order: { lastSeenAt: 'DESC' } });
  }

  async deleteExpiredSessions(now: Date): Promise<number> {
    const result = await this.dataSource.getRepository(Session).delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
  }

  /** Sign-in links and e-mail confirmations past their expiry, used or not: no longer any use, even to say 'already used'. */
  async deleteExpiredTokens(now: Date): Promise<number> {
    const result = await this.dataSource.getRepository(AuthToken).delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
  }

  async insertToken(values: Pick<AuthToken, 'tokenHash' | 'userId' | 'kind' | 'expiresAt'>, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).getRepository(AuthToken).insert(values);
  }

  findToken(tokenHash: string, kind: AuthTokenKind, manager: EntityManager): Promise<AuthToken | null> {
    return manager.getRepository(AuthToken).findOne({ where: { tokenHash, kind }, lock: { mode: 'pessimistic_write' } });
  }

  /** The user's unused links of a kind: a new password makes older reset links worthless. */
  async deleteUnusedTokensOfUser(userId: string, kind: AuthTokenKind, manager: EntityManager): Promise<void> {
    await manager.getRepository(AuthToken).delete({ userId, kind, usedAt: IsNull() });
  }

  /** Marks a token used only if it still was unused; false means someone used it first. */
  async consumeToken(id: string, now: Date, manager: EntityManager): Promise<boolean> {
    const result = await manager.getRepository(AuthToken).update({ id, usedAt: IsNull() }, { usedAt: now });
    return (result.affected ?? 0) === 1;
  }

  findIdentity(provider: string, subject: string): Promise<OAuthIdentity | null> {
    return this.dataSource.getRepository(OAuthIdentity).findOne({ where: { provider, subject } });
  }

  async insertIdentity(values: Pick<OAuthIdentity, 'provider' | 'subject' | 'userId' | 'email'>, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).getRepository(OAuthIdentity).insert(values);
  }
}
