import type { Half } from '@walkden/contract/choices';
import { normaliseAllergens } from './allergens.js';
import { sortByDisplayOrder } from './display-order.js';
import type { StationUse } from './stations.js';

/** A choice as the domain reads it from the database. */
export interface ChoiceRow {
  id: string;
  name: string;
  /** Pence added to the unit price. */
  price: number;
  /** Its own and, for a meal deal's choice, those of the item (or size) it is. */
  allergens: string[];
  /** As staff entered them on the choice itself. */
  ownAllergens: string[];
  displayOrder: number;
  /** A meal deal's choice: the item it is, and the size of it (null: the item, whatever its size). */
  menuItemId: string | null;
  menuItemOptionId: string | null;
  /** A meal deal's choice whose item or size is sold out or withdrawn now. */
  soldOut: boolean;
  /** Issue 28: the kitchen work one of it adds (choiceStationUse); null or absent: none. */
  stationUse?: StationUse | null;
}

/** A choice group as the domain reads it, its choices in any order. */
export interface ChoiceGroupRow {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  /** One half of a half-and-half; null for the whole item. */
  half: Half;
  displayOrder: number;
  choices: ChoiceRow[];
}

export interface ChoiceView {
  id: string;
  name: string;
  pricePence: number;
  /** What this choice adds to the item's allergens, in the legal order. */
  allergens: string[];
  /** Those entered on the choice itself, which the Menu tab edits (a meal deal's choice adds its item's). */
  ownAllergens: string[];
  /** A meal deal's choice: the item and size it is, so that the Menu tab can show and keep the link. */
  menuItemId: string | null;
  menuItemOptionId: string | null;
  /** Shown, not pickable: the meal's side or drink is sold out. */
  soldOut: boolean;
}

export interface ChoiceGroupView {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  half: Half;
  /** In display order. */
  choices: ChoiceView[];
}

/** What the domain needs of the item or size a meal deal's choice is. */
export interface LinkedItem {
  isAvailable: boolean;
  allergens: readonly string[];
  soldOutUntil: string | null;
  options: readonly { id: string; allergens: readonly string[]; soldOutUntil: string | null }[];
}

/**
 * A meal deal's choice as it reads now: its allergens are its own, the item's and the size's (every
 * size's, when it names none: the kitchen may hand over any); it is sold out when the item is
 * withdrawn or sold out, or the size is (every size, when it names none).
 */
export function linkedChoice(own: { allergens: readonly string[] }, item: LinkedItem | null, optionId: string | null): { allergens: string[]; soldOut: boolean } {
  if (!item) return { allergens: [...own.allergens], soldOut: false };
  const sizes = optionId ? item.options.filter((option) => option.id === optionId) : item.options;
  return {
    allergens: [...new Set([...own.allergens, ...item.allergens, ...sizes.flatMap((option) => option.allergens)])],
    soldOut: !item.isAvailable || item.soldOutUntil !== null || sizes.length === 0 || sizes.every((option) => option.soldOutUntil !== null),
  };
}

/** Groups in display order, each with its choices in display order. */
export function sortChoiceGroups(groups: readonly ChoiceGroupRow[]): ChoiceGroupRow[] {
  return sortByDisplayOrder(groups).map((group) => ({ ...group, choices: sortByDisplayOrder(group.choices) }));
}

export function toChoiceGroupViews(groups: readonly ChoiceGroupRow[]): ChoiceGroupView[] {
  return sortChoiceGroups(groups).map((group) => ({
    id: group.id,
    name: group.name,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    half: group.half,
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      pricePence: choice.price,
      allergens: normaliseAllergens(choice.allergens),
      ownAllergens: normaliseAllergens(choice.ownAllergens),
      menuItemId: choice.menuItemId,
      menuItemOptionId: choice.menuItemOptionId,
      soldOut: choice.soldOut,
    })),
  }));
}

/** An item's groups as staff save them in the Menu tab: the whole list, in order; an id keeps a group or choice that exists. */
export interface ChoiceGroupInput {
  id?: string | null;
  name: string;
  minChoices: number;
  maxChoices: number;
  /** One half of a half-and-half; left out or null for the whole item. */
  half?: Half;
  choices: { id?: string | null; name: string; pricePence: number; allergens?: readonly string[]; menuItemId?: string | null; menuItemOptionId?: string | null; stationId?: string | null; stationUnits?: number }[];
}

