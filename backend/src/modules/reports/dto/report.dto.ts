import { DayRangeQueryDto } from '../../../infra/http/day-range-query.dto.js';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { REPORT_PRESETS, type ReportPreset } from '../../../infra/clock/report-range.js';
import { REPORT_TABLES, type ReportTable } from '../domain/report-tables.js';

/** `?range=this-week` or `?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD` (London days, both counted). */
export class ReportQueryDto extends DayRangeQueryDto {}

export class ReportExportQueryDto extends ReportQueryDto {
  @ApiProperty({ enum: REPORT_TABLES, enumName: 'ReportTable', description: 'Which table of the report' })
  @IsIn(REPORT_TABLES, { message: `table must be one of ${REPORT_TABLES.join(', ')}` })
  table: ReportTable;
}

export class DayRangeDto {
  @ApiProperty({ example: '2026-11-23' }) from: string;
  @ApiProperty({ example: '2026-11-29' }) to: string;
}

export class ReportRangeDto extends DayRangeDto {
  @ApiProperty({ enum: REPORT_PRESETS, enumName: 'ReportPreset', description: 'The preset asked for, or custom' }) preset: ReportPreset;
  @ApiProperty({ description: 'Days in the range, both ends counted' }) days: number;
}

export class CountAndPenceDto {
  @ApiProperty() orders: number;
  @ApiProperty({ description: 'Pence' }) pence: number;
}

/** One period's headline figures. Money in pence; orders placed in the period, refunds settled in it. */
export class ReportFiguresDto {
  @ApiProperty({ description: "Orders taken: not abandoned, and paid if paid online" }) orders: number;
  @ApiProperty({ description: "What those orders were sold for (corrections' refunds added back: they are refunds)" }) grossPence: number;
  @ApiProperty({ description: 'Refunds that went through in the period, of orders that still exist' }) refundsPence: number;
  @ApiProperty({ description: 'Gross less refunds' }) netPence: number;
  @ApiProperty({ description: 'Gross divided by orders, rounded to the penny; 0 without orders' }) averageOrderPence: number;
  @ApiProperty({ type: CountAndPenceDto }) collection: CountAndPenceDto;
  @ApiProperty({ type: CountAndPenceDto }) delivery: CountAndPenceDto;
  @ApiProperty({ type: CountAndPenceDto, description: 'Paid online (Stripe)' }) online: CountAndPenceDto;
  @ApiProperty({ type: CountAndPenceDto, description: 'To pay on collection or to the driver' }) payLater: CountAndPenceDto;
  @ApiProperty({ type: CountAndPenceDto, description: "Staff's orders paid at the counter when taken" }) paidNow: CountAndPenceDto;
  @ApiProperty({ type: CountAndPenceDto, description: 'Abandoned orders: not in the takings, counted apart' }) notTaken: CountAndPenceDto;
  @ApiProperty({ description: "Drivers' tips on the orders taken, pence (theirs in full)" }) tipsPence: number;
  @ApiProperty({ description: 'Customers whose first order taken is in the period' }) newCustomers: number;
  @ApiProperty({ description: 'Customers in the period who had ordered before it' }) returningCustomers: number;
}

export class ReportDayDto {
  @ApiProperty({ example: '2026-11-23' }) date: string;
  @ApiProperty() orders: number;
  @ApiProperty() grossPence: number;
  @ApiProperty() refundsPence: number;
  @ApiProperty() netPence: number;
}

export class ReportItemDto {
  @ApiProperty() itemName: string;
  @ApiProperty({ type: String, nullable: true, description: 'The option chosen (a size); null in the items tables' }) choice: string | null;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Pence, the lines as ordered' }) takingsPence: number;
}

export class ReportDto {
  @ApiProperty({ type: ReportRangeDto }) range: ReportRangeDto;
  @ApiProperty({ type: DayRangeDto, description: 'The period the figures are compared with' }) previousRange: DayRangeDto;
  @ApiProperty({ type: ReportFiguresDto }) figures: ReportFiguresDto;
  @ApiProperty({ type: ReportFiguresDto }) previousFigures: ReportFiguresDto;
  @ApiProperty({ type: ReportDayDto, isArray: true, description: 'Every day of the range, in order (zeros included)' }) byDay: ReportDayDto[];
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'integer' } },
    description: 'Orders taken by when they were placed: 7 rows (Monday first) of 24 hours, London time',
  })
  placedByHour: number[][];
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'integer' } }, description: 'The same by their slots (when they were collected or delivered)' })
  slotsByHour: number[][];
  @ApiProperty({ type: ReportItemDto, isArray: true }) topItemsByQuantity: ReportItemDto[];
  @ApiProperty({ type: ReportItemDto, isArray: true }) topItemsByTakings: ReportItemDto[];
  @ApiProperty({ type: ReportItemDto, isArray: true }) topChoicesByQuantity: ReportItemDto[];
  @ApiProperty({ type: ReportItemDto, isArray: true }) topChoicesByTakings: ReportItemDto[];
}
