import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class LogVisitDto {
  @ApiProperty({ example: '/menu?utm_source=facebook' })
  @IsString()
  @Matches(/^\//, { message: 'path must start with /' })
  @MaxLength(2000)
  path: string;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://www.google.com/' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  referrer?: string | null;
}
