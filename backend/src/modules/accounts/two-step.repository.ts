import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { RecoveryCode } from './entities/recovery-code.entity.js';
import { SecondFactor } from './entities/second-factor.entity.js';
import { Session } from './entities/session.entity.js';

/** Queries for second factors, recovery codes and the sessions' confirmation time. */
@Injectable()
export class TwoStepRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  findFactorsOfUser(userId: string, manager?: EntityManager): Promise<SecondFactor[]> {
    return this.manager(manager).getRepository(SecondFactor).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  async hasFactor(userId: string): Promise<boolean> {
    return this.dataSource.getRepository(SecondFactor).exists({ where: { userId } });
  }

  findTotpOfUser(userId: string, manager?: EntityManager): Promise<SecondFactor | null> {
    return this.manager(manager).getRepository(SecondFactor).findOne({ where: { userId, kind: 'totp' }, lock: manager ? { mode: 'pessimistic_write' } : undefined });
  }

  findPasskeyByCredentialId(credentialId: string, manager?: EntityManager): Promise<SecondFactor | null> {
    return this.manager(manager).getRepository(SecondFactor).findOne({ where: { credentialId, kind: 'passkey' }, lock: manager ? { mode: 'pessimistic_write' } : undefined });
  }

  insertFactor(values: Partial<SecondFactor> & Pick<SecondFactor, 'userId' | 'kind' | 'label'>, manager?: EntityManager): Promise<SecondFactor> {
    const repository = this.manager(manager).getRepository(SecondFactor);
    return repository.save(repository.create(values));
  }

  async updateFactor(id: string, values: Partial<Pick<SecondFactor, 'signCount' | 'totpLastStep' | 'lastUsedAt'>>, manager?: EntityManager): Promise<void> {
    await this.manager(manager).getRepository(SecondFactor).update({ id }, values);
  }

  /** Deletes one of the user's factors (the id alone never removes someone else's); false when there was none. */
  async deleteFactorOfUser(userId: string, id: string, manager?: EntityManager): Promise<SecondFactor | null> {
    const factor = await this.manager(manager).getRepository(SecondFactor).findOne({ where: { id, userId } });
    if (!factor) return null;
    await this.manager(manager).getRepository(SecondFactor).delete({ id, userId });
    return factor;
  }

  async deleteEverythingOfUser(userId: string, manager: EntityManager): Promise<number> {
    const factors = await manager.getRepository(SecondFactor).delete({ userId });
    await manager.getRepository(RecoveryCode).delete({ userId });
    return factors.affected ?? 0;
  }

  findUnusedRecoveryCodes(userId: string, manager?: EntityManager): Promise<RecoveryCode[]> {
    return this.manager(manager).getRepository(RecoveryCode).find({ where: { userId, usedAt: IsNull() } });
  }

  countUnusedRecoveryCodes(userId: string): Promise<number> {
    return this.dataSource.getRepository(RecoveryCode).count({ where: { userId, usedAt: IsNull() } });
  }

  /** Replaces the user's recovery codes with new ones (hashes). */
  async replaceRecoveryCodes(userId: string, codeHashes: string[], manager: EntityManager): Promise<void> {
    await manager.getRepository(RecoveryCode).delete({ userId });
    await manager.getRepository(RecoveryCode).insert(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }

  /** Marks a code used only if it still was unused; false means it was used first (by a parallel request). */
  async useRecoveryCode(id: string, now: Date, manager?: EntityManager): Promise<boolean> {
    const result = await this.manager(manager).getRepository(RecoveryCode).update({ id, usedAt: IsNull() }, { usedAt: now });
    return (result.affected ?? 0) === 1;
  }

  async markSessionConfirmed(sessionId: string, at: Date, manager?: EntityManager): Promise<void> {
    await this.manager(manager).getRepository(Session).update({ id: sessionId }, { secondFactorAt: at });
  }
}
