import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LISTING_CLOSED_REASONS, type ListingClosedReason } from '../domain/slot-capacity.js';
import { DELIVERY_TYPES, type DeliveryType } from '../entities/order.entity.js';

export class SlotsQueryDto {
  @ApiProperty({ enum: DELIVERY_TYPES, description: 'Collection or delivery; capacity is shared by both.' })
  @IsIn(DELIVERY_TYPES, { message: 'type must be collection or delivery' })
  type: DeliveryType;

  @ApiPropertyOptional({ example: '2031-03-23', description: 'Issue 28: the restaurant-local day, YYYY-MM-DD; left out: today' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' })
  date?: string;
}

export class OrderDaysQueryDto {
  @ApiProperty({ enum: DELIVERY_TYPES })
  @IsIn(DELIVERY_TYPES, { message: 'type must be collection or delivery' })
  type: DeliveryType;
}

export class OrderDayDto {
  @ApiProperty({ example: '2031-03-23', description: 'Restaurant-local date' }) date: string;
  @ApiProperty({ description: 'Whether the day offers any slot now, before capacity (false when closed, or today when its slots have passed)' })
  open: boolean;
  @ApiProperty({ enum: LISTING_CLOSED_REASONS, nullable: true, type: String, description: 'Why the day offers no slot at all, when it is known' })
  closedReason: ListingClosedReason | null;
}

export class OrderDaysResponseDto {
  @ApiProperty({ type: [OrderDayDto], description: 'Today and the days ahead a customer may order for (issue 28), in order' }) days: OrderDayDto[];
}

export class SlotDto {
  @ApiProperty({ example: '12:15', description: 'Restaurant-local start, HH:MM (Europe/London)' }) time: string;
  @ApiProperty({ example: 3, description: 'orders_per_time_slot' }) capacity: number;
  @ApiProperty({ example: 1, description: 'Orders holding the slot (pending, confirmed, preparing, ready)' }) booked: number;
  @ApiProperty({ example: 2, description: "Shown as 'N left'" }) left: number;
  @ApiProperty({ description: 'False when full: the slot cannot be chosen' }) available: boolean;
  @ApiProperty({ type: String, nullable: true, example: null, description: "Issue 28: the kitchen station with no room in the slot for the signed-in customer's cart ('Pizza oven'); null when every one has" })
  fullStation: string | null;
}

export class SlotsResponseDto {
  @ApiProperty({ example: '2031-01-14', description: 'The restaurant-local date listed (today unless asked for another)' }) date: string;
  @ApiProperty({ type: [SlotDto], description: 'Active slots after now + buffer, ascending; empty when closed or none are left' }) slots: SlotDto[];
  @ApiProperty({
    enum: LISTING_CLOSED_REASONS,
    nullable: true,
    type: String,
    description:
      'Why there are no slots at all that day: the weekday is closed (or has no session), a day off, the type asked for is switched off, today after the same-day cut-off, or a day outside the days ahead',
  })
  closedReason: ListingClosedReason | null;
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
