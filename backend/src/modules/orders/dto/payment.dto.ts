import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { OrderResponseDto } from './order-response.dto.js';

export class PaymentSuccessQueryDto {
  @ApiProperty({ description: 'The {CHECKOUT_SESSION_ID} Stripe put in the success URL' })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  session_id: string;
}

/** Names the cancelled checkout by its order (the cancel URL's order_id) or by its Stripe session. */
export class CancelPaymentDto {
  @ApiPropertyOptional({ description: 'The order_id of the /payment-cancel URL' })
  @ValidateIf((dto: CancelPaymentDto) => dto.sessionId === undefined)
  @IsUUID('all', { message: 'orderId or sessionId is required' })
  orderId?: string;

  @ApiPropertyOptional({ description: 'A Stripe Checkout Session id' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  sessionId?: string;
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

  @ApiProperty({ example: '2031-01-14', description: "The restaurant's date now (Europe/London): an order for another day is said to be for that day, not today" })
  today: string;
}

export class WebhookAckDto {
  @ApiProperty() received: boolean;
}
