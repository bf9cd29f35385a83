import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { CheckoutService } from './checkout.service.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { OrderResponseDto, PlaceOrderResponseDto } from './dto/order-response.dto.js';
import { OrdersService } from './orders.service.js';

@ApiTags('orders')
@Controller('orders')
@SignedIn()
export class OrdersController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: OrdersService,
  ) {}

  /** Order history: the signed-in user's orders, newest first, with their items. */
  @Get()
  @ApiOkResponse({ type: [OrderResponseDto] })
  listMyOrders(@CurrentUser() user: AuthUser): Promise<OrderResponseDto[]> {
    return this.orders.listOrdersOfCustomer(user);
  }

  /** Places the signed-in user's cart as an order; `next` says where the browser goes. */
  @Post()
  @ApiCreatedResponse({ type: PlaceOrderResponseDto })
  @ApiForbiddenResponse({ description: 'EMAIL_NOT_CONFIRMED' })
  @ApiUnprocessableEntityResponse({ description: 'A checkout check failed (details.title is the toast title), empty cart, tip or e-mail invalid' })
  @ApiConflictResponse({ description: 'SLOT_FULL, SLOT_UNAVAILABLE, DELIVERY_TYPE_UNAVAILABLE or CART_HAS_UNAVAILABLE_ITEMS' })
  placeOrder(@CurrentUser() user: AuthUser, @Body() body: CreateOrderDto): Promise<PlaceOrderResponseDto> {
    return this.checkout.placeOrder(user, body);
  }
}
