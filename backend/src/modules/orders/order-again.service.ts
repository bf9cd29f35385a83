import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../accounts/sessions.service.js';
import { MenuService } from '../menu/menu.service.js';
import { CartService, type CartView } from './cart/cart.service.js';
import { planOrderAgain, ORDER_AGAIN_REASONS, type UnavailableLine } from './domain/order-again.js';
import { sortOrderItems } from './dto/order-response.dto.js';
import { OrdersException } from './orders.exception.js';
import { OrdersRepository } from './orders.repository.js';

export interface OrderAgainResult {
  cart: CartView;
  /** What went into the cart, by today's names. */
  added: { itemName: string; size: string; quantity: number }[];
  /** What did not, by the names it was ordered under. */
  unavailable: UnavailableLine[];
}

/** Order again (issue 27): a customer's past order back into their cart, as the menu is today. */
@Injectable()
export class OrderAgainService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly menu: MenuService,
    private readonly cart: CartService,
  ) {}

  /**
   * Only the customer's own order (another's answers as no order at all). Lines still on the menu
   * join the cart with its merge rule and line limit, priced from today's menu; the others are
   * named with why. A line already full in the cart is named too, so nothing is left out silently.
   */
  async addOrderToCart(customer: AuthUser, orderId: string): Promise<OrderAgainResult> {
    const order = await this.orders.findOrderOfUserWithItems(orderId, customer.id);
    if (!order) throw OrdersException.orderNotFound();
    const past = sortOrderItems(order.items ?? []);
    const items = await this.menu.findItemsForPricing(past.flatMap((line) => (line.menuItemId ? [line.menuItemId] : [])));
    const plan = planOrderAgain(past, new Map(items.map((item) => [item.id, item])));

    const { cart, added } = await this.cart.addLinesToCart(customer.id, plan.lines);
    const full = plan.lines.filter((_, index) => added[index] === 0);
    return {
      cart,
      added: plan.lines.flatMap((line, index) => (added[index] > 0 ? [{ itemName: line.itemName, size: line.size, quantity: added[index] }] : [])),
      unavailable: [...plan.unavailable, ...full.map((line) => ({ itemName: line.itemName, size: line.size, reason: ORDER_AGAIN_REASONS.lineFull }))],
    };
  }
}
