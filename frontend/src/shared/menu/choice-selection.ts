import { choiceGroupHint, choicesPrice, type HalfPriceRule } from '@walkden/contract/choices';
import type { MenuChoiceGroup } from './menu-types';

type Group = Pick<MenuChoiceGroup, 'minChoices' | 'maxChoices' | 'choices'>;

/** A chosen choice with its group's name and half, as a cart or order line keeps it. */
export type ChosenChoice = MenuChoiceGroup['choices'][number] & { groupName: string; half: MenuChoiceGroup['half'] };

/** The chosen ids' choices in the menu's order (the order the api keeps too), without ids the item does not offer. */
export function chosenChoices(groups: readonly MenuChoiceGroup[], chosenIds: readonly string[]): ChosenChoice[] {
  return groups.flatMap((group) =>
    group.choices.filter((choice) => chosenIds.includes(choice.id)).map((choice) => ({ ...choice, groupName: group.name, half: group.half ?? null })),
  );
}

/** What the choices add to the unit price: a half-and-half's halves by the item's rule (the dearer, or the average), as the api prices them. */
export const choicesPricePence = (choices: readonly { pricePence: number; half?: MenuChoiceGroup['half'] }[], rule?: HalfPriceRule) =>
  choicesPrice(
    choices.map((choice) => ({ price: choice.pricePence, half: choice.half ?? null })),
    rule,
  );

/** What a half-and-half's note says of its price; null for any other item. */
export function halvesPriceNote(groups: readonly Pick<MenuChoiceGroup, 'half'>[], rule: HalfPriceRule): string | null {
  if (!groups.some((group) => group.half)) return null;
  return rule === 'average' ? 'Each half costs half its price.' : 'Priced at the dearer half.';
}

/** How many of the group's choices are among the chosen ids. */
export function chosenInGroup(group: Pick<Group, 'choices'>, chosenIds: readonly string[]): number {
  return group.choices.filter((choice) => chosenIds.includes(choice.id)).length;
}

/** Whether the group has all it may take: its unticked boxes are then disabled. */
export const isGroupFull = (group: Group, chosenIds: readonly string[]) => chosenInGroup(group, chosenIds) >= group.maxChoices;

/** A group of at most one (radios): the chosen ids with the group's own replaced by this choice, or by none. */
export function withOnlyChoice(group: Pick<Group, 'choices'>, chosenIds: readonly string[], choiceId: string | null): string[] {
  const others = chosenIds.filter((id) => !group.choices.some((choice) => choice.id === id));
  return choiceId === null ? others : [...others, choiceId];
}

/** A group of several (checkboxes): the chosen ids once a box is ticked (on) or unticked; a tick past the maximum changes nothing. */
export function withChoiceTicked(group: Group, chosenIds: readonly string[], choiceId: string, on: boolean): string[] {
  if (!on) return chosenIds.filter((id) => id !== choiceId);
  return chosenIds.includes(choiceId) || isGroupFull(group, chosenIds) ? [...chosenIds] : [...chosenIds, choiceId];
}

/** The words beside a group's name; once a group of several is full they say so (why its other boxes are disabled). */
export function groupHint(group: Group, chosenIds: readonly string[]): string {
  const hint = choiceGroupHint(group);
  return group.maxChoices > 1 && isGroupFull(group, chosenIds) ? `${hint} · limit reached` : hint;
}
