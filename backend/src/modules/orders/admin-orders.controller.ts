import { Body, Delete, Get, Headers, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadGatewayResponse, ApiConflictResponse, ApiHeader, ApiCreatedResponse, ApiUnprocessableEntityResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { AdminController, AdminOnly, CurrentUser, StaffRoute, StepUp } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { requestSessionOf } from '../accounts/two-step-gate.service.js';
import type { Request } from 'express';
import { AdminOrdersService } from './admin-orders.service.js';
import { OrderPrintsService } from './order-prints.service.js';
import { OrderCorrectionsService } from './order-corrections.service.js';
import { OrderDriversService } from './order-drivers.service.js';
import { OrderRefundsService } from './order-refunds.service.js';
import { PhoneOrdersService } from './phone-orders.service.js';
import { CreateRefundDto } from './dto/order-refund.dto.js';
import { SlotsQueryDto, SlotsResponseDto } from './dto/checkout.dto.js';
import { CorrectOrderDto, CreatePhoneOrderDto } from './dto/phone-order.dto.js';
import {
  AdminOrderDto,
  AdvanceOrderDto,
  AssignDriverDto,
  ChangeOrderStatusDto,
  DayOrdersDto,
  DayOrdersQueryDto,
  DriverOptionDto,
  OrderHistoryPageDto,
  OrderHistoryQueryDto,
  SetOrderPaidDto,
} from './dto/admin-orders.dto.js';

/**
 * The Orders tab: Today's Orders, History, needs attention, the badge count and the kitchen ticket.
 * Staff run the service (view, status, Mark Paid, phone orders, corrections); refunds, deleting and
 * dismissing a payment problem stay with administrators.
 */
@AdminController('orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly prints: OrderPrintsService,
    private readonly phoneOrders: PhoneOrdersService,
    private readonly refunds: OrderRefundsService,
    private readonly corrections: OrderCorrectionsService,
    private readonly drivers: OrderDriversService,
  ) {}

  @Get('slots')
  @StaffRoute()
  @ApiOperation({ summary: "Today's slots for a phone order, full ones included" })
  @ApiOkResponse({ type: SlotsResponseDto })
  listPhoneOrderSlots(@CurrentUser() staff: AuthUser, @Query() query: SlotsQueryDto): Promise<SlotsResponseDto> {
    return this.phoneOrders.listSlots(staff, query.type);
  }

  @Post()
  @StaffRoute()
  @ApiOperation({ summary: 'Take a phone or walk-in order' })
  @ApiCreatedResponse({ type: AdminOrderDto })
  @ApiUnprocessableEntityResponse({ description: "A checkout check (TIME_SLOT_REQUIRED, DELIVERY_INFORMATION_REQUIRED, MINIMUM_ORDER_NOT_MET, MISSING_INFORMATION, INVALID_EMAIL), NO_ORDER_LINES or PAYMENT_METHOD_NOT_ALLOWED" })
  @ApiConflictResponse({ description: 'SLOT_FULL (details.overridable: send again with overrideFullSlot), SLOT_UNAVAILABLE, ITEMS_UNAVAILABLE or DELIVERY_TYPE_UNAVAILABLE' })
  takePhoneOrder(@CurrentUser() staff: AuthUser, @Body() body: CreatePhoneOrderDto): Promise<AdminOrderDto> {
    return this.phoneOrders.takeOrder(staff, body);
  }

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

  @Get('drivers')
  @StaffRoute()
  @ApiOperation({ summary: "The staff a delivery's driver is picked from (staff and administrators, by name)" })
  @ApiOkResponse({ type: [DriverOptionDto] })
  listDrivers(@CurrentUser() staff: AuthUser): Promise<DriverOptionDto[]> {
    return this.drivers.listDrivers(staff);
  }

  @Get(':id')
  @StaffRoute()
  @ApiOperation({ summary: 'One order with its lines' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  getOrder(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminOrderDto> {
    return this.orders.getOrder(staff, id);
  }

  @Patch(':id')
  @StaffRoute()
  @ApiOperation({ summary: 'Correct an order the kitchen has not started: lines, slot, type, address' })
  @ApiOkResponse({ type: AdminOrderDto, description: 'The order as it is now (a paid order made cheaper shows the refund of the difference; one made dearer, balanceDuePence)' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDER_NOT_CORRECTABLE, SLOT_FULL (details.overridable: send again with overrideFullSlot), SLOT_UNAVAILABLE, ITEMS_UNAVAILABLE or DELIVERY_TYPE_UNAVAILABLE' })
  @ApiUnprocessableEntityResponse({ description: 'NOTHING_CHANGED, NO_ORDER_LINES, ORDER_LINE_UNKNOWN, DELIVERY_INFORMATION_REQUIRED or MINIMUM_ORDER_NOT_MET' })
  correctOrder(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: CorrectOrderDto): Promise<AdminOrderDto> {
    return this.corrections.correctOrder(staff, id, body);
  }

  @Put(':id/driver')
  @StaffRoute()
  @ApiOperation({ summary: "Set a delivery's driver: a member of staff ({ userId }), a typed name ({ name }), or none ({})" })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'DRIVER_NOT_FOR_COLLECTION or DRIVER_NOT_FOR_ABANDONED' })
  @ApiUnprocessableEntityResponse({ description: 'DRIVER_NOT_STAFF (the account is a customer or unknown) or DRIVER_INVALID (an empty or too long name, or both userId and name)' })
  assignDriver(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: AssignDriverDto): Promise<AdminOrderDto> {
    return this.drivers.assignDriver(staff, id, body);
  }

  @Post(':id/collect-balance')
  @StaffRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that what a correction left to pay was collected' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'NOTHING_TO_COLLECT' })
  collectBalance(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminOrderDto> {
    return this.corrections.collectBalance(staff, id);
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

  @Post(':id/advance')
  @StaffRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'The kitchen screen\'s tap: move an order to its next status' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'STALE_ORDER_STATUS (the order no longer has the status the screen showed), NO_NEXT_STATUS or INVALID_STATUS_CHANGE (e.g. completed while unpaid)' })
  advanceOrder(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: AdvanceOrderDto): Promise<AdminOrderDto> {
    return this.orders.advanceOrder(staff, id, body.from);
  }

  @Post(':id/undo-advance')
  @StaffRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Undo the kitchen screen\'s last tap on an order, within seconds of it' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'NOTHING_TO_UNDO: no tap, too long ago, or the order was changed since' })
  undoOrderAdvance(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminOrderDto> {
    return this.orders.undoOrderAdvance(staff, id);
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

  @Post(':id/refunds')
  @AdminOnly()
  @StepUp()
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund an order in full or in part: chosen lines or an amount (Stripe for an order paid online, cash otherwise)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per refund attempt (a UUID): the same key again answers with the order and never refunds twice' })
  @ApiOkResponse({ type: AdminOrderDto, description: 'The order with its refunds' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDER_NOT_PAID or NOTHING_LEFT_TO_REFUND' })
  @ApiUnprocessableEntityResponse({ description: 'REFUND_TOO_LARGE (details.refundablePence), REFUND_LINE_UNKNOWN, REFUND_LINE_TOO_MANY, REFUND_AMOUNT_OR_LINES or a missing reason' })
  @ApiBadGatewayResponse({ description: 'REFUND_FAILED: Stripe refused or could not be reached; the refund is recorded as failed and the order is on Needs attention' })
  refundOrder(
    @CurrentUser() staff: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CreateRefundDto,
    @Req() req: Request,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<AdminOrderDto> {
    const secondFactorAt = requestSessionOf(req)?.secondFactorAt ?? null;
    return this.refunds.refundOrder({ ...staff, secondFactorAt }, id, body, idempotencyKey);
  }

  @Post(':id/print')
  @StaffRoute()
  @ApiOperation({ summary: "Print an order's kitchen ticket again" })
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'Queued for the kitchen printer (the worker prints it, retrying while the printer is off)' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'NO_PRINTER: no printer address is set in Settings' })
  printOrderAgain(@CurrentUser() staff: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.prints.printOrderAgain(staff, id);
  }
}
