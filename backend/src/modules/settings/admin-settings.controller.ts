import { Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { AdminController } from '../accounts/guards/auth.decorators.js';
import { SettingViewDto } from './dto/setting-view.dto.js';
import { SettingsService } from './settings.service.js';

@AdminController('settings')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Every setting with its stored value (or its default), for the staff Settings tab. */
  @Get()
  @ApiOkResponse({ type: SettingViewDto, isArray: true })
  listSettings(): Promise<SettingViewDto[]> {
    return this.settings.listSettings();
  }
}
