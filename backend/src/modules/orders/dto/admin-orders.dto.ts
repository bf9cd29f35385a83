import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from '../domain/staff-orders.js';
import { STAFF_STATUSES } from '../domain/order-status.js';
import type { Order, OrderStatus } from '../entities/order.entity.js';
import { OrderResponseDto, toOrderResponse } from './order-response.dto.js';

/** An order as staff see it: the customer's view plus what only staff need. */
export class AdminOrderDto extends OrderResponseDto {
  @ApiProperty({ nullable: true, type: String, description: 'Why a person must look at it (e.g. a refunded late payment)' })
  attentionReason: string | null;
}

export function toAdminOrder(order: Order): AdminOrderDto {
  return { ...toOrderResponse(order), attentionReason: order.attentionReason };
}

export class DayOrdersQueryDto {
  @ApiPropertyOptional({ example: '2031-01-14', description: "Restaurant-local date; today's in Europe/London when absent" })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' })
  date?: string;
}

export class DayOrdersDto {
  @ApiProperty({ example: '2031-01-14' }) date: string;
  @ApiProperty({ type: [AdminOrderDto], description: 'Neither completed nor abandoned, oldest first' }) active: AdminOrderDto[];
  @ApiProperty({ type: [AdminOrderDto], description: 'Completed, oldest first' }) completed: AdminOrderDto[];
}

export class ChangeOrderStatusDto {
  @ApiProperty({ enum: STAFF_STATUSES })
  @IsIn(STAFF_STATUSES, { message: `status must be one of ${STAFF_STATUSES.join(', ')}` })
  status: OrderStatus;
}

export class SetOrderPaidDto {
  @ApiProperty()
  @IsBoolean()
  isPaid: boolean;
}

export class OrderHistoryQueryDto {
  @ApiPropertyOptional({ description: 'A fragment of the order number, customer name or e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ default: HISTORY_PAGE_SIZE, minimum: 1, maximum: HISTORY_MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(HISTORY_MAX_PAGE_SIZE)
  pageSize?: number;
}

export class OrderHistoryPageDto {
  @ApiProperty({ type: [AdminOrderDto] }) orders: AdminOrderDto[];
  @ApiProperty({ example: 412, description: 'How many orders match the search' }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: HISTORY_PAGE_SIZE }) pageSize: number;
}
