import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { CheckoutService } from './checkout.service.js';
import { DeliveryAreaService } from './delivery-area.service.js';
import { PostcodeCheckDto, PostcodeCheckResponseDto, SlotsQueryDto, SlotsResponseDto } from './dto/checkout.dto.js';

/** Public checkout helpers: the menu page's delivery and time card uses them before sign-in too. */
@ApiTags('checkout')
@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly deliveryArea: DeliveryAreaService,
  ) {}

  /** Today's slots (Europe/London) with 'N left' each; empty with a reason on a closed day. */
  @Get('slots')
  @ApiOperation({ summary: 'Today\'s collection and delivery slots' })
  @ApiOkResponse({ type: SlotsResponseDto })
  listSlots(@Query() query: SlotsQueryDto): Promise<SlotsResponseDto> {
    return this.checkout.listTodaysSlots(query.type);
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
