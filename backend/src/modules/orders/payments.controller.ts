import { Body, Controller, Get, Headers, HttpCode, Post, Query, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SECURITY } from '../../infra/http/api-errors.js';
import { CurrentUser, SignedIn } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { CancelPaymentDto, PaymentReturnResponseDto, PaymentSuccessQueryDto, WebhookAckDto } from './dto/payment.dto.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { CheckoutSessionsService } from './checkout-sessions.service.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly checkoutSessions: CheckoutSessionsService,
    private readonly webhooks: PaymentWebhooksService,
  ) {}

  /** Stripe's webhook. Exempt from CSRF; Stripe's signature over the raw body is checked instead. */
  @Post('webhook')
  @ApiOperation({ summary: 'Stripe webhook (signed by Stripe)' })
  @ApiSecurity(SECURITY.stripeSignature)
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookAckDto })
  @ApiBadRequestResponse({ description: 'INVALID_SIGNATURE' })
  handleWebhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<WebhookAckDto> {
    return this.webhooks.handleStripeEvent(req.rawBody, signature);
  }

  /** /payment-success asks here; the server retrieves the session from Stripe before changing anything. */
  @Get('success')
  @ApiOperation({ summary: 'Confirm a payment on return from Stripe' })
  @SignedIn()
  @ApiOkResponse({ type: PaymentReturnResponseDto })
  confirmPaymentReturn(@CurrentUser() user: AuthUser, @Query() query: PaymentSuccessQueryDto): Promise<PaymentReturnResponseDto> {
    return this.checkoutSessions.confirmPaymentReturn(user, query.session_id);
  }

  /** /payment-cancel: abandons the unpaid order and expires its session; safe to repeat. */
  @Post('cancel')
  @ApiOperation({ summary: 'Cancel a pending online payment' })
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: PaymentReturnResponseDto })
  cancelPayment(@CurrentUser() user: AuthUser, @Body() body: CancelPaymentDto): Promise<PaymentReturnResponseDto> {
    return this.checkoutSessions.cancelPayment(user, body);
  }
}
