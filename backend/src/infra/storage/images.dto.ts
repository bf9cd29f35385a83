import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches } from 'class-validator';
import { DEFAULT_IMAGE_FORMAT, DEFAULT_IMAGE_WIDTH, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from './image-variants.js';

export class ImageVariantQueryDto {
  @ApiPropertyOptional({ enum: IMAGE_WIDTHS, default: DEFAULT_IMAGE_WIDTH, description: 'Width in pixels (never upscaled)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @IsIn(IMAGE_WIDTHS, { message: `w must be one of ${IMAGE_WIDTHS.join(', ')}` })
  w?: ImageWidth;

  @ApiPropertyOptional({ enum: IMAGE_FORMATS, default: DEFAULT_IMAGE_FORMAT })
  @IsOptional()
  @IsIn(IMAGE_FORMATS, { message: `f must be one of ${IMAGE_FORMATS.join(', ')}` })
  f?: ImageFormat;

  @ApiPropertyOptional({ description: "The original's version from the menu API; when current, the answer is cached for a year" })
  @IsOptional()
  @Matches(/^[\w-]{1,32}$/)
  v?: string;
}
