import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountAudit, AccountChange } from '../accounts/account-ports.js';
import type { AccountActor } from '../accounts/users.service.js';
import { AuditService, CLI_AUDIT_ACTOR } from './audit.service.js';

/** Account changes (role, deletion) in the audit log, under the 'user' area; the CLI's as 'cli'. */
@Injectable()
export class AccountAuditRecorder implements AccountAudit {
  constructor(private readonly audit: AuditService) {}

  recordAccountChange(actor: AccountActor, change: AccountChange, tx: EntityManager): Promise<void> {
    return this.audit.recordChange(actor ?? CLI_AUDIT_ACTOR, { area: 'user', ...change }, tx);
  }
}
