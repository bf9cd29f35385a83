import { ApiProperty } from '@nestjs/swagger';
import { CartResponseDto } from '../cart/dto/cart.dto.js';
import type { OrderAgainResult } from '../order-again.service.js';

export class OrderAgainLineDto {
  @ApiProperty({ example: 'Smash Burger', description: "Today's name of the item" }) itemName: string;
  @ApiProperty({ example: 'Double', description: "Today's name of the option" }) size: string;
  @ApiProperty({ example: 2, description: 'Units added (fewer than ordered once the cart line reached its limit)' }) quantity: number;
}

export class OrderAgainUnavailableLineDto {
  @ApiProperty({ example: 'Fries', description: 'The name as ordered' }) itemName: string;
  @ApiProperty({ type: String, nullable: true, example: 'Regular', description: 'The option as ordered' }) size: string | null;
  @ApiProperty({ example: 'Sold out today', description: 'For the customer: why it was not added' }) reason: string;
}

/** Order again: the cart afterwards, priced from today's menu, with what went in and what could not. */
export class OrderAgainResponseDto implements OrderAgainResult {
  @ApiProperty({ type: CartResponseDto, description: 'The whole cart, as the cart endpoints answer it' }) cart: CartResponseDto;
  @ApiProperty({ type: OrderAgainLineDto, isArray: true }) added: OrderAgainLineDto[];
  @ApiProperty({ type: OrderAgainUnavailableLineDto, isArray: true }) unavailable: OrderAgainUnavailableLineDto[];
}
