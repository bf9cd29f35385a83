import { Body, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AdminController, CurrentUser, StepUp } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { SaveSettingsDto } from './dto/save-settings.dto.js';
import { SettingViewDto } from './dto/setting-view.dto.js';
import { SettingsService } from './settings.service.js';

@AdminController('settings')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Every setting with its stored value (or its default), for the staff Settings tab. */
  @Get()
  @ApiOperation({ summary: 'Every setting with its stored value' })
  @ApiOkResponse({ type: SettingViewDto, isArray: true })
  listSettings(): Promise<SettingViewDto[]> {
    return this.settings.listSettings();
  }

  /** Saves the Settings form: all values or none (422 SETTINGS_INVALID names each refused field). */
  @Put()
  @StepUp()
  @ApiOperation({ summary: 'Save the Settings form' })
  @ApiOkResponse({ type: SettingViewDto, isArray: true })
  @ApiUnprocessableEntityResponse({ description: 'SETTINGS_INVALID: details.fields lists { key, message } per refused field' })
  saveSettings(@CurrentUser() staff: AuthUser, @Body() body: SaveSettingsDto): Promise<SettingViewDto[]> {
    return this.settings.saveSettings(staff, body.values);
  }
}
