import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { PAUSE_DURATIONS_MINUTES } from '@walkden/contract/busy-mode';

export class PauseStateDto {
  @ApiProperty({ type: String, nullable: true, description: 'ISO instant the pause ends; null = until reopened' }) until: string | null;
}

export class PrepTimeStateDto {
  @ApiProperty({ description: 'Minutes added to the slot buffer' }) minutes: number;
  @ApiProperty({ type: String, nullable: true, description: 'ISO instant the extra time ends; null = until ended' }) until: string | null;
}

/** Busy mode in force now (an ended pause or extra time is null). */
export class BusyModeDto {
  @ApiProperty({ type: PauseStateDto, nullable: true }) collection: PauseStateDto | null;
  @ApiProperty({ type: PauseStateDto, nullable: true }) delivery: PauseStateDto | null;
  @ApiProperty({ type: PrepTimeStateDto, nullable: true }) prepTime: PrepTimeStateDto | null;
}

export class PauseOrdersDto {
  @ApiProperty({ enum: ['collection', 'delivery', 'both'] })
  @IsIn(['collection', 'delivery', 'both'], { message: 'types must be collection, delivery or both' })
  types: 'collection' | 'delivery' | 'both';

  @ApiPropertyOptional({ type: Number, nullable: true, enum: PAUSE_DURATIONS_MINUTES, description: 'null or absent = until reopened' })
  @IsOptional()
  @IsIn(PAUSE_DURATIONS_MINUTES, { message: 'minutes must be 15, 30 or 60, or null for until reopened' })
  minutes?: number | null;
}

export class ReopenOrdersDto {
  @ApiProperty({ enum: ['collection', 'delivery', 'both'] })
  @IsIn(['collection', 'delivery', 'both'], { message: 'types must be collection, delivery or both' })
  types: 'collection' | 'delivery' | 'both';
}

export class AddPrepTimeDto {
  @ApiProperty({ description: '10 to 60, in 5-minute steps' })
  @IsInt({ message: 'minutes must be a whole number from 10 to 60 in steps of 5' })
  minutes: number;

  @ApiPropertyOptional({ type: Number, nullable: true, enum: PAUSE_DURATIONS_MINUTES, description: 'How long it lasts; null or absent = until ended' })
  @IsOptional()
  @IsIn(PAUSE_DURATIONS_MINUTES, { message: 'forMinutes must be 15, 30 or 60, or null for until ended' })
  forMinutes?: number | null;
}
