import { allergensAsOrdered } from '@walkden/contract/allergens';
import { checkChoices, choicesPrice, type Half, pickChoices, type PickedChoice } from '@walkden/contract/choices';
import type { MenuItemRow, PricedOption } from '../../../menu/menu.service.js';
import type { CartLineChoice } from '../../entities/cart-item.entity.js';

/** A line never holds more than this many; more of one thing is a phone call, not a web order. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_INSTRUCTIONS_LENGTH = 500;
/** More choices on one line than any item offers is not a real add. */
export const MAX_CHOICES = 30;
/** A guest cart larger than this is not a real cart. */
export const MAX_MERGE_LINES = 100;

/** What makes two lines the same line (SPEC section 5, and issue 28's choices). */
export interface LineKey {
  menuItemId: string;
  optionId: string | null;
  /** In the menu's order (checkChoices); compared by id, the name is kept to say which one was withdrawn. */
  choices: CartLineChoice[];
  specialInstructions: string;
}

/** A choice on a priced line, as the cart, the checkout and the order show it. */
export interface CartLineChoiceView {
  id: string;
  name: string;
  groupName: string;
  /** A half-and-half's half (1 or 2); null for the whole item. */
  half: Half;
  pricePence: number;
}

/** A stored line as the cart reads it; unitPrice is only the snapshot taken when it was written. */
export interface StoredCartLine extends LineKey {
  id: string;
  quantity: number;
}

/** A priced line as the API shows it. Prices are pence, always from the option in the database. */
export interface CartLineView {
  id: string;
  menuItemId: string;
  itemName: string;
  optionId: string | null;
  optionName: string | null;
  /** The option's name, shown as the line's size badge; null when the line has no option. */
  size: string | null;
  /** Issue 28: sauces, extras, in the menu's order; their prices are in unitPricePence. */
  choices: CartLineChoiceView[];
  quantity: number;
  unitPricePence: number;
  lineTotalPence: number;
  specialInstructions: string;
  /** The item's, the chosen option's and the chosen choices' allergens (legal order); empty: 'Ask us about allergens'. */
  allergens: string[];
  /** False: shown, not counted in the total, and refused at checkout. */
  available: boolean;
  unavailableReason: string | null;
}

export interface CartTotals {
  /** Pence, available lines only. */
  totalPence: number;
  /** Every unit in the cart, unavailable lines included (they are still shown). */
  count: number;
  hasUnavailable: boolean;
}

export type OptionChoiceError = 'ITEM_UNAVAILABLE' | 'ITEM_NOT_PRICED' | 'OPTION_REQUIRED' | 'OPTION_NOT_OF_ITEM' | 'SOLD_OUT';
export type OptionChoice = { ok: true; option: PricedOption } | { ok: false; error: OptionChoiceError };

export const UNAVAILABLE_REASONS = {
  itemRemoved: 'This item is no longer on the menu.',
  itemUnavailable: 'This item is currently unavailable.',
  optionRemoved: 'The option you chose is no longer available.',
  priceNotSet: 'Price not set',
  soldOut: 'Sold out today',
  choiceRemoved: (name: string) => `${name} is no longer available. Remove this line and add the item again.`,
  choiceSoldOut: (name: string) => `${name} is sold out. Remove this line and add the item again with another.`,
} as const;

/** Instructions are compared and stored trimmed; blank means none. */
export function normaliseInstructions(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, MAX_INSTRUCTIONS_LENGTH);
}

/** The merge rule: the same item, the same option (or both none), the same choices and the same instructions. */
export function isSameLine(a: LineKey, b: LineKey): boolean {
  return (
    a.menuItemId === b.menuItemId &&
    (a.optionId ?? null) === (b.optionId ?? null) &&
    sameChoices(a.choices, b.choices) &&
    normaliseInstructions(a.specialInstructions) === normaliseInstructions(b.specialInstructions)
  );
}

function sameChoices(a: readonly CartLineChoice[] = [], b: readonly CartLineChoice[] = []): boolean {
  return a.length === b.length && a.every((choice, index) => choice.id === b[index].id);
}

