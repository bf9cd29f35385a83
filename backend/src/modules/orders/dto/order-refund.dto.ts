import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { REFUND_METHODS, REFUND_REASON_MAX_LENGTH, REFUND_STATUSES, type RefundMethod, type RefundStatus } from '../domain/refunds.js';
import type { OrderRefund } from '../entities/order-refund.entity.js';

export class RefundLineDto {
  @ApiProperty({ description: "An id from the order's items" })
  @IsUUID('all', { message: 'orderItemId must be one of the order’s lines' })
  orderItemId: string;

  @ApiProperty({ example: 1, minimum: 1, description: 'How many of its units to give back' })
  @Type(() => Number)
  @IsInt({ message: 'quantity must be a whole number' })
  @Min(1, { message: 'quantity must be at least 1' })
  quantity: number;
}

export class CreateRefundDto {
  @ApiProperty({ example: 'Burger was cold', maxLength: REFUND_REASON_MAX_LENGTH })
  @IsString()
  @MinLength(1, { message: 'Please say why you are refunding.' })
  @MaxLength(REFUND_REASON_MAX_LENGTH, { message: `The reason can be at most ${REFUND_REASON_MAX_LENGTH} characters.` })
  reason: string;

  @ApiPropertyOptional({ type: [RefundLineDto], description: 'Chosen lines (their units at the price paid); with neither lines nor amountPence, everything left is refunded' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => RefundLineDto)
  lines?: RefundLineDto[];

  @ApiPropertyOptional({ example: 450, minimum: 1, description: 'An amount in pence, instead of lines' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'amountPence must be a whole number of pence' })
  @Min(1, { message: 'amountPence must be at least 1' })
  amountPence?: number;
}

export class OrderRefundDto {
  @ApiProperty() id: string;
  @ApiProperty({ example: 450 }) amountPence: number;
  @ApiProperty({ enum: REFUND_METHODS, description: "'stripe' for an order paid online, 'cash' for money handed back at the counter" }) method: RefundMethod;
  @ApiProperty({ enum: REFUND_STATUSES, description: "A Stripe refund is 'pending' while Stripe is asked; 'failed' gave nothing back" }) status: RefundStatus;
  @ApiProperty({ example: 'Burger was cold' }) reason: string;
  @ApiProperty({ type: [RefundLineDto] }) lines: RefundLineDto[];
  @ApiProperty({ nullable: true, type: String, description: "Stripe's refund id" }) stripeRefundId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why Stripe refused, for a failed refund' }) error: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function toOrderRefund(refund: OrderRefund): OrderRefundDto {
  return {
    id: refund.id,
    amountPence: refund.amount,
    method: refund.method,
    status: refund.status,
    reason: refund.reason,
    lines: refund.lines,
    stripeRefundId: refund.stripeRefundId,
    error: refund.error,
    createdAt: refund.createdAt.toISOString(),
  };
}
