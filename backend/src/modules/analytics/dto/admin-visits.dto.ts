import { ApiProperty } from '@nestjs/swagger';

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
