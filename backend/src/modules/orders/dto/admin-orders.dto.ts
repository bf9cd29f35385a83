import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { MAX_ORDER_AHEAD_DAYS } from '@walkden/contract/settings';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { refundablePence, refundedPence } from '../domain/refunds.js';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from '../domain/staff-orders.js';
import { STAFF_STATUSES } from '../domain/order-status.js';
import { ORDER_STATUSES, type Order, type OrderStatus, PAID_WITH, type PaidWith } from '../entities/order.entity.js';
import { OrderRefundDto, toOrderRefund } from './order-refund.dto.js';
import { OrderResponseDto, toOrderResponse } from './order-response.dto.js';

/** Who took a delivery out (issue 29, the tips ledger). */
export class OrderDriverDto {
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'The staff account, or null for a driver typed by name' })
  userId: string | null;

  @ApiProperty({ example: 'Ann Driver', description: "The name shown: the staff member's full name (else e-mail) when assigned, or as typed" })
  name: string;
}

/** An order as staff see it: the customer's view plus what only staff need. */
export class AdminOrderDto extends OrderResponseDto {
  @ApiProperty({ nullable: true, type: String, description: 'Why a person must look at it (e.g. a refunded late payment)' })
  attentionReason: string | null;

  @ApiPropertyOptional({ description: 'On the needs-attention list: the kitchen ticket could not be printed (Print again prints it)' })
  printFailed?: boolean;

  @ApiProperty({ description: 'A phone or walk-in order a member of staff took (the audit log says who)' })
  takenByStaff: boolean;

  @ApiProperty({ enum: PAID_WITH, nullable: true, type: String, description: 'Paid now at the counter, in cash or by card, when staff took it' })
  paidWith: PaidWith | null;

  @ApiProperty({ type: [OrderRefundDto], description: 'Money given back, oldest first (failed attempts included)' })
  refunds: OrderRefundDto[];

  @ApiProperty({ example: 0, description: 'Pence given back or being given back (failed refunds do not count)' })
  refundedPence: number;

  @ApiProperty({ example: 2240, description: 'What can still be refunded: 0 for an unpaid order' })
  refundablePence: number;

  @ApiProperty({ example: 0, description: 'A paid order staff made dearer: what is still to collect ("£x.xx to collect")' })
  balanceDuePence: number;

  @ApiProperty({ type: OrderDriverDto, nullable: true, description: "A delivery's driver, once staff assigned one (its tip is theirs in the tips ledger)" })
  driver: OrderDriverDto | null;
}

export function toAdminOrder(order: Order): AdminOrderDto {
  const refunds = [...(order.refunds ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    ...toOrderResponse(order),
    attentionReason: order.attentionReason,
    takenByStaff: Boolean(order.takenBy),
    paidWith: order.paidWith ?? null,
    refunds: refunds.map(toOrderRefund),
    refundedPence: refundedPence(refunds),
    refundablePence: refundablePence(order, refunds),
    balanceDuePence: order.balanceDue ?? 0,
    driver: order.driverName ? { userId: order.driverUserId ?? null, name: order.driverName } : null,
  };
}

/** A delivery's driver: a staff account, a typed name, or neither (`{}`) to clear it. */
export class AssignDriverDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'A staff or administrator account (GET /api/admin/orders/drivers)' })
  @IsOptional()
  @IsUUID()
  userId?: string;

  @ApiPropertyOptional({ example: 'Jo Bloggs', minLength: 1, maxLength: 60, description: 'A driver not on the staff list, as typed (trimmed, 1 to 60 characters)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;
}

/** A member of staff the driver picker offers. */
export class DriverOptionDto {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ example: 'Ann Driver', description: 'Full name, else e-mail' }) name: string;
}

export class DayOrdersQueryDto {
  @ApiPropertyOptional({ example: '2031-01-14', description: "Restaurant-local date the orders are for; today's in Europe/London when absent" })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'date must be a real date' })
  date?: string;
}

/** How many open orders a later day has (issue 28, order ahead). */
export class DayOrderCountDto {
  @ApiProperty({ example: '2031-01-15', description: 'Restaurant-local date' }) date: string;
  @ApiProperty({ example: 3, description: 'Its orders that are neither completed nor abandoned' }) count: number;
}

/** A day's orders: those whose order date is the day (issue 28: whenever they were placed). */
export class DayOrdersDto {
  @ApiProperty({ example: '2031-01-14' }) date: string;
  @ApiProperty({ type: [AdminOrderDto], description: 'Neither completed nor abandoned, by slot, then as placed' }) active: AdminOrderDto[];
  @ApiProperty({ type: [AdminOrderDto], description: 'Completed, by slot, then as placed' }) completed: AdminOrderDto[];
  @ApiProperty({
    type: [DayOrderCountDto],
    description: `The following days, up to ${MAX_ORDER_AHEAD_DAYS} ahead, that have open orders, in date order ("Tomorrow: 3 orders"); days with none are left out`,
  })
  later: DayOrderCountDto[];
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

export class AdvanceOrderDto {
  @ApiProperty({ enum: ORDER_STATUSES, description: 'The status the kitchen screen showed when tapped: a different one answers 409 STALE_ORDER_STATUS' })
  @IsIn(ORDER_STATUSES, { message: `from must be one of ${ORDER_STATUSES.join(', ')}` })
  from: OrderStatus;
}
