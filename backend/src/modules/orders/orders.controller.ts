import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { CurrentUser, SignedIn } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { CheckoutService } from './checkout.service.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { OrderResponseDto, PlaceOrderResponseDto } from './dto/order-response.dto.js';
import { OrderAgainResponseDto } from './dto/order-again.dto.js';
import { OrdersService } from './orders.service.js';
import { OrderAgainService } from './order-again.service.js';

@ApiTags('orders')
@Controller('orders')
@SignedIn()
export class OrdersController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: OrdersService,
    private readonly again: OrderAgainService,
  ) {}

  /** Order history: the signed-in user's orders, newest first, with their items. */
  @Get()
  @ApiOperation({ summary: 'The signed-in user\'s orders, newest first' })
  @ApiOkResponse({ type: [OrderResponseDto] })
  listMyOrders(@CurrentUser() user: AuthUser): Promise<OrderResponseDto[]> {
    return this.orders.listOrdersOfCustomer(user);
  }

  /** Places the signed-in user's cart as an order; `next` says where the browser goes. */
  @Post()
  @ApiOperation({ summary: 'Place the cart as an order' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per checkout attempt (a UUID): the same key within a day answers as the first request did and never places a second order' })
  @ApiCreatedResponse({ type: PlaceOrderResponseDto })
  @ApiForbiddenResponse({ description: 'EMAIL_NOT_CONFIRMED' })
  @ApiUnprocessableEntityResponse({ description: 'A checkout check failed (details.title is the toast title), empty cart, tip or e-mail invalid, IDEMPOTENCY_KEY_REUSED' })
  @ApiConflictResponse({
    description: 'SLOT_FULL, SLOT_UNAVAILABLE, DELIVERY_TYPE_UNAVAILABLE, CART_HAS_UNAVAILABLE_ITEMS, TOO_MANY_OPEN_ORDERS, ORDER_AWAITING_PAYMENT or ORDER_IN_PROGRESS',
  })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_ORDERS: placement rate limit per account or per IP' })
  placeOrder(@CurrentUser() user: AuthUser, @Body() body: CreateOrderDto, @Req() req: Request, @Headers('idempotency-key') idempotencyKey?: string): Promise<PlaceOrderResponseDto> {
    return this.checkout.placeOrder(user, body, { ip: req.ip ?? 'unknown', idempotencyKey });
  }

  /** Order again: the order's lines into the cart at today's prices; `unavailable` names what could not go in. */
  @Post(':id/reorder')
  @HttpCode(200)
  @ApiOperation({ summary: "Put one of the signed-in user's orders into their cart again, at today's prices" })
  @ApiOkResponse({ type: OrderAgainResponseDto })
  @ApiErrors({ status: 404, description: 'ORDER_NOT_FOUND: no order of yours has this id' })
  orderAgain(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<OrderAgainResponseDto> {
    return this.again.addOrderToCart(user, id);
  }
}
