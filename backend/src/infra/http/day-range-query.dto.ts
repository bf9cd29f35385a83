import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { REPORT_PRESETS, type ReportPreset } from '../clock/report-range.js';

/** `?range=this-week` or `?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD` (London days, both counted): the admin's reports and charts. */
export class DayRangeQueryDto {
  @ApiPropertyOptional({ enum: REPORT_PRESETS, enumName: 'ReportPreset', default: 'this-week' })
  @IsOptional()
  @IsIn(REPORT_PRESETS, { message: `range must be one of ${REPORT_PRESETS.join(', ')}` })
  range?: ReportPreset;

  @ApiPropertyOptional({ description: 'First day of a custom range, YYYY-MM-DD', example: '2026-11-01' })
  @IsOptional()
  @IsString()
  from?: string;

  @ApiPropertyOptional({ description: 'Last day of a custom range (counted), YYYY-MM-DD', example: '2026-11-30' })
  @IsOptional()
  @IsString()
  to?: string;
}
