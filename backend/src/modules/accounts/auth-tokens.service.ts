import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountsException } from './accounts.exception.js';
import { AuthRepository } from './auth.repository.js';
import { generateSecureToken, hashSecureToken } from './domain/secure-token.js';
import type { AuthToken, AuthTokenKind } from './entities/auth-token.entity.js';

/** The single-use secrets of e-mailed links: only their hash is stored. */
@Injectable()
export class AuthTokensService {
  constructor(private readonly authRepository: AuthRepository) {}

  /** A new token for the link; the plain value goes into the e-mail only. */
  async issueToken(userId: string, kind: AuthTokenKind, ttlMinutes: number, manager: EntityManager): Promise<string> {
    const { token, hash } = generateSecureToken();
    await this.authRepository.insertToken({ tokenHash: hash, userId, kind, expiresAt: new Date(Date.now() + ttlMinutes * 60_000) }, manager);
    return token;
  }

  /** The token's row, locked for the caller's transaction, if it can still be used; refused otherwise. */
  async findUsableToken(token: string, kind: AuthTokenKind, now: Date, manager: EntityManager): Promise<AuthToken> {
    const row = await this.authRepository.findToken(hashSecureToken(token), kind, manager);
    if (!row) throw AccountsException.linkInvalid();
    if (row.usedAt) throw AccountsException.linkUsed();
    if (row.expiresAt.getTime() <= now.getTime()) throw AccountsException.linkExpired();
    return row;
  }

  /** Single use: the row is locked, checked and marked used in the caller's transaction. */
  async useToken(token: string, kind: AuthTokenKind, now: Date, manager: EntityManager): Promise<string> {
    const row = await this.findUsableToken(token, kind, now, manager);
    if (!(await this.authRepository.consumeToken(row.id, now, manager))) throw AccountsException.linkUsed();
    return row.userId;
  }

  /** Older links of that kind stop working (a new password makes every earlier reset link worthless). */
  dropUnusedTokens(userId: string, kind: AuthTokenKind, manager: EntityManager): Promise<void> {
    return this.authRepository.deleteUnusedTokensOfUser(userId, kind, manager);
  }
}
