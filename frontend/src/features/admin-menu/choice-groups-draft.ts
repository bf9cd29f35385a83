import { choiceGroupHint, type Half, type HalfPriceRule } from '@walkden/contract/choices';
import type { Allergen } from '../../shared/allergens';
import { moveInList } from '../../shared/list-order';
import { parsePounds } from '../../shared/money';
import type { AdminCategory, AdminChoiceGroup, AdminKitchen, AdminMenuItem, ChoiceGroupsInput } from './admin-menu-types';
import { parseStationUnits } from './station-units';

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
  /** Those entered on the choice itself; a meal deal's choice adds its item's besides (the server does). */
  allergens: Allergen[];
  /** A meal deal's choice: the menu item it is ("Fries"); null for a plain choice (a sauce). */
  menuItemId: string | null;
  /** One size of that item ("Regular"); null for any size. */
  menuItemOptionId: string | null;
  /** A plain choice's kitchen station (an extra patty: the grill); null for none. A meal deal's choice uses its item's. */
  stationId: string | null;
  /** Units of that station one of it takes, as typed. */
  units: string;
}

export interface ChoiceGroupDraft {
  key: string;
  id?: string;
  name: string;
  min: string;
  max: string;
  /** One half of a half-and-half pizza; null for the whole item. */
  half: Half;
  choices: ChoiceDraft[];
}

/** Everything the Choices section saves at once: the groups, and how a half-and-half prices its two halves. */
export interface ChoicesDraft {
  groups: ChoiceGroupDraft[];
  halfPriceRule: HalfPriceRule;
}

/** A field of a group or of a choice, by the row's key: where a problem is shown. */
export interface DraftField {
  key: string;
  field: 'name' | 'min' | 'max' | 'price' | 'units';
}

export type ChoiceGroupsCheck = { ok: true; body: ChoiceGroupsInput } | { ok: false; message: string; at: DraftField };

let lastKey = 0;
const newKey = () => `new-${++lastKey}`;

/** The groups as saved, ready to edit (prices in pounds, as the options editor shows them), with each choice's kitchen station. */
export function choiceGroupsDraft(groups: readonly AdminChoiceGroup[], kitchen: Pick<AdminKitchen, 'choices'>): ChoiceGroupDraft[] {
  const stationUse = new Map(kitchen.choices.map((use) => [use.choiceId, use]));
  return groups.map((group) => ({
    key: group.id,
    id: group.id,
    name: group.name,
    min: String(group.minChoices),
    max: String(group.maxChoices),
    half: group.half ?? null,
    choices: group.choices.map((choice) => ({
      key: choice.id,
      id: choice.id,
      name: choice.name,
      price: (choice.pricePence / 100).toFixed(2),
      // Not `allergens`: for a meal deal's choice those include its item's, which are not the choice's to edit.
      allergens: choice.ownAllergens,
      menuItemId: choice.menuItemId ?? null,
      menuItemOptionId: choice.menuItemOptionId ?? null,
      stationId: stationUse.get(choice.id)?.stationId ?? null,
      units: String(stationUse.get(choice.id)?.stationUnits ?? 1),
    })),
  }));
}

/** The item's choices as saved, ready to edit. */
export function choicesDraft(item: Pick<AdminMenuItem, 'choiceGroups' | 'halfPriceRule' | 'kitchen'>): ChoicesDraft {
  return { groups: choiceGroupsDraft(item.choiceGroups, item.kitchen), halfPriceRule: item.halfPriceRule };
}

export const newChoice = (): ChoiceDraft => ({ key: newKey(), name: '', price: '0.00', allergens: [], menuItemId: null, menuItemOptionId: null, stationId: null, units: '1' });

/** Most groups are "choose one" (a sauce) for the whole item; a new one starts so, with one choice to fill in. */
export const newGroup = (): ChoiceGroupDraft => ({ key: newKey(), name: '', min: '1', max: '1', half: null, choices: [newChoice()] });

/** Whether any group is one half of a half-and-half: only then does the price rule of the halves matter. */
export const hasHalves = (groups: readonly Pick<ChoiceGroupDraft, 'half'>[]) => groups.some((group) => group.half !== null);

/**
 * Whether two drafts would save the same: the keys aside, which only tell rows apart on screen, and
 * the price rule of the halves aside while no group is a half (it is not sent then).
 */
export function sameChoiceGroups(a: ChoicesDraft, b: ChoicesDraft): boolean {
  const withoutKeys = (list: readonly ChoiceGroupDraft[]) => JSON.stringify(list, (name, value: unknown) => (name === 'key' ? undefined : value));
  return withoutKeys(a.groups) === withoutKeys(b.groups) && (!hasHalves(a.groups) || a.halfPriceRule === b.halfPriceRule);
}

/** The rows with the one of `key` moved a place up or down. */
export function moveByKey<Row extends { key: string }>(rows: readonly Row[], key: string, direction: 'up' | 'down'): Row[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return moveInList([...byKey.keys()], key, direction).map((moved) => byKey.get(moved) as Row);
}

