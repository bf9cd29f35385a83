/**
 * Issue 28: an item's choice groups ("Choose your sauce", "Extras"), each with a minimum and a
 * maximum number of choices. The add dialog and the api check a selection with the same rules and
 * say the same words, so a customer never meets a message the dialog did not warn of.
 */

/** The least a choice group asks for: its name, its bounds and the ids of its choices. */
export interface ChoiceGroupRule {
  name: string;
  minChoices: number;
  maxChoices: number;
  choices: readonly { id: string }[];
}

/** What the dialog shows under a group: "Choose 1", "Choose up to 2", "Choose 1 to 3", or nothing for "up to any". */
export function choiceGroupHint(group: Pick<ChoiceGroupRule, 'minChoices' | 'maxChoices'>): string {
  const { minChoices: min, maxChoices: max } = group;
  if (min === max) return `Choose ${min}`;
  if (min === 0) return `Optional, up to ${max}`;
  return `Choose ${min} to ${max}`;
}

/** Why a group's selection cannot be added; null when it can. */
export function choiceGroupProblem(group: Pick<ChoiceGroupRule, 'name' | 'minChoices' | 'maxChoices'>, chosen: number): string | null {
  const { name, minChoices: min, maxChoices: max } = group;
  if (chosen < min) return min === max ? `${name}: choose ${min}.` : `${name}: choose at least ${min}.`;
  if (chosen > max) return `${name}: choose no more than ${max}.`;
  return null;
}

/** The first group, in display order, whose selection is out of bounds, with why; null when every group is satisfied. */
export function firstChoiceProblem(groups: readonly ChoiceGroupRule[], chosenIds: readonly string[]): string | null {
  const chosen = new Set(chosenIds);
  for (const group of groups) {
    const problem = choiceGroupProblem(group, group.choices.filter((choice) => chosen.has(choice.id)).length);
    if (problem) return problem;
  }
  return null;
}

/** A line's choices in one phrase for an e-mail, a ticket or a list: "BBQ sauce, Extra cheese"; '' when none. */
export function describeChoices(choices: readonly { name: string }[] | null | undefined): string {
  return (choices ?? []).map((choice) => choice.name).join(', ');
}

/** One line in a few words, for a list or a payment page: "Wings (8 pieces) with BBQ, Garlic mayo". */
export function lineLabel(name: string, size: string | null | undefined, choices?: readonly { name: string }[] | null): string {
  const chosen = describeChoices(choices);
  return `${name}${size ? ` (${size})` : ''}${chosen ? ` with ${chosen}` : ''}`;
}

/** A choice as the server prices it: pence it adds, allergens it adds. */
export interface PricedChoice {
  id: string;
  name: string;
  price: number;
  allergens: readonly string[];
}

/** A choice group with its priced choices, both in display order. */
export interface PricedChoiceGroup extends ChoiceGroupRule {
  choices: readonly PricedChoice[];
}

/** A choice as picked, with what a line needs of it: its group's name, its price and its allergens. */
export interface PickedChoice {
  id: string;
  name: string;
  groupName: string;
  price: number;
  allergens: readonly string[];
}

export type ChoicesCheck = { ok: true; picked: PickedChoice[] } | { ok: false; message: string };

/** Said of choice ids the item does not offer (withdrawn since the page was loaded, or never its own). */
export const CHOICE_WITHDRAWN = 'A choice you picked is no longer available. Please choose again.';

/**
 * Checks a selection against an item's groups as they are now (in display order): every id must be
 * one of the item's choices (a repeat counts once), and each group's count within its bounds. The
 * picked choices come back in the menu's order (group, then choice), which is how a line shows them
 * and what makes two adds of the same choices the same line.
 */
export function checkChoices(groups: readonly PricedChoiceGroup[], choiceIds: readonly string[]): ChoicesCheck {
  const requested = new Set(choiceIds);
  const offered = new Set(groups.flatMap((group) => group.choices.map((choice) => choice.id)));
  if ([...requested].some((id) => !offered.has(id))) return { ok: false, message: CHOICE_WITHDRAWN };
  const problem = firstChoiceProblem(groups, [...requested]);
  if (problem) return { ok: false, message: problem };
  const picked = groups.flatMap((group) =>
    group.choices.filter((choice) => requested.has(choice.id)).map((choice) => ({ id: choice.id, name: choice.name, groupName: group.name, price: choice.price, allergens: choice.allergens })),
  );
  return { ok: true, picked };
}

/** What the picked choices add to the unit price, in pence. */
export function choicesPrice(picked: readonly Pick<PickedChoice, 'price'>[]): number {
  return picked.reduce((sum, choice) => sum + choice.price, 0);
}
