import { checkChoices, choicesPrice } from '@walkden/contract/choices';
import type { MenuItemRow } from '../../menu/menu.service.js';
import { chooseOption, MAX_LINE_QUANTITY, normaliseInstructions, toLineChoices, type LineKey, type OptionChoiceError } from '../cart/domain/cart-line.js';
import type { OrderLineChoice } from '../entities/order-item.entity.js';

/** A line of a past order, as the order kept it (names copied at checkout, ids null once deleted from the menu). */
export interface PastOrderLine {
  menuItemId: string | null;
  optionId: string | null;
  itemName: string;
  size: string | null;
  /** Issue 28: as sold; [] on lines without choices (and on every line ordered before choices existed). */
  choices: readonly Pick<OrderLineChoice, 'id'>[];
  quantity: number;
  specialInstructions: string;
}

/** A line that can go into the cart again, with today's price (the cart's snapshot) and today's names. */
export interface OrderAgainLine extends LineKey {
  quantity: number;
  unitPrice: number;
  itemName: string;
  size: string;
}

/** A line of the order that did not go into the cart, named as it was ordered, and why. */
export interface UnavailableLine {
  itemName: string;
  size: string | null;
  reason: string;
}

export interface OrderAgainPlan {
  lines: OrderAgainLine[];
  unavailable: UnavailableLine[];
}

/** What the customer reads beside a line that was not added (issue 27). */
export const ORDER_AGAIN_REASONS = {
  removed: 'No longer on the menu',
  unavailable: 'Currently unavailable',
  soldOut: 'Sold out today',
  optionRemoved: 'Option no longer offered',
  choicesChanged: 'Its choices have changed: add it from the menu',
  lineFull: `Your cart already holds ${MAX_LINE_QUANTITY}, the most one line can`,
} as const;

const CHOICE_REASONS: Record<OptionChoiceError, string> = {
  ITEM_UNAVAILABLE: ORDER_AGAIN_REASONS.unavailable,
  ITEM_NOT_PRICED: ORDER_AGAIN_REASONS.unavailable,
  SOLD_OUT: ORDER_AGAIN_REASONS.soldOut,
  OPTION_REQUIRED: ORDER_AGAIN_REASONS.optionRemoved,
  OPTION_NOT_OF_ITEM: ORDER_AGAIN_REASONS.optionRemoved,
};

/** Stands for an option deleted since the order: it matches none of the item's options. */
const DELETED_OPTION = 'deleted-option';

/**
 * Order again: which of a past order's lines can go into the cart as they are today. A line goes
 * in only with the very item and option it was ordered with, and that item must still be on the
 * menu, available, priced and not sold out; the price is today's option price, never the order's.
 * A line whose option was deleted (its option id went null) is not given another option instead,
 * even when the item has only one left: the customer chose that one, not this. Likewise its choices
 * (sauces, extras): each must still be offered, and they must still fit the item's groups.
 */
export function planOrderAgain(past: readonly PastOrderLine[], items: ReadonlyMap<string, MenuItemRow>): OrderAgainPlan {
  const plan: OrderAgainPlan = { lines: [], unavailable: [] };
  for (const line of past) {
    const item = line.menuItemId === null ? undefined : items.get(line.menuItemId);
    if (!item) {
      plan.unavailable.push({ itemName: line.itemName, size: line.size, reason: ORDER_AGAIN_REASONS.removed });
      continue;
    }
    const choice = chooseOption(item, line.optionId ?? DELETED_OPTION);
    if (!choice.ok) {
      plan.unavailable.push({ itemName: line.itemName, size: line.size, reason: CHOICE_REASONS[choice.error] });
      continue;
    }
    const choices = checkChoices(
      item.choiceGroups,
      line.choices.map((picked) => picked.id),
    );
    if (!choices.ok) {
      plan.unavailable.push({ itemName: line.itemName, size: line.size, reason: ORDER_AGAIN_REASONS.choicesChanged });
      continue;
    }
    plan.lines.push({
      menuItemId: item.id,
      optionId: choice.option.id,
      choices: toLineChoices(choices.picked),
      specialInstructions: normaliseInstructions(line.specialInstructions),
      quantity: line.quantity,
      unitPrice: choice.option.price + choicesPrice(choices.picked, item.halfPriceRule),
      itemName: item.name,
      size: choice.option.name,
    });
  }
  return plan;
}
