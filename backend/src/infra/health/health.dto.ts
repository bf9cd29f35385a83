import { ApiProperty } from '@nestjs/swagger';

export class LiveResponseDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

export class ReadyChecksDto {
  @ApiProperty({ enum: ['up'] })
  database!: 'up';

  @ApiProperty({ enum: ['up'] })
  redis!: 'up';
}

export class ReadyResponseDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ type: ReadyChecksDto })
  checks!: ReadyChecksDto;
}
