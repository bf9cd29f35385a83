import { Module } from '@nestjs/common';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { AdminSettingsController } from './admin-settings.controller.js';
import { SettingsController } from './settings.controller.js';
import { SettingsRealtimeListener } from './settings-realtime.listener.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

/** Runtime business settings. Other modules read them through SettingsService. */
@Module({
  imports: [AuditCoreModule],
  controllers: [SettingsController, AdminSettingsController],
  providers: [SettingsRepository, SettingsService, SettingsRealtimeListener],
  exports: [SettingsService],
})
export class SettingsModule {}
