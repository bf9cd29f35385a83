import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { DAY_OFF_TYPES, type DayOffType } from '../entities/day-off.entity.js';

export class SetOpenDto {
  @ApiProperty() @IsBoolean({ message: 'isOpen must be true or false' }) isOpen: boolean;
}

export class SetActiveDto {
  @ApiProperty() @IsBoolean({ message: 'isActive must be true or false' }) isActive: boolean;
}

export class SessionDto {
  @ApiProperty({ example: '09:00' }) @IsString({ message: 'startTime must be a time such as 09:00' }) startTime: string;
  @ApiProperty({ example: '14:00', description: 'Exclusive: a slot starting at the end is not offered' })
  @IsString({ message: 'endTime must be a time such as 14:00' })
  endTime: string;
}

export class SetSessionsDto {
  @ApiProperty({ type: SessionDto, isArray: true })
  @IsArray({ message: 'sessions must be a list' })
  @ArrayMaxSize(6)
  @ValidateNested({ each: true })
  @Type(() => SessionDto)
  sessions: SessionDto[];
}

export class OpeningDayDto {
  @ApiProperty({ description: '0 Sunday .. 6 Saturday' }) dayOfWeek: number;
  @ApiProperty() isOpen: boolean;
  @ApiProperty({ type: SessionDto, isArray: true }) sessions: SessionDto[];
}

export class GridSlotDto {
  @ApiProperty({ example: '09:15' }) time: string;
  @ApiProperty() isActive: boolean;
}

export class OpeningTimesDto {
  @ApiProperty({ type: OpeningDayDto, isArray: true }) days: OpeningDayDto[];
  @ApiProperty({ type: GridSlotDto, isArray: true, description: '09:00 to 23:45 in 15-minute steps' }) slots: GridSlotDto[];
}

export class DaysOffRequestDto {
  @ApiProperty({ enum: DAY_OFF_TYPES }) @IsIn(DAY_OFF_TYPES, { message: `type must be one of ${DAY_OFF_TYPES.join(', ')}` }) type: DayOffType;
  @ApiProperty({ example: '2031-01-14' }) @IsString({ message: 'startDate is required' }) startDate: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Defaults to the start date' }) @IsOptional() @IsString() endDate?: string | null;
  @ApiProperty() @IsBoolean({ message: 'allDay must be true or false' }) allDay: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, example: '17:00' }) @IsOptional() @IsString() startTime?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '21:00' }) @IsOptional() @IsString() endTime?: string | null;
  @ApiPropertyOptional({ type: String }) @IsOptional() @IsString() @MaxLength(500) reason?: string | null;
}

export class CreateDaysOffDto extends DaysOffRequestDto {
  @ApiPropertyOptional({ description: 'E-mail every customer with an order or booking inside the time off' })
  @IsOptional()
  @IsBoolean()
  notifyCustomers?: boolean;
}

export class DayOffDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() date: string;
  @ApiProperty() startDate: string;
  @ApiProperty() endDate: string;
  @ApiProperty({ enum: DAY_OFF_TYPES }) type: DayOffType;
  @ApiProperty() allDay: boolean;
  @ApiProperty({ type: String, nullable: true }) startTime: string | null;
  @ApiProperty({ type: String, nullable: true }) endTime: string | null;
  @ApiProperty() reason: string;
}

export class AffectedOrderDto {
  @ApiProperty() id: string;
  @ApiProperty() orderNumber: string;
  @ApiProperty() orderDate: string;
  @ApiProperty() slotTime: string;
  @ApiProperty() customerName: string;
  @ApiProperty() customerEmail: string;
  @ApiProperty() status: string;
  @ApiProperty() deliveryType: string;
}

export class AffectedBookingDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() bookingDate: string;
  @ApiProperty() slotTime: string;
  @ApiProperty() partySize: number;
  @ApiProperty() status: string;
}

export class DaysOffPreviewDto {
  @ApiProperty({ type: String, isArray: true }) dates: string[];
  @ApiProperty({ type: AffectedOrderDto, isArray: true }) orders: AffectedOrderDto[];
  @ApiProperty({ type: AffectedBookingDto, isArray: true }) bookings: AffectedBookingDto[];
}

export class CreatedDaysOffDto {
  @ApiProperty({ type: DayOffDto, isArray: true }) daysOff: DayOffDto[];
  @ApiProperty({ description: 'E-mails queued to customers' }) notified: number;
}

export class ScheduleSlotDto {
  @ApiProperty() time: string;
  @ApiProperty() capacity: number;
  @ApiProperty() orders: number;
  @ApiProperty() left: number;
  @ApiProperty() bookings: number;
  @ApiProperty({ enum: ['gray', 'red', 'yellow', 'green'] }) colour: 'gray' | 'red' | 'yellow' | 'green';
  @ApiProperty({ type: () => StationUnitsDto, isArray: true, description: "Issue 28: the units the slot's orders take of each kitchen station that has any" })
  kitchen: StationUnitsDto[];
}

export class StationUnitsDto {
  @ApiProperty({ format: 'uuid' }) stationId: string;
  @ApiProperty() units: number;
}

export class ScheduleStationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Pizza oven' }) name: string;
  @ApiProperty({ example: 6 }) unitsPerSlot: number;
}

export class ScheduleDayDto {
  @ApiProperty() date: string;
  @ApiProperty() closed: boolean;
  @ApiProperty({ type: String, nullable: true }) closedReason: string | null;
  @ApiProperty({ type: ScheduleSlotDto, isArray: true }) slots: ScheduleSlotDto[];
}

export class WeeklyScheduleDto {
  @ApiProperty({ description: 'The Monday' }) weekStart: string;
  @ApiProperty({ type: ScheduleStationDto, isArray: true, description: "Issue 28: the kitchen's stations, in its order" }) stations: ScheduleStationDto[];
  @ApiProperty({ type: ScheduleDayDto, isArray: true }) days: ScheduleDayDto[];
}

export class ScheduleQueryDto {
  @ApiPropertyOptional({ description: 'Any date of the week; today by default' }) @IsOptional() @IsString() date?: string;
}
