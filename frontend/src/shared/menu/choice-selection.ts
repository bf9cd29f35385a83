import { choiceGroupHint } from '@walkden/contract/choices';
import type { MenuChoiceGroup } from './menu-types';

type Group = Pick<MenuChoiceGroup, 'minChoices' | 'maxChoices' | 'choices'>;

/** A chosen choice with its group's name, as a cart or order line keeps it. */
export type ChosenChoice = MenuChoiceGroup['choices'][number] & { groupName: string };

/** The chosen ids' choices in the menu's order (the order the api keeps too), without ids the item does not offer. */
export function chosenChoices(groups: readonly MenuChoiceGroup[], chosenIds: readonly string[]): ChosenChoice[] {
  return groups.flatMap((group) => group.choices.filter((choice) => chosenIds.includes(choice.id)).map((choice) => ({ ...choice, groupName: group.name })));
}

/** What the choices add to the unit price. */
export const choicesPricePence = (choices: readonly { pricePence: number }[]) => choices.reduce((sum, choice) => sum + choice.pricePence, 0);

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
