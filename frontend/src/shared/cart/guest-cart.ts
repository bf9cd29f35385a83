import { allergensAsOrdered } from '../allergens';
import { nanoid } from '@reduxjs/toolkit';
import type { ChosenChoice } from '../menu/choice-selection';
import type { CartLine, CartMenuItem } from './cart-types';

export const GUEST_CART_STORAGE_KEY = 'guest-cart';

/**
 * A guest's cart line as kept in localStorage under 'guest-cart' (SPEC section 3): a generated
 * 'guest-' id, the full menu item, the option, the choices, the instructions and the unit price
 * seen when added (informational: the server prices everything again when the lines join an
 * account).
 */
export interface GuestCartLine {
  id: string;
  menuItem: CartMenuItem;
  quantity: number;
  optionId: string | null;
  optionName: string | null;
  /**
   * Issue 28: the choices picked, in the menu's order, as the menu had them when added (ids to
   * merge, names to show, prices and allergens), as the option is. Lines stored before have none.
   */
  choices: ChosenChoice[];
  specialInstructions: string;
  unitPricePence: number;
}

export interface GuestLineToAdd {
  id: string;
  menuItem: CartMenuItem;
  optionId: string | null;
  /** Resolved from the menu by the add dialog (chosenChoices), so that this first-load code need not read the groups. */
  choices: ChosenChoice[];
  /** What the choices add, priced by the dialog with the item's rules (CartPick); left out: their sum. */
  choicesPricePence?: number;
  specialInstructions: string;
}

const MAX_LINE_QUANTITY = 99;

export function newGuestLineId(): string {
  return `guest-${nanoid()}`;
}

/**
 * SPEC section 5: the selected option's price, else the first option's price, else 0; plus what the
 * chosen choices add: as the dialog priced them (a half-and-half by its rule), else their sum. Not
 * with the contract's choicesPrice: this module is in every ordering page's first download, the
 * picker's rules are not.
 */
export function unitPriceFor(menuItem: CartMenuItem, optionId: string | null, choices: readonly { pricePence: number }[] = [], choicesPricePence?: number): number {
  const selected = optionId ? menuItem.options.find((option) => option.id === optionId) : undefined;
  const added = choicesPricePence ?? choices.reduce((sum, choice) => sum + choice.pricePence, 0);
  return (selected?.pricePence ?? menuItem.options[0]?.pricePence ?? 0) + added;
}

/** The merge rule: same item, same option (or none), the same choices and the same instructions. */
export function isSameGuestLine(line: GuestCartLine, add: GuestLineToAdd): boolean {
  const ids = choiceIdsOf(add);
  return (
    line.menuItem.id === add.menuItem.id &&
    (line.optionId ?? null) === (add.optionId ?? null) &&
    line.choices.length === ids.length &&
    line.choices.every((choice) => ids.includes(choice.id)) &&
    line.specialInstructions.trim() === add.specialInstructions.trim()
  );
}

const choiceIdsOf = (line: Pick<GuestCartLine, 'choices'>) => line.choices.map((choice) => choice.id);

/** Adds one: raises a matching line by one, or appends a new line. */
export function addGuestLine(lines: readonly GuestCartLine[], add: GuestLineToAdd): GuestCartLine[] {
  const instructions = add.specialInstructions.trim();
  const match = lines.find((line) => isSameGuestLine(line, add));
  if (match) return lines.map((line) => (line === match ? { ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY) } : line));
  const option = add.optionId ? add.menuItem.options.find((candidate) => candidate.id === add.optionId) : undefined;
  return [
    ...lines,
    {
      id: add.id,
      menuItem: add.menuItem,
      quantity: 1,
      optionId: add.optionId,
      optionName: option?.name ?? null,
      choices: add.choices,
      specialInstructions: instructions,
      unitPricePence: unitPriceFor(add.menuItem, add.optionId, add.choices, add.choicesPricePence),
    },
  ];
}

/** Sets a line's quantity; 0 or less removes it. */
export function setGuestLineQuantity(lines: readonly GuestCartLine[], lineId: string, quantity: number): GuestCartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.id !== lineId);
  return lines.map((line) => (line.id === lineId ? { ...line, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : line));
}

/** A guest line as the panel shows it. */
export function toCartLine(line: GuestCartLine): CartLine {
  const optionAllergens = line.menuItem.options.find((option) => option.id === line.optionId)?.allergens ?? [];
  return {
    id: line.id,
    menuItemId: line.menuItem.id,
    itemName: line.menuItem.name,
    optionId: line.optionId,
    optionName: line.optionName,
    size: line.optionName,
    choices: line.choices,
    quantity: line.quantity,
    unitPricePence: line.unitPricePence,
    lineTotalPence: line.unitPricePence * line.quantity,
    specialInstructions: line.specialInstructions,
    allergens: allergensAsOrdered(line.menuItem.allergens ?? [], [...optionAllergens, ...line.choices.flatMap((choice) => choice.allergens)]),
    available: line.menuItem.isAvailable,
    unavailableReason: line.menuItem.isAvailable ? null : 'This item is currently unavailable.',
  };
}

/** What POST /api/cart/merge takes: ids, quantities and instructions only, never prices. */
export function toMergeLines(lines: readonly GuestCartLine[]) {
  return lines.map((line) => ({
    menuItemId: line.menuItem.id,
    optionId: line.optionId,
    choiceIds: choiceIdsOf(line),
    quantity: line.quantity,
    specialInstructions: line.specialInstructions,
  }));
}

function isGuestCartLine(value: unknown): value is GuestCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  const item = line.menuItem as Record<string, unknown> | null | undefined;
  return (
    typeof line.id === 'string' &&
    line.id.startsWith('guest-') &&
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    Array.isArray(item.options) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    (line.optionId === null || typeof line.optionId === 'string') &&
    (line.choices === undefined || (Array.isArray(line.choices) && line.choices.every((choice: { id?: unknown }) => typeof choice?.id === 'string'))) &&
    typeof line.specialInstructions === 'string' &&
    Number.isInteger(line.unitPricePence) &&
    (line.unitPricePence as number) >= 0
  );
}

/** Parses the stored guest cart, dropping anything malformed rather than failing the page. */
export function parseGuestCart(raw: string | null): GuestCartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed
          .filter(isGuestCartLine)
          .map((line) => ({ ...line, choices: line.choices ?? [], menuItem: { ...line.menuItem, isAvailable: line.menuItem.isAvailable !== false } }))
      : [];
  } catch {
    return [];
  }
}

export function readGuestCart(storage: Storage): GuestCartLine[] {
  try {
    return parseGuestCart(storage.getItem(GUEST_CART_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy modes); the cart then starts empty.
    return [];
  }
}

export function writeGuestCart(storage: Storage, lines: readonly GuestCartLine[]): void {
  try {
    if (lines.length === 0) storage.removeItem(GUEST_CART_STORAGE_KEY);
    else storage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Full or unavailable storage: the cart still works for this page view.
  }
}
