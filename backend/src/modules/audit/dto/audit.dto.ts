import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { AUDIT_AREAS, type AuditArea } from '../audit-areas.js';
import type { AuditEntry } from '../entities/audit-entry.entity.js';
import type { AuditPage } from '../audit.service.js';

export class AuditQueryDto {
  @ApiPropertyOptional({ enum: AUDIT_AREAS, enumName: 'AuditArea', description: 'Only this area' })
  @IsOptional()
  @IsIn(AUDIT_AREAS)
  area?: AuditArea;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only changes made by this person' })
  @IsOptional()
  @IsUUID()
  actorId?: string;

  @ApiPropertyOptional({ example: 'sam@', description: "Only changes by people whose e-mail contains this text (any case)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  actorEmail?: string;

  @ApiPropertyOptional({ default: 50, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) actorId: string | null;
  @ApiProperty() actorEmail: string;
  @ApiProperty({ example: 'menu_item' }) area: string;
  @ApiProperty({ example: 'update' }) action: string;
  @ApiProperty() entityId: string;
  @ApiProperty({ type: Object, nullable: true, description: 'The row before the change; null for a creation' }) before: Record<string, unknown> | null;
  @ApiProperty({ type: Object, nullable: true, description: 'The row after the change; null for a deletion' }) after: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AuditPageDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true, description: 'Newest first' }) entries: AuditEntryDto[];
  @ApiProperty({ description: 'How many entries match the filter' }) total: number;
  @ApiProperty() limit: number;
  @ApiProperty() offset: number;
}

export function toAuditPage(page: AuditPage, limit: number, offset: number): AuditPageDto {
  return { entries: page.entries.map(toAuditEntryDto), total: page.total, limit, offset };
}

function toAuditEntryDto(entry: AuditEntry): AuditEntryDto {
  return { ...entry, createdAt: entry.createdAt.toISOString() };
}
