import { Module } from '@nestjs/common';
import { AuditCoreModule } from './audit-core.module.js';
import { AuditController } from './audit.controller.js';

/** The audit log of staff changes and its admin page (the api); other modules import AuditCoreModule to record. */
@Module({
  imports: [AuditCoreModule],
  controllers: [AuditController],
  exports: [AuditCoreModule],
})
export class AuditModule {}
