import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { OrderResponseDto } from './dto/order-response.dto.js';
import { OrdersService } from './orders.service.js';

export class OrderLinkDto {
  @ApiProperty({ description: "The token of the order link (the part after '#')" })
  @IsString()
  @MaxLength(64)
  token: string;
}

/** The order link of the confirmation e-mail (/track/<id>#<token>): open to anyone holding it, signed in or not. */
@ApiTags('orders')
@Controller('order-link')
export class OrderLinkController {
  constructor(private readonly orders: OrdersService) {}

  /** A POST, so that the token travels in the body and never in a logged URL. */
  @Post(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'The order an order link names' })
  @ApiOkResponse({ type: OrderResponseDto })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND: no such order, or the token is not its link' })
  findByOrderLink(@Param('id', ParseUUIDPipe) id: string, @Body() body: OrderLinkDto): Promise<OrderResponseDto> {
    return this.orders.findByOrderLink(id, body.token);
  }
}
