import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { ACCOUNT_AUDIT, type AccountAudit } from './account-ports.js';
import { AccountsException } from './accounts.exception.js';
import { normaliseEmail } from './domain/auth-limits.js';
import './events/account.events.js';
import { TwoStepRepository } from './two-step.repository.js';
import { UsersRepository } from './users.repository.js';

/**
 * The CLI's `user:reset-two-step`, for an administrator who lost every passkey, their authenticator
 * app and every recovery code. No HTTP route does this: whoever can run the CLI on the server is
 * already trusted with the database.
 */
@Injectable()
export class TwoStepResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly twoStep: TwoStepRepository,
    @Inject(ACCOUNT_AUDIT) private readonly audit: AccountAudit,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Their passkeys, authenticator app and recovery codes go, every session of theirs ends, and the
   * audit log records it (actor "cli"). They sign in with their password (or an e-mailed link) and
   * enrol again; with the setting on they can reach nothing else until they do.
   */
  async resetTwoStep(email: string): Promise<{ userId: string; factorsRemoved: number }> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user) throw AccountsException.userNotFound(email);
    const factorsRemoved = await this.dataSource.transaction(async (manager) => {
      const removed = await this.twoStep.deleteEverythingOfUser(user.id, manager);
      await this.users.deleteSessionsOfUser(user.id, manager);
      await this.audit.recordAccountChange(null, { action: 'two_step_reset', entityId: user.id, before: { factors: removed }, after: { factors: 0 } }, manager);
      return removed;
    });
    await this.events.emit('SessionsEnded', { userId: user.id, reason: 'revoked' });
    return { userId: user.id, factorsRemoved };
  }
}
