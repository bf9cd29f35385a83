import { isSameLine, type LineKey } from './cart-line.js';

export interface OrderedLine extends LineKey {
  quantity: number;
}

export interface OrderedLinesRemoval {
  /** Lines whose quantity went beyond what was ordered: what is left of each. */
  updates: { id: string; quantity: number }[];
  deletes: string[];
}

/**
 * Once an online order is paid, what leaves the cart: what was ordered, not what the customer
 * added since (issue 9). A line ordered as 2 and raised to 3 meanwhile keeps 1; a line added
 * after ordering stays; a line already removed is nothing to do.
 */
export function planOrderedLinesRemoval(cart: readonly (LineKey & { id: string; quantity: number })[], ordered: readonly OrderedLine[]): OrderedLinesRemoval {
  const removal: OrderedLinesRemoval = { updates: [], deletes: [] };
  for (const line of cart) {
    const orderedQuantity = ordered.filter((item) => isSameLine(item, line)).reduce((sum, item) => sum + item.quantity, 0);
    if (orderedQuantity === 0) continue;
    if (line.quantity > orderedQuantity) removal.updates.push({ id: line.id, quantity: line.quantity - orderedQuantity });
    else removal.deletes.push(line.id);
  }
  return removal;
}
