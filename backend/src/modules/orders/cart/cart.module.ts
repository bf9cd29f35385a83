import { Module } from '@nestjs/common';
import { MenuModule } from '../../menu/menu.module.js';
import { CartController } from './cart.controller.js';
import { CartRepository } from './cart.repository.js';
import { OrderedCartLines } from './ordered-cart-lines.service.js';
import { CartService } from './cart.service.js';

/**
 * Signed-in users' carts. The orders module checks out through CartService (getCheckoutCart,
 * clearCart); its payments take a paid order's lines out with OrderedCartLines, which needs no menu.
 */
@Module({
  imports: [MenuModule],
  controllers: [CartController],
  providers: [CartRepository, CartService, OrderedCartLines],
  exports: [CartService, OrderedCartLines],
})
export class CartModule {}
