import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CartRepository } from './cart.repository.js';
import { type OrderedLine, planOrderedLinesRemoval } from './domain/ordered-lines.js';

/**
 * Takes a paid order's lines out of its customer's cart and leaves lines added since. Needs only
 * the cart's repository, so the worker (reconciliation) runs it without the cart or the menu.
 */
@Injectable()
export class OrderedCartLines {
  constructor(private readonly carts: CartRepository) {}

  async removeOrderedLines(userId: string, ordered: readonly OrderedLine[], manager: EntityManager): Promise<void> {
    await this.carts.lockUser(userId, manager);
    const removal = planOrderedLinesRemoval(await this.carts.findLines(userId, manager), ordered);
    for (const update of removal.updates) await this.carts.setQuantity(userId, update.id, update.quantity, undefined, manager);
    await this.carts.deleteLines(userId, removal.deletes, manager);
  }
}
