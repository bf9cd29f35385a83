import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNumber, IsOptional, IsString, IsUrl, MaxLength, ValidateNested } from 'class-validator';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';
import { CurrentUser, OptionalSession } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { OrderPushService } from './order-push.service.js';
import { OrdersException } from './orders.exception.js';
import { OrdersService } from './orders.service.js';

export class PushKeyDto {
  @ApiProperty({ nullable: true, type: String, description: 'The VAPID public key (base64url) to subscribe with; null: notifications are not offered' })
  publicKey: string | null;
}

export class PushSubscriptionKeysDto {
  @ApiProperty({ description: "The browser's P-256 public key, base64url" })
  @IsString()
  @MaxLength(200)
  p256dh: string;

  @ApiProperty({ description: "The browser's authentication secret, base64url" })
  @IsString()
  @MaxLength(100)
  auth: string;
}

export class PushSubscriptionDto {
  @ApiProperty({ description: "The push service's address for this browser" })
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['https', 'http'] })
  @MaxLength(1000)
  endpoint: string;

  @ApiProperty({ type: PushSubscriptionKeysDto })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;

  @ApiPropertyOptional({ nullable: true, type: Number, description: 'As the browser gives it (not used: the subscription goes with its order)' })
  @IsOptional()
  @IsNumber()
  expirationTime?: number | null;
}

export class SubscribeToOrderDto {
  @ApiProperty({ type: PushSubscriptionDto, description: 'PushSubscription.toJSON() of the browser' })
  @ValidateNested()
  @Type(() => PushSubscriptionDto)
  subscription: PushSubscriptionDto;

  @ApiPropertyOptional({ description: "The order link's token, for a guest (signed-in customers' own orders need none)" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  token?: string;
}

/** Web Push for a customer following an order (issue 27). */
@ApiTags('orders')
@Controller()
export class OrderPushController {
  constructor(
    private readonly push: OrderPushService,
    private readonly orders: OrdersService,
  ) {}

  @Get('push/key')
  @ApiOperation({ summary: 'The key browsers subscribe to order notifications with' })
  @ApiOkResponse({ type: PushKeyDto })
  @NoQueryParameters()
  key(): PushKeyDto {
    return { publicKey: this.push.publicKey() };
  }

  @Post('orders/:id/push-subscriptions')
  @OptionalSession()
  @HttpCode(204)
  @ApiOperation({ summary: 'Be told on this device when the order is ready, even with the page closed' })
  @ApiNoContentResponse({ description: 'Kept until the order is ready (or completed)' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND (not yours, or a wrong link token) or PUSH_UNAVAILABLE' })
  @ApiConflictResponse({ description: 'ORDER_CLOSED (completed or abandoned) or TOO_MANY_PUSH_SUBSCRIPTIONS' })
  @ApiUnprocessableEntityResponse({ description: 'PUSH_ENDPOINT_NOT_ALLOWED: the endpoint is not a push service we send to' })
  async subscribe(@CurrentUser() user: AuthUser | null, @Param('id', ParseUUIDPipe) id: string, @Body() body: SubscribeToOrderDto): Promise<void> {
    if (!(await this.orders.mayFollowOrder(id, { userId: user?.id ?? null, token: body.token }))) throw OrdersException.orderNotFound();
    await this.push.subscribe(id, body.subscription);
  }
}
