import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, LessThan, MoreThan, Not, type EntityManager } from 'typeorm';
import { AuthToken, type AuthTokenKind } from './entities/auth-token.entity.js';
import { OAuthIdentity } from './entities/oauth-identity.entity.js';
import { Session } from './entities/session.entity.js';

/** Queries for sessions, e-mailed tokens and linked sign-in providers. */
@Injectable()
export class AuthRepository {
  constructor(private readonly dataSource: DataSource) {}

  insertSession(values: Pick<Session, 'tokenHash' | 'userId' | 'expiresAt' | 'lastSeenAt' | 'userAgent' | 'ip' | 'secondFactorAt'>): Promise<Session> {
    return this.dataSource.getRepository(Session).save(this.dataSource.getRepository(Session).create(values));
  }

  /** The live session with its user and profile, in one round trip (every signed-in request asks: issue 30). */
  findLiveSessionWithUser(tokenHash: string, now: Date): Promise<Session | null> {
    return this.dataSource
      .getRepository(Session)
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.user', 'user')
      .leftJoinAndSelect('user.profile', 'profile')
      .where('session.tokenHash = :tokenHash', { tokenHash })
      .andWhere('session.expiresAt > :now', { now })
      .getOne();
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
