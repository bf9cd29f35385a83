import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

export const MAX_UNITS_PER_SLOT = 1000;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const UNITS_MESSAGE = `Units per slot must be a whole number from 1 to ${MAX_UNITS_PER_SLOT}.`;
const NAME_MESSAGE = 'A station needs a name of 1 to 40 characters.';

export class KitchenStationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Pizza oven' }) name: string;
  @ApiProperty({ example: 6, description: 'Units of work the station can cook in one 15-minute slot' }) unitsPerSlot: number;
}

export class CreateKitchenStationDto {
  @ApiProperty({ example: 'Pizza oven', maxLength: 40 })
  @Transform(trim)
  @IsString({ message: NAME_MESSAGE })
  @MinLength(1, { message: NAME_MESSAGE })
  @MaxLength(40, { message: NAME_MESSAGE })
  name: string;

  @ApiProperty({ example: 6, minimum: 1, maximum: MAX_UNITS_PER_SLOT })
  @IsInt({ message: UNITS_MESSAGE })
  @Min(1, { message: UNITS_MESSAGE })
  @Max(MAX_UNITS_PER_SLOT, { message: UNITS_MESSAGE })
  unitsPerSlot: number;
}

export class UpdateKitchenStationDto {
  @ApiPropertyOptional({ example: 'Pizza oven', maxLength: 40 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: NAME_MESSAGE })
  @MinLength(1, { message: NAME_MESSAGE })
  @MaxLength(40, { message: NAME_MESSAGE })
  name?: string;

  @ApiPropertyOptional({ example: 6, minimum: 1, maximum: MAX_UNITS_PER_SLOT })
  @IsOptional()
  @IsInt({ message: UNITS_MESSAGE })
  @Min(1, { message: UNITS_MESSAGE })
  @Max(MAX_UNITS_PER_SLOT, { message: UNITS_MESSAGE })
  unitsPerSlot?: number;
}
