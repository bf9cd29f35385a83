import { normaliseAllergens } from './allergens.js';
import { sortByDisplayOrder } from './display-order.js';

/** A choice as the domain reads it from the database. */
export interface ChoiceRow {
  id: string;
  name: string;
  /** Pence added to the unit price. */
  price: number;
  allergens: string[];
  displayOrder: number;
}

/** A choice group as the domain reads it, its choices in any order. */
export interface ChoiceGroupRow {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  displayOrder: number;
  choices: ChoiceRow[];
}

export interface ChoiceView {
  id: string;
  name: string;
  pricePence: number;
  /** What this choice adds to the item's allergens, in the legal order. */
  allergens: string[];
}

export interface ChoiceGroupView {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  /** In display order. */
  choices: ChoiceView[];
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
    choices: group.choices.map((choice) => ({ id: choice.id, name: choice.name, pricePence: choice.price, allergens: normaliseAllergens(choice.allergens) })),
  }));
}

/** An item's groups as staff save them in the Menu tab: the whole list, in order; an id keeps a group or choice that exists. */
export interface ChoiceGroupInput {
  id?: string | null;
  name: string;
  minChoices: number;
  maxChoices: number;
  choices: { id?: string | null; name: string; pricePence: number; allergens?: readonly string[] }[];
}

export const MAX_CHOICE_GROUPS = 10;
export const MAX_CHOICES_PER_GROUP = 30;

/**
 * Why a set of groups cannot be saved, in words for the Menu tab; null when it can. The ids must be
 * the item's own (a stale screen, or another item's); names are unique (a group within the item, a
 * choice within its group); a group offers at least one choice and asks for no more than it offers.
 */
export function choiceGroupsProblem(requested: readonly ChoiceGroupInput[], existing: readonly ChoiceGroupRow[]): string | null {
  if (requested.length > MAX_CHOICE_GROUPS) return `An item can have up to ${MAX_CHOICE_GROUPS} choice groups.`;
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
    }
  }
  return null;
}
