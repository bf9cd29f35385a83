import { Module } from '@nestjs/common';
import { MenuModule } from '../../menu/menu.module.js';
import { CartController } from './cart.controller.js';
import { CartRepository } from './cart.repository.js';
import { CartService } from './cart.service.js';

/**
 * Signed-in users' carts. The orders module checks out through CartService (getCheckoutCart,
 * clearCart); its payments clear a paid order's cart with CartRepository, which needs no menu.
 */
@Module({
  imports: [MenuModule],
  controllers: [CartController],
  providers: [CartRepository, CartService],
  exports: [CartService, CartRepository],
})
export class CartModule {}
