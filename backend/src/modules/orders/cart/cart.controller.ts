import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../../accounts/sessions.service.js';
import { CartService } from './cart.service.js';
import { AddCartItemDto, CartResponseDto, MergeCartDto, MergeCartResponseDto, UpdateCartItemDto } from './dto/cart.dto.js';
import { ApiErrors } from '../../../infra/http/api-errors.js';

/** The signed-in user's cart; every change answers with the whole cart, priced now. */
@ApiTags('cart')
@Controller('cart')
@SignedIn()
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user\'s cart' })
  @ApiOkResponse({ type: CartResponseDto })
  getCart(@CurrentUser() user: AuthUser): Promise<CartResponseDto> {
    return this.cart.getCart(user);
  }

  @Post('items')
  @ApiOperation({ summary: 'Add an item to the cart' })
  @ApiErrors(
    { status: 404, description: 'MENU_ITEM_NOT_FOUND' },
    { status: 409, description: 'ITEM_UNAVAILABLE or SOLD_OUT' },
    { status: 422, description: 'ITEM_NOT_PRICED, OPTION_REQUIRED or OPTION_NOT_OF_ITEM' },
  )
  @HttpCode(200)
  @ApiOkResponse({ type: CartResponseDto })
  addCartItem(@CurrentUser() user: AuthUser, @Body() body: AddCartItemDto): Promise<CartResponseDto> {
    return this.cart.addCartItem(user, body);
  }

  @Patch('items/:id')
  @ApiOperation({ summary: 'Change a cart line\'s quantity' })
  @ApiOkResponse({ type: CartResponseDto })
  @ApiNotFoundResponse({ description: 'No such line in your cart' })
  updateCartItem(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateCartItemDto): Promise<CartResponseDto> {
    return this.cart.updateCartItemQuantity(user, id, body.quantity);
  }

  @Delete('items/:id')
  @ApiOperation({ summary: 'Remove a cart line' })
  @ApiOkResponse({ type: CartResponseDto })
  @ApiNotFoundResponse({ description: 'No such line in your cart' })
  removeCartItem(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<CartResponseDto> {
    return this.cart.removeCartItem(user, id);
  }

  @Delete()
  @ApiOperation({ summary: 'Empty the cart' })
  @ApiOkResponse({ type: CartResponseDto })
  emptyCart(@CurrentUser() user: AuthUser): Promise<CartResponseDto> {
    return this.cart.emptyCart(user);
  }

  /** At sign-in: the guest's browser cart joins the account cart. */
  @Post('merge')
  @ApiOperation({ summary: 'Merge the guest cart into the user\'s cart at sign-in' })
  @HttpCode(200)
  @ApiOkResponse({ type: MergeCartResponseDto })
  mergeGuestCart(@CurrentUser() user: AuthUser, @Body() body: MergeCartDto): Promise<MergeCartResponseDto> {
    return this.cart.mergeGuestCart(user, body.lines);
  }
}
