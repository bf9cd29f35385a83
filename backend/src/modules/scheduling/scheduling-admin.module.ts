import { Module } from '@nestjs/common';
// The scheduling events join the application's event map wherever this module is compiled.
import './events/schedule.events.js';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminTimeController } from './admin-time.controller.js';
import { DaysOffRepository } from './days-off.repository.js';
import { DaysOffService } from './days-off.service.js';
import { SchedulingModule } from './scheduling.module.js';
import { TimeAdminRepository } from './time-admin.repository.js';
import { TimeAdminService } from './time-admin.service.js';

/** The staff Time tab (api only): opening days, the slot grid, time off and the weekly schedule. */
@Module({
  imports: [SchedulingModule, SettingsModule, AuditCoreModule],
  controllers: [AdminTimeController],
  providers: [TimeAdminRepository, TimeAdminService, DaysOffRepository, DaysOffService],
})
export class SchedulingAdminModule {}
