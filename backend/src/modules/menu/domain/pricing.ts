import { sortByDisplayOrder } from './display-order.js';

export interface PricedOption {
  id: string;
  name: string;
  /** Pence. */
  price: number;
  displayOrder: number | null;
}

/** The "from" price of an item: its cheapest option, or null when it has no option (shown as 'Price not set'). */
export function lowestPrice(options: readonly Pick<PricedOption, 'price'>[]): number | null {
  if (options.length === 0) return null;
  return Math.min(...options.map((option) => option.price));
}

/**
 * SPEC section 5: the selected option's price, else the first option's price (in display order),
 * else 0. The server applies it to options read from the database, never to a client's numbers.
 */
export function unitPriceFor(options: readonly PricedOption[], selectedOptionId: string | null | undefined): number {
  const selected = selectedOptionId ? options.find((option) => option.id === selectedOptionId) : undefined;
  if (selected) return selected.price;
  return sortByDisplayOrder(options)[0]?.price ?? 0;
}
