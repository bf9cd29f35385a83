import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import type { ClosedReason } from '../../scheduling/scheduling.service.js';
import { DELIVERY_TYPES, type DeliveryType } from '../entities/order.entity.js';

export class SlotsQueryDto {
  @ApiProperty({ enum: DELIVERY_TYPES, description: 'Collection or delivery; capacity is shared by both.' })
  @IsIn(DELIVERY_TYPES, { message: 'type must be collection or delivery' })
  type: DeliveryType;
}

export class SlotDto {
  @ApiProperty({ example: '12:15', description: 'Restaurant-local start, HH:MM (Europe/London)' }) time: string;
  @ApiProperty({ example: 3, description: 'orders_per_time_slot' }) capacity: number;
  @ApiProperty({ example: 1, description: 'Orders holding the slot (pending, confirmed, preparing, ready)' }) booked: number;
  @ApiProperty({ example: 2, description: "Shown as 'N left'" }) left: number;
  @ApiProperty({ description: 'False when full: the slot cannot be chosen' }) available: boolean;
}

export class SlotsResponseDto {
  @ApiProperty({ example: '2031-01-14', description: "Today's restaurant-local date" }) date: string;
  @ApiProperty({ type: [SlotDto], description: 'Active slots after now + buffer, ascending; empty when closed or none are left' }) slots: SlotDto[];
  @ApiProperty({
    enum: ['closed_day', 'day_off', 'service_off'],
    nullable: true,
    type: String,
    description: 'Why there are no slots at all today: the weekday is closed (or has no session), a day off, or the type asked for is switched off',
  })
  closedReason: ClosedReason | null;
}

export class PostcodeCheckDto {
  @ApiProperty({ example: 'M28 3BX' })
  @IsString()
  @MaxLength(16)
  postcode: string;
}

export class PostcodeCheckResponseDto {
  @ApiProperty({ example: 'M283BX', description: 'Normalised: spaces removed, upper-cased' }) postcode: string;
  @ApiProperty() valid: boolean;
  @ApiProperty({ nullable: true, type: Number, example: 0.05, description: 'Great-circle miles from the restaurant; null when unknown' }) distanceMiles: number | null;
  @ApiProperty({ enum: ['Delivery available', 'Delivery not available to this postcode'] }) message: string;
}
