import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, LessThan, type EntityManager } from 'typeorm';
import { AuthToken, type AuthTokenKind } from './entities/auth-token.entity.js';
import { OAuthIdentity } from './entities/oauth-identity.entity.js';
import { Session } from './entities/session.entity.js';

/** Queries for sessions, e-mailed tokens and linked sign-in providers. */
@Injectable()
export class AuthRepository {
  constructor(private readonly dataSource: DataSource) {}

  insertSession(values: Pick<Session, 'tokenHash' | 'userId' | 'expiresAt' | 'lastSeenAt'>): Promise<Session> {
    return this.dataSource.getRepository(Session).save(this.dataSource.getRepository(Session).create(values));
  }

  findLiveSessionByTokenHash(tokenHash: string, now: Date): Promise<Session | null> {
    return this.dataSource
      .getRepository(Session)
      .createQueryBuilder('session')
      .where('session.tokenHash = :tokenHash', { tokenHash })
      .andWhere('session.expiresAt > :now', { now })
      .getOne();
  }

  async touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.dataSource.getRepository(Session).update({ id }, { lastSeenAt, expiresAt });
  }

  async deleteSessionsOfUser(userId: string, manager?: EntityManager): Promise<number> {
    const result = await (manager ?? this.dataSource.manager).getRepository(Session).delete({ userId });
    return result.affected ?? 0;
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
