import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { DELIVERY_TYPES, type DeliveryType } from '../entities/order.entity.js';

/** Online for either type; on collection for collection only (SPEC section 5). */
export const CHECKOUT_PAYMENT_METHODS = ['online', 'collection'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

export class CustomerDetailsDto {
  @ApiPropertyOptional({ example: 'Sam Taylor' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ example: 'sam@example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ example: '07700 900123' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;
}

export class DeliveryAddressDto {
  @ApiPropertyOptional({ example: '12 Bolton Road, Walkden' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  line?: string;

  @ApiPropertyOptional({ example: 'M28 3BX' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  postcode?: string;

  @ApiPropertyOptional({ example: 'Blue door, ring twice' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  additionalInfo?: string;
}

/**
 * Placing an order. Prices are not part of it: the server prices the signed-in user's cart from
 * the database, and any unknown field (a price, a total) is refused. Missing slot, payment method,
 * address or customer details are answered with SPEC section 5's checks, in its order.
 */
export class CreateOrderDto {
  @ApiProperty({ enum: DELIVERY_TYPES })
  @IsIn(DELIVERY_TYPES, { message: 'deliveryType must be collection or delivery' })
  deliveryType: DeliveryType;

  @ApiPropertyOptional({ example: '12:15', description: "The slot on orderDate (today when left out), HH:MM restaurant-local" })
  @ValidateIf((dto: CreateOrderDto) => present(dto.slotTime))
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'slotTime must be HH:MM' })
  slotTime?: string;

  @ApiPropertyOptional({ example: '2031-03-23', description: 'Issue 28: the restaurant-local day the order is for, YYYY-MM-DD; left out: today' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'orderDate must be YYYY-MM-DD' })
  orderDate?: string;

  @ApiPropertyOptional({ enum: CHECKOUT_PAYMENT_METHODS, description: "'collection' (pay on collection) for collection orders only" })
  @ValidateIf((dto: CreateOrderDto) => present(dto.paymentMethod))
  @IsIn(CHECKOUT_PAYMENT_METHODS, { message: 'paymentMethod must be online or collection' })
  paymentMethod?: CheckoutPaymentMethod;

  @ApiPropertyOptional({ type: CustomerDetailsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CustomerDetailsDto)
  customer?: CustomerDetailsDto;

  @ApiPropertyOptional({ example: 'No onions please' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  specialInstructions?: string;

  @ApiPropertyOptional({ type: DeliveryAddressDto, description: 'Delivery only' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeliveryAddressDto)
  address?: DeliveryAddressDto;

  @ApiPropertyOptional({ enum: [0, 100, 200, 300, 500], description: 'Driver tip in pence, delivery only', default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  tipPence?: number;
}
