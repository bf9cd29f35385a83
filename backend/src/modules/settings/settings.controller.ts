import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';
import { PublicSettingsDto } from './dto/public-settings.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** The settings the storefront needs (delivery radius, fees, minimum, slot rules, toggles). */
  @Get()
  @ApiOperation({ summary: 'The settings the storefront needs' })
  @ApiOkResponse({ type: PublicSettingsDto })
  @NoQueryParameters()
  getPublicSettings(): Promise<PublicSettingsDto> {
    return this.settings.getPublicSettings();
  }
}
