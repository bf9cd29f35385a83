import { Global, Module } from '@nestjs/common';
import { ACCOUNT_AUDIT } from '../accounts/account-ports.js';
import { AccountAuditRecorder } from './account-audit.recorder.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/**
 * Recording in the audit log, for any process: modules record through AuditService.recordChange in
 * their own transaction. No controller, so that the worker and the CLI register no HTTP route.
 * Global, so that accounts records through its own AccountAudit interface without importing audit
 * (audit imports accounts for its guards; the app imports this module once).
 */
@Global()
@Module({
  providers: [AuditRepository, AuditService, AccountAuditRecorder, { provide: ACCOUNT_AUDIT, useExisting: AccountAuditRecorder }],
  exports: [AuditService, ACCOUNT_AUDIT],
})
export class AuditCoreModule {}
