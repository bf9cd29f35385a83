import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { TipPayout } from '../entities/tip-payout.entity.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export class TipsLedgerQueryDto {
  @ApiPropertyOptional({ example: 2031, description: 'The calendar year; this London year when absent' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(2000)
  @Max(2100)
  year?: number;
}

export class TipsMonthQueryDto {
  @ApiProperty({ example: '2031-03', description: 'A London month, YYYY-MM' })
  @Matches(MONTH, { message: 'month must be YYYY-MM' })
  month: string;
}

export class RecordTipPayoutDto extends TipsMonthQueryDto {
  @ApiProperty({ example: 'name:jo bloggs', description: "The driver's key in the ledger (TipsDriverLineDto.driverKey)" })
  @IsString()
  @MaxLength(300)
  driverKey: string;
}

export class TipsDriverLineDto {
  @ApiProperty({ example: 'name:jo bloggs', description: "The staff account's id, or 'name:' and a typed name lower-cased" }) driverKey: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) userId: string | null;
  @ApiProperty({ example: 'Jo Bloggs' }) driverName: string;
  @ApiProperty({ example: 12, description: 'Delivery orders with a tip' }) orders: number;
  @ApiProperty({ example: 2400 }) tipsPence: number;
  @ApiProperty({ example: 2000 }) paidPence: number;
  @ApiProperty({ example: 400, description: 'Tips less payouts (below 0 when more was paid than is now owed)' }) outstandingPence: number;
}

export class UnassignedTipsDto {
  @ApiProperty({ example: 2 }) orders: number;
  @ApiProperty({ example: 300 }) tipsPence: number;
}

export class TipsTotalsDto {
  @ApiProperty() orders: number;
  @ApiProperty() tipsPence: number;
  @ApiProperty() paidPence: number;
  @ApiProperty({ description: "What is still owed: drivers' outstanding amounts and the unassigned tips" }) outstandingPence: number;
}

export class TipsMonthDto {
  @ApiProperty({ example: '2031-03' }) month: string;
  @ApiProperty({ example: '2031-04-30', description: 'The last day of the following month, by which the tips must be paid' }) dueDate: string;
  @ApiProperty({ type: [TipsDriverLineDto], description: 'By name' }) drivers: TipsDriverLineDto[];
  @ApiProperty({ type: UnassignedTipsDto, description: 'Tips on delivery orders without a driver: staff should assign them' }) unassigned: UnassignedTipsDto;
  @ApiProperty({ type: TipsTotalsDto }) totals: TipsTotalsDto;
  @ApiProperty({ description: 'Nothing is owed: every driver is paid and no tip is unassigned' }) paid: boolean;
  @ApiProperty({ description: 'Past its due date with something still owed' }) overdue: boolean;
}

export class TipsLedgerDto {
  @ApiProperty({ example: 2031 }) year: number;
  @ApiProperty({ example: '2031-03', description: 'The London month now' }) currentMonth: string;
  @ApiProperty({ type: [Number], example: [2031, 2030, 2029, 2028], description: 'The years still on record (tip records are kept 3 years), newest first' }) years: number[];
  @ApiProperty({ type: [TipsMonthDto], description: 'The months of the year up to this one, newest first' }) months: TipsMonthDto[];
}

export class TipPayoutDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '2031-03' }) month: string;
  @ApiProperty() driverKey: string;
  @ApiProperty() driverName: string;
  @ApiProperty({ example: 400 }) amountPence: number;
  @ApiProperty({ format: 'date-time' }) paidAt: string;
}

export function toTipPayout(payout: TipPayout): TipPayoutDto {
  return { id: payout.id, month: payout.month, driverKey: payout.driverKey, driverName: payout.driverName, amountPence: payout.amountPence, paidAt: payout.paidAt.toISOString() };
}