/** What the rules need of an item a meal deal's choice may be. */
export interface LinkableItem {
  name: string;
  optionIds: readonly string[];
  /** Groups it asks the customer to choose from (a sauce): a meal cannot ask for them, so it cannot offer the item. */
  hasRequiredChoices: boolean;
}

export const MAX_CHOICE_GROUPS = 10;
export const MAX_CHOICES_PER_GROUP = 30;

/**
 * Why a set of groups cannot be saved, in words for the Menu tab; null when it can. The ids must be
 * the item's own (a stale screen, or another item's); names are unique (a group within the item, a
 * choice within its group); a group offers at least one choice and asks for no more than it offers.
 */
export function choiceGroupsProblem(
  requested: readonly ChoiceGroupInput[],
  existing: readonly ChoiceGroupRow[],
  /** The item being saved, and every item a choice names (absent: it does not exist). */
  links: { itemId: string; items: ReadonlyMap<string, LinkableItem> } = { itemId: '', items: new Map() },
): string | null {
  if (requested.length > MAX_CHOICE_GROUPS) return `An item can have up to ${MAX_CHOICE_GROUPS} choice groups.`;
  const halves = new Set(requested.map((group) => group.half ?? null).filter((half) => half !== null));
  if (halves.size === 1) return `A half-and-half needs a group for each half: add one for the ${halves.has(1) ? '2nd' : '1st'} half.`;
  const groupIds = new Set(existing.map((group) => group.id));
  const choiceIds = new Set(existing.flatMap((group) => group.choices.map((choice) => choice.id)));
  const groupNames = new Set<string>();
  const seenChoiceIds = new Set<string>();
  for (const group of requested) {
    const name = group.name.trim();
    if (name === '') return 'Every choice group needs a name.';
    if (groupNames.has(name.toLowerCase())) return `There are two choice groups called "${name}".`;
    groupNames.add(name.toLowerCase());
    if (group.id && !groupIds.has(group.id)) return 'The choices changed since they were loaded. Please reload and try again.';
    if (group.choices.length === 0) return `"${name}" needs at least one choice.`;
    if (group.choices.length > MAX_CHOICES_PER_GROUP) return `"${name}" can have up to ${MAX_CHOICES_PER_GROUP} choices.`;
    if (group.maxChoices < 1) return `"${name}": the most a customer may choose must be at least 1.`;
    if (group.minChoices < 0 || group.minChoices > group.maxChoices) return `"${name}": the least a customer must choose cannot be more than the most.`;
    if (group.minChoices > group.choices.length) return `"${name}" asks for ${group.minChoices} but offers only ${group.choices.length}.`;
    const choiceNames = new Set<string>();
    for (const choice of group.choices) {
      const choiceName = choice.name.trim();
      if (choiceName === '') return `Every choice in "${name}" needs a name.`;
      if (choiceNames.has(choiceName.toLowerCase())) return `"${name}" has two choices called "${choiceName}".`;
      choiceNames.add(choiceName.toLowerCase());
      if (choice.id && (!choiceIds.has(choice.id) || seenChoiceIds.has(choice.id))) return 'The choices changed since they were loaded. Please reload and try again.';
      if (choice.id) seenChoiceIds.add(choice.id);
      const linkProblem = choiceLinkProblem(choice, choiceName, links);
      if (linkProblem) return linkProblem;
    }
  }
  return null;
}

/** Why a meal deal's choice cannot be the item (or size) it names; null when it can, or names none. */
function choiceLinkProblem(
  choice: ChoiceGroupInput['choices'][number],
  choiceName: string,
  links: { itemId: string; items: ReadonlyMap<string, LinkableItem> },
): string | null {
  if (!choice.menuItemId) return choice.menuItemOptionId ? `"${choiceName}": choose the item before its size.` : null;
  if (choice.menuItemId === links.itemId) return `"${choiceName}" cannot be the item itself.`;
  const item = links.items.get(choice.menuItemId);
  if (!item) return `"${choiceName}": the item it is has been deleted. Please reload and choose again.`;
  if (item.hasRequiredChoices) return `"${choiceName}": ${item.name} asks for its own choices, so a meal cannot offer it.`;
  if (choice.menuItemOptionId && !item.optionIds.includes(choice.menuItemOptionId)) return `"${choiceName}": that size of ${item.name} no longer exists. Please choose again.`;
  return null;
}
