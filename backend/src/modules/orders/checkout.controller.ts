import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { CurrentUser, OptionalSession } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { CheckoutService } from './checkout.service.js';
import { DeliveryAreaService } from './delivery-area.service.js';
import { OrderDaysQueryDto, OrderDaysResponseDto, PostcodeCheckDto, PostcodeCheckResponseDto, SlotsQueryDto, SlotsResponseDto } from './dto/checkout.dto.js';

/** Public checkout helpers: the menu page's delivery and time card uses them before sign-in too. */
@ApiTags('checkout')
@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly deliveryArea: DeliveryAreaService,
  ) {}

  /** A day's slots (Europe/London; today unless another is asked for) with 'N left' each; empty with a reason on a closed day. */
  @Get('slots')
  @OptionalSession()
  @ApiOperation({ summary: "A day's collection and delivery slots (today, or a day ahead: issue 28); signed in, only those whose kitchen stations have room for the cart" })
  @ApiOkResponse({ type: SlotsResponseDto })
  listSlots(@Query() query: SlotsQueryDto, @CurrentUser() user: AuthUser | null): Promise<SlotsResponseDto> {
    return this.checkout.listSlots(query.type, query.date, user?.id);
  }

  /** Issue 28: today and the days ahead customers may order for, each open or why not. */
  @Get('days')
  @ApiOperation({ summary: 'The days a customer may order for, today first' })
  @ApiOkResponse({ type: OrderDaysResponseDto })
  listDays(@Query() query: OrderDaysQueryDto): Promise<OrderDaysResponseDto> {
    return this.checkout.listOrderDays(query.type);
  }

  /** Whether the restaurant delivers to a postcode (looked up from 5 characters on). */
  @Post('postcode')
  @ApiOperation({ summary: 'Check whether a postcode is in the delivery area' })
  @HttpCode(200)
  @ApiOkResponse({ type: PostcodeCheckResponseDto })
  @ApiErrors({ status: 429, description: 'TOO_MANY_POSTCODE_CHECKS: rate limit per client address' })
  checkPostcode(@Body() body: PostcodeCheckDto, @Req() req: Request): Promise<PostcodeCheckResponseDto> {
    return this.deliveryArea.checkPostcodeFor({ ip: req.ip ?? 'unknown' }, body.postcode);
  }
}
