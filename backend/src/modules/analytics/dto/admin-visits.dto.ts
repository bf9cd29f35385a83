import { DayRangeQueryDto } from '../../../infra/http/day-range-query.dto.js';
import { ApiProperty } from '@nestjs/swagger';
import { REPORT_PRESETS, type ReportPreset } from '../../../infra/clock/report-range.js';

export class VisitStatsDto {
  @ApiProperty() total: number;
  @ApiProperty() uniqueIps: number;
  @ApiProperty() last24Hours: number;
  @ApiProperty() last7Days: number;
  @ApiProperty({ description: 'Total divided by the days since the oldest visit (at least 1), to 1 decimal' }) dailyAverage: number;
}

export class VisitDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, format: 'date-time' }) visitedAt: Date;
  @ApiProperty() path: string;
  @ApiProperty({ type: String, nullable: true }) referrer: string | null;
  @ApiProperty({ type: String, nullable: true }) ipAddress: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The campaign source; null shows as 'Direct'" }) utmSource: string | null;
}

export class VisitsPageDto {
  @ApiProperty({ type: VisitDto, isArray: true }) items: VisitDto[];
  @ApiProperty() page: number;
  @ApiProperty({ example: 10 }) pageSize: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'At least 1' }) pageCount: number;
}

/** `?range=this-week` or `?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD` (London days, both counted), as the Reports tab reads it. */
export class VisitChartsQueryDto extends DayRangeQueryDto {}

export class VisitChartsRangeDto {
  @ApiProperty({ enum: REPORT_PRESETS, enumName: 'ReportPreset', description: 'The preset asked for, or custom' }) preset: ReportPreset;
  @ApiProperty({ example: '2026-11-23' }) from: string;
  @ApiProperty({ example: '2026-11-29' }) to: string;
  @ApiProperty({ description: 'Days in the range, both ends counted' }) days: number;
}

export class VisitDayDto {
  @ApiProperty({ example: '2026-11-23', description: 'A London day' }) date: string;
  @ApiProperty() visits: number;
}

export class PageVisitsDto {
  @ApiProperty({ example: '/menu', description: 'The path without its utm_* query' }) path: string;
  @ApiProperty() visits: number;
}

export class SourceVisitsDto {
  @ApiProperty({ example: 'google.com', description: "utm_source (lower-cased), else the referrer's host without www., else 'Direct'" }) source: string;
  @ApiProperty() visits: number;
}

export class VisitConversionDto {
  @ApiProperty({ description: 'Visitors: an IP address on a London day' }) visitors: number;
  @ApiProperty({ description: 'Of them, those who reached an order confirmation page (/thank-you, /payment-success) that day' }) convertedVisitors: number;
  @ApiProperty({ example: 0.125, description: 'convertedVisitors / visitors, 0..1 to 3 decimals; 0 without visitors' }) share: number;
}

export class SourceConversionDto extends VisitConversionDto {
  @ApiProperty({ description: "The source of the visitor's first arrival that day; 'Other sources' sums those past the top 10; 'Already on the site' is a visitor with no arrival that day" })
  source: string;
}

export class VisitChartsDto {
  @ApiProperty({ type: VisitChartsRangeDto }) range: VisitChartsRangeDto;
  @ApiProperty() totalVisits: number;
  @ApiProperty({ type: VisitDayDto, isArray: true, description: 'Every day of the range, in order (zeros included)' }) visitsByDay: VisitDayDto[];
  @ApiProperty({ type: PageVisitsDto, isArray: true, description: 'The 10 most visited pages' }) topPages: PageVisitsDto[];
  @ApiProperty({ type: SourceVisitsDto, isArray: true, description: 'The 10 sources with most visits; moves between pages of the site are not from a source' })
  topSources: SourceVisitsDto[];
  @ApiProperty({ description: 'Visits from another page of the site, or to an order confirmation: from no source' }) internalVisits: number;
  @ApiProperty({ type: SourceConversionDto, isArray: true, description: 'Per source (top 10 by visitors), the share of visitors who ordered that day' })
  conversionBySource: SourceConversionDto[];
  @ApiProperty({ type: VisitConversionDto, description: 'All visitors of the range' }) conversion: VisitConversionDto;
}
