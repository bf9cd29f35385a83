import { choiceGroupHint } from '@walkden/contract/choices';
import type { Allergen } from '../../shared/allergens';
import { moveInList } from '../../shared/list-order';
import { parsePounds } from '../../shared/money';
import type { AdminChoiceGroup, ChoiceGroupsInput } from './admin-menu-types';

/**
 * Issue 28: an item's choice groups as staff edit them in the Menu tab, sent as one list by Save.
 * Numbers stay as typed until then; `key` tells rows apart before the server has given them an id.
 */
export interface ChoiceDraft {
  key: string;
  id?: string;
  name: string;
  /** Pounds, as typed: '0.50'. */
  price: string;
  allergens: Allergen[];
}

export interface ChoiceGroupDraft {
  key: string;
  id?: string;
  name: string;
  min: string;
  max: string;
  choices: ChoiceDraft[];
}

/** A field of a group or of a choice, by the row's key: where a problem is shown. */
export interface DraftField {
  key: string;
  field: 'name' | 'min' | 'max' | 'price';
}

export type ChoiceGroupsCheck = { ok: true; body: ChoiceGroupsInput } | { ok: false; message: string; at: DraftField };

let lastKey = 0;
const newKey = () => `new-${++lastKey}`;

/** The groups as saved, ready to edit (prices in pounds, as the options editor shows them). */
export function choiceGroupsDraft(groups: readonly AdminChoiceGroup[]): ChoiceGroupDraft[] {
  return groups.map((group) => ({
    key: group.id,
    id: group.id,
    name: group.name,
    min: String(group.minChoices),
    max: String(group.maxChoices),
    choices: group.choices.map((choice) => ({ key: choice.id, id: choice.id, name: choice.name, price: (choice.pricePence / 100).toFixed(2), allergens: choice.allergens })),
  }));
}

export const newChoice = (): ChoiceDraft => ({ key: newKey(), name: '', price: '0.00', allergens: [] });

/** Most groups are "choose one" (a sauce); a new one starts so, with one choice to fill in. */
export const newGroup = (): ChoiceGroupDraft => ({ key: newKey(), name: '', min: '1', max: '1', choices: [newChoice()] });

/** Whether two drafts would save the same: the keys aside, which only tell rows apart on screen. */
export function sameChoiceGroups(a: readonly ChoiceGroupDraft[], b: readonly ChoiceGroupDraft[]): boolean {
  const withoutKeys = (list: readonly ChoiceGroupDraft[]) => JSON.stringify(list, (name, value: unknown) => (name === 'key' ? undefined : value));
  return withoutKeys(a) === withoutKeys(b);
}

/** The rows with the one of `key` moved a place up or down. */
export function moveByKey<Row extends { key: string }>(rows: readonly Row[], key: string, direction: 'up' | 'down'): Row[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return moveInList([...byKey.keys()], key, direction).map((moved) => byKey.get(moved) as Row);
}

const WHOLE_NUMBER = /^\d+$/;
const wholeNumber = (typed: string) => (WHOLE_NUMBER.test(typed.trim()) ? Number(typed.trim()) : null);
/** What the customer will read under the group ("Choose 1 to 2"), once its numbers make sense; null before. */
export function draftHint(group: Pick<ChoiceGroupDraft, 'min' | 'max'>): string | null {
  const min = wholeNumber(group.min);
  const max = wholeNumber(group.max);
  return min !== null && max !== null && max >= 1 && min <= max ? choiceGroupHint({ minChoices: min, maxChoices: max }) : null;
}

const refuse = (message: string, key: string, field: DraftField['field']): ChoiceGroupsCheck => ({ ok: false, message, at: { key, field } });

/**
 * The body of the PUT, or the first thing in the form that stops it, in display order. Only what the
 * form itself can tell (a name left empty, a number or price that is not one, at least more than at
 * most); the server checks the rest (names used twice, a group asking for more than it offers).
 */
export function checkChoiceGroups(groups: readonly ChoiceGroupDraft[]): ChoiceGroupsCheck {
  const body: ChoiceGroupsInput['groups'] = [];
  for (const [index, group] of groups.entries()) {
    const name = group.name.trim();
    if (!name) return refuse(`Choice group ${index + 1} needs a name.`, group.key, 'name');
    const min = wholeNumber(group.min);
    const max = wholeNumber(group.max);
    if (min === null) return refuse(`"${name}": enter the least a customer must choose as a whole number (0 when choosing is optional).`, group.key, 'min');
    if (max === null || max < 1) return refuse(`"${name}": the most a customer may choose must be a whole number, at least 1.`, group.key, 'max');
    if (min > max) return refuse(`"${name}": the least a customer must choose (${min}) cannot be more than the most (${max}).`, group.key, 'min');
    const choices: ChoiceGroupsInput['groups'][number]['choices'] = [];
    for (const choice of group.choices) {
      const choiceName = choice.name.trim();
      if (!choiceName) return refuse(`Every choice in "${name}" needs a name.`, choice.key, 'name');
      const pricePence = parsePounds(choice.price);
      if (pricePence === null) return refuse(`"${choiceName}" in "${name}": enter a price in pounds, such as 0.50 (0 when it is free).`, choice.key, 'price');
      choices.push({ ...(choice.id ? { id: choice.id } : {}), name: choiceName, pricePence, allergens: choice.allergens });
    }
    body.push({ ...(group.id ? { id: group.id } : {}), name, minChoices: min, maxChoices: max, choices });
  }
  return { ok: true, body: { groups: body } };
}
