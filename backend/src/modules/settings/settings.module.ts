import { Module } from '@nestjs/common';
import { AdminSettingsController } from './admin-settings.controller.js';
import { SettingsController } from './settings.controller.js';
import { SettingsCoreModule } from './settings-core.module.js';
import { SettingsRealtimeListener } from './settings-realtime.listener.js';

/** Runtime business settings. Other modules read them through SettingsService. */
@Module({
  imports: [SettingsCoreModule],
  controllers: [SettingsController, AdminSettingsController],
  providers: [SettingsRealtimeListener],
  exports: [SettingsCoreModule],
})
export class SettingsModule {}
