import { Module } from '@nestjs/common';
import { MenuModule } from '../../menu/menu.module.js';
import { CartController } from './cart.controller.js';
import { CartRepository } from './cart.repository.js';
import { CartService } from './cart.service.js';

/** Signed-in users' carts. The orders module checks out through CartService (getCheckoutCart, clearCart). */
@Module({
  imports: [MenuModule],
  controllers: [CartController],
  providers: [CartRepository, CartService],
  exports: [CartService],
})
export class CartModule {}
