import { Module } from '@nestjs/common';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/**
 * Recording in the audit log, for any process: modules record through AuditService.recordChange in
 * their own transaction. No controller, so that the worker and the CLI register no HTTP route.
 */
@Module({
  providers: [AuditRepository, AuditService],
  exports: [AuditService],
})
export class AuditCoreModule {}
