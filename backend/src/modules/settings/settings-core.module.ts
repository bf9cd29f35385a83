import { Module } from '@nestjs/common';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

/** SettingsService without the controllers: what the worker reads settings through (the kitchen printer's). */
@Module({
  imports: [AuditCoreModule],
  providers: [SettingsRepository, SettingsService],
  exports: [SettingsService],
})
export class SettingsCoreModule {}
