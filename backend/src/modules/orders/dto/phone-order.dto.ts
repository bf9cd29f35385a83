import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAX_CHOICES, MAX_INSTRUCTIONS_LENGTH, MAX_LINE_QUANTITY, MAX_MERGE_LINES } from '../cart/domain/cart-line.js';
import { STAFF_PAYMENTS, type StaffPayment } from '../domain/staff-order-plan.js';
import { DELIVERY_TYPES, type DeliveryType } from '../entities/order.entity.js';
import { DeliveryAddressDto } from './create-order.dto.js';

export class PhoneOrderLineDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  menuItemId: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String, description: "The item's option; may be left out when the item has only one" })
  @IsOptional()
  @IsUUID()
  optionId?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', isArray: true, maxItems: MAX_CHOICES, description: "Issue 28: the choices picked in the item's choice groups" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CHOICES)
  @IsUUID(undefined, { each: true })
  choiceIds?: string[];

  @ApiProperty({ minimum: 1, maximum: MAX_LINE_QUANTITY })
  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity: number;

  @ApiPropertyOptional({ example: 'No pickles' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_INSTRUCTIONS_LENGTH)
  specialInstructions?: string;
}

export class PhoneOrderCustomerDto {
  @ApiProperty({ example: 'Pat Jones' })
  @IsString()
  @MaxLength(120)
  name: string;

  @ApiProperty({ example: '07700 900456' })
  @IsString()
  @MaxLength(40)
  phone: string;

  @ApiPropertyOptional({ example: 'pat@example.com', description: 'Optional: without it the customer gets no e-mails' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;
}

/**
 * A phone or walk-in order as staff enter it. No price is part of it: the server prices the lines
 * from the menu as it is now, exactly as it prices a customer's cart.
 */
export class CreatePhoneOrderDto {
  @ApiProperty({ type: [PhoneOrderLineDto] })
  @ValidateNested({ each: true })
  @Type(() => PhoneOrderLineDto)
  @ArrayMinSize(1, { message: 'Add at least one item to the order.' })
  @ArrayMaxSize(MAX_MERGE_LINES)
  lines: PhoneOrderLineDto[];

  @ApiProperty({ enum: DELIVERY_TYPES })
  @IsIn(DELIVERY_TYPES, { message: 'deliveryType must be collection or delivery' })
  deliveryType: DeliveryType;

  @ApiProperty({ example: '18:15', description: "Today's slot, HH:MM restaurant-local" })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'slotTime must be HH:MM' })
  slotTime: string;

  @ApiProperty({ enum: STAFF_PAYMENTS, description: "collection: pay on collection; driver: pay the driver; cash or card: paid now at the counter (marked paid)" })
  @IsIn(STAFF_PAYMENTS, { message: `payment must be one of ${STAFF_PAYMENTS.join(', ')}` })
  payment: StaffPayment;

  @ApiProperty({ type: PhoneOrderCustomerDto })
  @ValidateNested()
  @Type(() => PhoneOrderCustomerDto)
  customer: PhoneOrderCustomerDto;

  @ApiPropertyOptional({ type: DeliveryAddressDto, description: 'Delivery only' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeliveryAddressDto)
  address?: DeliveryAddressDto;

  @ApiPropertyOptional({ example: 'Ring the bell' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_INSTRUCTIONS_LENGTH)
  specialInstructions?: string;

  @ApiPropertyOptional({ description: 'Staff were warned the slot is full (SLOT_FULL, overridable) and take the order anyway' })
  @IsOptional()
  @IsBoolean()
  overrideFullSlot?: boolean;
}

export class KeptOrderLineDto {
  @ApiProperty({ format: 'uuid', description: "One of the order's lines" })
  @IsUUID()
  orderItemId: string;

  @ApiProperty({ minimum: 1, maximum: MAX_LINE_QUANTITY, description: 'Its new quantity, at the price it was sold at' })
  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity: number;
}

/**
 * A correction of an order the kitchen has not started (issue 27): the lines to keep (any other is
 * removed), lines to add (priced from the menu now), and the type, slot and address. The server
 * re-prices it; a paid order made cheaper is refunded the difference, one made dearer owes it.
 */
export class CorrectOrderDto {
  @ApiProperty({ type: [KeptOrderLineDto] })
  @ValidateNested({ each: true })
  @Type(() => KeptOrderLineDto)
  @ArrayMaxSize(MAX_MERGE_LINES)
  keep: KeptOrderLineDto[];

  @ApiProperty({ type: [PhoneOrderLineDto] })
  @ValidateNested({ each: true })
  @Type(() => PhoneOrderLineDto)
  @ArrayMaxSize(MAX_MERGE_LINES)
  add: PhoneOrderLineDto[];

  @ApiProperty({ enum: DELIVERY_TYPES })
  @IsIn(DELIVERY_TYPES, { message: 'deliveryType must be collection or delivery' })
  deliveryType: DeliveryType;

  @ApiProperty({ example: '18:15', description: "The order's slot (HH:MM): another of today's slots moves it" })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'slotTime must be HH:MM' })
  slotTime: string;

  @ApiPropertyOptional({ type: DeliveryAddressDto, description: 'For a delivery: needed when the type changes to delivery, else only to change the address' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeliveryAddressDto)
  address?: DeliveryAddressDto;

  @ApiPropertyOptional({ description: 'Staff were told the new slot is full (SLOT_FULL) and move the order anyway' })
  @IsOptional()
  @IsBoolean()
  overrideFullSlot?: boolean;
}