/** An item that a meal deal's choice may be, as the choice's selects list it. */
export interface LinkTarget {
  id: string;
  name: string;
  /** Its sizes (options), in display order. */
  sizes: { id: string; name: string }[];
  /** It asks customers to choose (a sauce) itself: a meal cannot ask for that, so the server refuses it. */
  asksForChoices: boolean;
  /** Its kitchen station, which a meal deal's choice of it uses; null for none. */
  stationId: string | null;
}

/** What a choice of the item `itemId` may be: every other item of the menu, by category and in the menu's order. */
export function linkTargets(items: readonly AdminMenuItem[], categories: readonly AdminCategory[], itemId: string): LinkTarget[] {
  const categoryOrder = new Map([...categories].sort((a, b) => a.displayOrder - b.displayOrder).map((category, index) => [category.id, index]));
  const place = (item: AdminMenuItem) => categoryOrder.get(item.categoryId ?? '') ?? categories.length;
  return items
    .filter((item) => item.id !== itemId)
    .sort((a, b) => place(a) - place(b) || a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
    .map((item) => ({
      id: item.id,
      name: item.name,
      sizes: item.options.map((option) => ({ id: option.id, name: option.name })),
      asksForChoices: item.choiceGroups.some((group) => group.minChoices > 0),
      stationId: item.kitchen.stationId,
    }));
}

/** The item (and size) a choice is, in words: "Fries", "Canned Soft Drink (Coca-Cola)", or "Pizza (any size)" when it has several. */
export function linkedName(target: LinkTarget, menuItemOptionId: string | null): string {
  if (menuItemOptionId === null) return target.sizes.length > 1 ? `${target.name} (any size)` : target.name;
  const size = target.sizes.find((candidate) => candidate.id === menuItemOptionId);
  return size ? `${target.name} (${size.name})` : target.name;
}

/** The name a choice is given when it becomes the item (or size): "Fries", "Canned Soft Drink (Coca-Cola)". */
function nameFor(target: LinkTarget, menuItemOptionId: string | null): string {
  const size = menuItemOptionId === null ? undefined : target.sizes.find((candidate) => candidate.id === menuItemOptionId);
  return size ? `${target.name} (${size.name})` : target.name;
}

/**
 * The choice made the item `menuItemId` (null: a plain choice again), size `menuItemOptionId` (null:
 * any size). A name left empty, or still the one the previous item or size gave it, becomes the new
 * one's ("Canned Soft Drink (Coca-Cola)", which staff may shorten); a name staff typed stays.
 */
export function linkChoice(choice: ChoiceDraft, targets: readonly LinkTarget[], menuItemId: string | null, menuItemOptionId: string | null): ChoiceDraft {
  const byId = (id: string | null) => (id === null ? undefined : targets.find((target) => target.id === id));
  const previous = byId(choice.menuItemId);
  const next = byId(menuItemId);
  const typed = choice.name.trim();
  const givenByLink = !typed || (previous !== undefined && typed === nameFor(previous, choice.menuItemOptionId));
  const name = next && givenByLink ? nameFor(next, menuItemOptionId) : choice.name;
  return { ...choice, name, menuItemId, menuItemOptionId: menuItemId === null ? null : menuItemOptionId };
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
 * most, a half-and-half with one half only); the server checks the rest (names used twice, a group
 * asking for more than it offers, an item that a meal cannot offer).
 *
 * A choice names its item only when it is a meal deal's, and a group its half only when it is one;
 * the price rule of the halves is sent only when a group is a half (left out, the server keeps it).
 * A plain choice of a whole-item group sends its kitchen station when it has one; left out, it uses
 * none (a meal deal's choice uses its item's, and a half's choices count as the pizza they are part of).
 */
export function checkChoiceGroups({ groups, halfPriceRule }: ChoicesDraft): ChoiceGroupsCheck {
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
      const link = choice.menuItemId ? { menuItemId: choice.menuItemId, menuItemOptionId: choice.menuItemOptionId } : {};
      let station: { stationId?: string; stationUnits?: number } = {};
      if (!choice.menuItemId && group.half === null && choice.stationId !== null) {
        const stationUnits = parseStationUnits(choice.units);
        if (stationUnits === null) return refuse(`"${choiceName}" in "${name}": enter its units of the station as a whole number from 0 to 100.`, choice.key, 'units');
        station = { stationId: choice.stationId, stationUnits };
      }
      choices.push({ ...(choice.id ? { id: choice.id } : {}), name: choiceName, pricePence, allergens: choice.allergens, ...link, ...station });
    }
    body.push({ ...(group.id ? { id: group.id } : {}), name, minChoices: min, maxChoices: max, ...(group.half !== null ? { half: group.half } : {}), choices });
  }
  const halved = groups.find((group) => group.half !== null);
  if (!halved) return { ok: true, body: { groups: body } };
  // The server's words: a half-and-half needs both halves. Shown at the first group of the one half there is.
  const other = halved.half === 1 ? 2 : 1;
  if (!groups.some((group) => group.half === other)) return refuse(`A half-and-half needs a group for each half: add one for the ${other === 1 ? '1st' : '2nd'} half.`, halved.key, 'name');
  return { ok: true, body: { groups: body, halfPriceRule } };
}
