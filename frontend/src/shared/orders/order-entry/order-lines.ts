import { lineLabel as describeLine } from '@walkden/contract/choices';
import { chosenChoices, choicesPricePence } from '../../menu/choice-selection';
import type { MenuItem, MenuOption } from '../../menu/menu-types';

/** The most of one line, and the longest instructions (the api's own limits, PhoneOrderLineDto). */
export const MAX_LINE_QUANTITY = 99;
export const MAX_INSTRUCTIONS_LENGTH = 500;

/**
 * One line staff add from the menu (a phone order's, or one added to an order being changed). The
 * price is the menu's, for the person's guidance: the server prices the line.
 */
export interface DraftLine {
  /** Item, option and choices: adding the same again raises the quantity. */
  key: string;
  menuItemId: string;
  optionId: string | null;
  /** Issue 28: in the menu's order. */
  choiceIds: string[];
  name: string;
  /** Shown only when the item has several options. */
  optionName: string | null;
  /** The choices' names (and halves, on a half-and-half), for the line's label. */
  choices: { name: string; half: 1 | 2 | null }[];
  /** The option's price and the choices'. */
  unitPricePence: number;
  quantity: number;
  instructions: string;
}

/**
 * A new line of one of the item, with the option chosen (null for an item without options to
 * choose from) and the choices picked in its groups (the caller checked them with the api's rule).
 */
export function lineFor(item: MenuItem, option: MenuOption | null, choiceIds: readonly string[]): DraftLine {
  const chosen = option ?? item.options[0] ?? null;
  const choices = chosenChoices(item.choiceGroups, choiceIds);
  const ids = choices.map((choice) => choice.id);
  return {
    // The same choices in another order are the same line: the ids are in the menu's order.
    key: `${item.id}:${chosen?.id ?? ''}${ids.length > 0 ? `:${ids.join('+')}` : ''}`,
    menuItemId: item.id,
    optionId: chosen?.id ?? null,
    choiceIds: ids,
    name: item.name,
    optionName: item.options.length > 1 && chosen ? chosen.name : null,
    choices: choices.map(({ name, half }) => ({ name, half })),
    unitPricePence: (chosen?.pricePence ?? 0) + choicesPricePence(choices, item.halfPriceRule),
    quantity: 1,
    instructions: '',
  };
}

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));

/** The line added at the end, or, when the same item, option and choices are there already, one more of it. */
export function addLine(lines: readonly DraftLine[], line: DraftLine): DraftLine[] {
  const existing = lines.find((candidate) => candidate.key === line.key);
  if (!existing) return [...lines, line];
  return lines.map((candidate) => (candidate === existing ? { ...candidate, quantity: clampQuantity(candidate.quantity + line.quantity) } : candidate));
}

/** A line's quantity set (typed, or - and +), kept within 1 to 99; anything not a number leaves it as it was. */
export function setLineQuantity(lines: readonly DraftLine[], key: string, quantity: number): DraftLine[] {
  if (!Number.isFinite(quantity)) return [...lines];
  return lines.map((line) => (line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function setLineInstructions(lines: readonly DraftLine[], key: string, instructions: string): DraftLine[] {
  return lines.map((line) => (line.key === key ? { ...line, instructions } : line));
}

export function removeLine(lines: readonly DraftLine[], key: string): DraftLine[] {
  return lines.filter((line) => line.key !== key);
}

/** How a line reads: 'Classic Smash (Double)', 'Wings (8 pieces) with BBQ, Garlic mayo'. */
export function lineLabel(line: Pick<DraftLine, 'name' | 'optionName' | 'choices'>): string {
  return describeLine(line.name, line.optionName, line.choices);
}

/** The text trimmed, or undefined when blank (an optional field left out of the body). */
export function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The object without its undefined fields: what JSON.stringify would send anyway, and what a test compares. */
export function definedFields<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/** A line as the api takes it: no price (the server prices it from the menu), no choices or blank instructions left out. */
export function lineRequest(line: DraftLine): { menuItemId: string; optionId?: string; choiceIds?: string[]; quantity: number; specialInstructions?: string } {
  return definedFields({
    menuItemId: line.menuItemId,
    optionId: line.optionId ?? undefined,
    choiceIds: line.choiceIds.length > 0 ? line.choiceIds : undefined,
    quantity: line.quantity,
    specialInstructions: optionalText(line.instructions),
  });
}