/** The choices as a cart line keeps them. */
export function toLineChoices(picked: readonly PickedChoice[]): CartLineChoice[] {
  return picked.map((choice) => ({ id: choice.id, name: choice.name }));
}

export function addQuantities(current: number, added: number): number {
  return Math.min(current + added, MAX_LINE_QUANTITY);
}

/**
 * Which option an add means: the one named if it belongs to the item; the only one if the item has
 * exactly one and none was named. An unavailable item, one without any price, or one sold out today
 * (the item or the chosen option) cannot be added.
 */
export function chooseOption(item: Pick<MenuItemRow, 'isAvailable' | 'options' | 'soldOutUntil'>, optionId: string | null | undefined): OptionChoice {
  if (!item.isAvailable) return { ok: false, error: 'ITEM_UNAVAILABLE' };
  if (item.options.length === 0) return { ok: false, error: 'ITEM_NOT_PRICED' };
  if (item.soldOutUntil !== null) return { ok: false, error: 'SOLD_OUT' };
  const option = optionId ? item.options.find((candidate) => candidate.id === optionId) : item.options.length === 1 ? item.options[0] : undefined;
  if (!option) return { ok: false, error: optionId ? 'OPTION_NOT_OF_ITEM' : 'OPTION_REQUIRED' };
  return option.soldOutUntil !== null ? { ok: false, error: 'SOLD_OUT' } : { ok: true, option };
}

/** Prices a stored line from its item and option as they are now; a line that cannot be bought says why. */
export function priceCartLine(line: StoredCartLine, item: MenuItemRow | undefined): CartLineView {
  const option = item?.options.find((candidate) => candidate.id === line.optionId) ?? null;
  const choices = priceLineChoices(line.choices, item);
  const reason = !item
    ? UNAVAILABLE_REASONS.itemRemoved
    : !item.isAvailable
      ? UNAVAILABLE_REASONS.itemUnavailable
      : item.options.length === 0
        ? UNAVAILABLE_REASONS.priceNotSet
        : !option
          ? UNAVAILABLE_REASONS.optionRemoved
          : item.soldOutUntil !== null || option.soldOutUntil !== null
            ? UNAVAILABLE_REASONS.soldOut
            : choices.problem;
  const unitPricePence = (option?.price ?? 0) + choicesPrice(choices.picked, item?.halfPriceRule);
  return {
    id: line.id,
    menuItemId: line.menuItemId,
    itemName: item?.name ?? 'Removed item',
    optionId: option?.id ?? null,
    optionName: option?.name ?? null,
    size: option?.name ?? null,
    choices: choices.picked.map((choice) => ({ id: choice.id, name: choice.name, groupName: choice.groupName, half: choice.half, pricePence: choice.price })),
    quantity: line.quantity,
    unitPricePence,
    lineTotalPence: unitPricePence * line.quantity,
    specialInstructions: line.specialInstructions,
    allergens: item ? allergensAsOrdered(item.allergens, [...(option?.allergens ?? []), ...choices.picked.flatMap((choice) => choice.allergens)]) : [],
    available: reason === null,
    unavailableReason: reason,
  };
}

/**
 * A stored line's choices against the item's groups as they are now: a choice withdrawn since is
 * named, and so is a meal's side or drink sold out since; a group whose bounds changed says what it
 * asks now. The choices still offered are priced.
 */
function priceLineChoices(stored: readonly CartLineChoice[] = [], item: MenuItemRow | undefined): { picked: PickedChoice[]; problem: string | null } {
  if (!item) return { picked: [], problem: null };
  const offered = new Map(item.choiceGroups.flatMap((group) => group.choices.map((choice) => [choice.id, choice] as const)));
  const picked = pickChoices(item.choiceGroups, new Set(stored.map((choice) => choice.id)));
  const withdrawn = stored.find((choice) => !offered.has(choice.id));
  if (withdrawn) return { picked, problem: UNAVAILABLE_REASONS.choiceRemoved(withdrawn.name) };
  const soldOut = stored.find((choice) => offered.get(choice.id)?.soldOut);
  if (soldOut) return { picked, problem: UNAVAILABLE_REASONS.choiceSoldOut(offered.get(soldOut.id)!.name) };
  const check = checkChoices(item.choiceGroups, stored.map((choice) => choice.id));
  return { picked, problem: check.ok ? null : check.message };
}

