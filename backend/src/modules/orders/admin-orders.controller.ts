import { Body, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { AdminController, AdminOnly, CurrentUser, StaffRoute, StepUp } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AdminOrdersService } from './admin-orders.service.js';
import {
  AdminOrderDto,
  ChangeOrderStatusDto,
  DayOrdersDto,
  DayOrdersQueryDto,
  OrderHistoryPageDto,
  OrderHistoryQueryDto,
  SetOrderPaidDto,
} from './dto/admin-orders.dto.js';

/**
 * The Orders tab: Today's Orders, History, needs attention, the badge count and the kitchen ticket.
 * Staff run the service (view, status, Mark Paid); deleting and dismissing a payment problem stay
 * with administrators.
 */
@AdminController('orders')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get('day')
  @StaffRoute()
  @ApiOperation({ summary: 'List the orders of a day' })
  @ApiOkResponse({ type: DayOrdersDto })
  listOrdersOfDay(@CurrentUser() staff: AuthUser, @Query() query: DayOrdersQueryDto): Promise<DayOrdersDto> {
    return this.orders.listOrdersOfDay(staff, query.date);
  }

  @Get('history')
  @StaffRoute()
  @ApiOperation({ summary: 'Search the order history' })
  @ApiOkResponse({ type: OrderHistoryPageDto })
  searchOrderHistory(@CurrentUser() staff: AuthUser, @Query() query: OrderHistoryQueryDto): Promise<OrderHistoryPageDto> {
    return this.orders.searchOrderHistory(staff, query);
  }

  @Get('attention')
  @StaffRoute()
  @ApiOperation({ summary: 'List the orders needing attention' })
  @ApiOkResponse({ type: [AdminOrderDto] })
  listOrdersNeedingAttention(@CurrentUser() staff: AuthUser): Promise<AdminOrderDto[]> {
    return this.orders.listOrdersNeedingAttention(staff);
  }

  @Get(':id')
  @StaffRoute()
  @ApiOperation({ summary: 'One order with its lines' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  getOrder(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminOrderDto> {
    return this.orders.getOrder(staff, id);
  }

  @Patch(':id/status')
  @StaffRoute()
  @ApiOperation({ summary: 'Change an order\'s status' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: "INVALID_STATUS_CHANGE, e.g. 'You cannot mark this order as completed until it’s paid.'" })
  changeOrderStatus(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: ChangeOrderStatusDto): Promise<AdminOrderDto> {
    return this.orders.changeOrderStatus(staff, id, body.status);
  }

  @Patch(':id/paid')
  @StaffRoute()
  @ApiOperation({ summary: 'Mark an order paid or unpaid' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'PAYMENT_STATUS_LOCKED: paid online, abandoned, or completed and being marked unpaid' })
  setOrderPaid(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: SetOrderPaidDto): Promise<AdminOrderDto> {
    return this.orders.setOrderPaid(staff, id, body.isPaid);
  }

  @Delete(':id')
  @AdminOnly()
  @StepUp()
  @ApiOperation({ summary: 'Delete an order' })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The order and its items are gone (a pending online order\'s Checkout Session expired first)' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDER_PAID_ONLINE (refund it first) or ORDER_PAYMENT_COMPLETING' })
  @ApiServiceUnavailableResponse({ description: 'PAYMENT_PROVIDER_UNAVAILABLE: Stripe could not expire the Checkout Session; nothing was deleted' })
  deleteOrder(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.orders.deleteOrder(staff, id);
  }

  @Post(':id/dismiss-attention')
  @AdminOnly()
  @ApiOperation({ summary: 'Dismiss an order\'s needs-attention flag' })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Taken off the needs-attention list' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND or NOTHING_TO_DISMISS' })
  dismissOrderAttention(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.orders.dismissOrderAttention(staff, id);
  }
}
