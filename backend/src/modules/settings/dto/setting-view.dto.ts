import { ApiProperty } from '@nestjs/swagger';
import { SETTING_KEYS, type SettingKey } from '../domain/setting-value.js';

export class SettingViewDto {
  @ApiProperty({ enum: SETTING_KEYS }) key: SettingKey;
  @ApiProperty({ description: 'Stored text; money in pence, distances in miles, durations in minutes.' }) value: string;
  @ApiProperty() isDefault: boolean;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt: Date | null;
}