export function summariseCart(lines: readonly CartLineView[]): CartTotals {
  return {
    totalPence: lines.filter((line) => line.available).reduce((total, line) => total + line.lineTotalPence, 0),
    count: lines.reduce((count, line) => count + line.quantity, 0),
    hasUnavailable: lines.some((line) => !line.available),
  };
}

export interface MergePlan<T extends LineKey & { quantity: number }> {
  /** Existing lines whose quantity grows. */
  updates: { id: string; quantity: number }[];
  /** New lines. */
  inserts: T[];
  /** How many units each incoming line adds, in the incoming order: fewer than it asks once its line is full (MAX_LINE_QUANTITY), 0 when it already was. */
  added: number[];
}

/**
 * Joins incoming lines (already accepted) into a cart with the merge rule: a match raises the
 * existing line's quantity, anything else becomes a new line; incoming duplicates join each other.
 */
export function planMerge<T extends LineKey & { quantity: number }>(existing: readonly StoredCartLine[], incoming: readonly T[]): MergePlan<T> {
  const updates = new Map<string, number>();
  const inserts: T[] = [];
  const added: number[] = [];
  for (const line of incoming) {
    const key: T = { ...line, specialInstructions: normaliseInstructions(line.specialInstructions) };
    const match = existing.find((candidate) => isSameLine(candidate, key));
    if (match) {
      const before = updates.get(match.id) ?? match.quantity;
      const after = addQuantities(before, key.quantity);
      updates.set(match.id, after);
      added.push(Math.max(after - before, 0));
      continue;
    }
    const pending = inserts.find((candidate) => isSameLine(candidate, key));
    if (pending) {
      const before = pending.quantity;
      pending.quantity = addQuantities(before, key.quantity);
      added.push(pending.quantity - before);
    } else {
      inserts.push({ ...key, quantity: Math.min(key.quantity, MAX_LINE_QUANTITY) });
      added.push(Math.min(key.quantity, MAX_LINE_QUANTITY));
    }
  }
  return { updates: [...updates].map(([id, quantity]) => ({ id, quantity })), inserts, added };
}

/** A line of a guest's browser cart, as sent at sign-in. Nothing in it is trusted. */
export interface GuestLine {
  menuItemId: string;
  optionId?: string | null;
  choiceIds?: readonly string[] | null;
  quantity: number;
  specialInstructions?: string | null;
}

export type GuestLineRejection = OptionChoiceError | 'MENU_ITEM_NOT_FOUND' | 'INVALID_QUANTITY' | 'CHOICES_INVALID';

export type GuestLineCheck =
  | { ok: true; line: LineKey & { quantity: number; unitPrice: number } }
  | { ok: false; reason: GuestLineRejection };

/** Whether a guest line may join an account cart, priced from the item as it is now. */
export function acceptGuestLine(
  line: GuestLine,
  item: Pick<MenuItemRow, 'id' | 'isAvailable' | 'options' | 'choiceGroups' | 'soldOutUntil' | 'halfPriceRule'> | undefined,
): GuestLineCheck {
  if (!item) return { ok: false, reason: 'MENU_ITEM_NOT_FOUND' };
  if (!Number.isInteger(line.quantity) || line.quantity < 1) return { ok: false, reason: 'INVALID_QUANTITY' };
  const choice = chooseOption(item, line.optionId);
  if (!choice.ok) return { ok: false, reason: choice.error };
  const choices = checkChoices(item.choiceGroups, line.choiceIds ?? []);
  if (!choices.ok) return { ok: false, reason: 'CHOICES_INVALID' };
  return {
    ok: true,
    line: {
      menuItemId: item.id,
      optionId: choice.option.id,
      choices: toLineChoices(choices.picked),
      specialInstructions: normaliseInstructions(line.specialInstructions),
      quantity: Math.min(line.quantity, MAX_LINE_QUANTITY),
      unitPrice: choice.option.price + choicesPrice(choices.picked, item.halfPriceRule),
    },
  };
}
