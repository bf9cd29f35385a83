import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { OrderResponseDto } from './order-response.dto.js';

export class PaymentSuccessQueryDto {
  @ApiProperty({ description: 'The {CHECKOUT_SESSION_ID} Stripe put in the success URL' })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  session_id: string;
}

export class CancelPaymentDto {
  @ApiProperty({ description: 'The session_id of the /payment-cancel URL' })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  sessionId: string;
}

export const PAYMENT_RETURN_STATUSES = ['paid', 'pending', 'abandoned', 'not_found'] as const;
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number];

export class PaymentReturnResponseDto {
  @ApiProperty({ type: OrderResponseDto, nullable: true, description: 'Null when not_found' })
  order: OrderResponseDto | null;

  @ApiProperty({
    enum: PAYMENT_RETURN_STATUSES,
    description: 'paid: Stripe confirmed the payment; pending: not paid (yet); abandoned: the order was cancelled; not_found: no such session for this user',
  })
  status: PaymentReturnStatus;
}

export class WebhookAckDto {
  @ApiProperty() received: boolean;
}
