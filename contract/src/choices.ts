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

/** How a half-and-half prices its two halves: the dearer half's choices, or the average of the two (rounded up to a penny). */
export type HalfPriceRule = 'dearer' | 'average';
export const HALF_PRICE_RULES: readonly HalfPriceRule[] = ['dearer', 'average'];

/** Which half of a half-and-half pizza a group (and its choices) belongs to; null for the whole item. */
export type Half = 1 | 2 | null;

/** A choice as a line shows it: "Pepperoni", or "1st half: Pepperoni" on a half-and-half. */
export function choiceText(choice: { name: string; half?: Half }): string {
  return choice.half ? `${choice.half === 1 ? '1st' : '2nd'} half: ${choice.name}` : choice.name;
}

/** A line's choices in one phrase for an e-mail, a ticket or a list: "BBQ sauce, Extra cheese"; '' when none. */
export function describeChoices(choices: readonly { name: string; half?: Half }[] | null | undefined): string {
  return (choices ?? []).map(choiceText).join(', ');
}

/** One line in a few words, for a list or a payment page: "Wings (8 pieces) with BBQ, Garlic mayo". */
export function lineLabel(name: string, size: string | null | undefined, choices?: readonly { name: string; half?: Half }[] | null): string {
  const chosen = describeChoices(choices);
  return `${name}${size ? ` (${size})` : ''}${chosen ? ` with ${chosen}` : ''}`;
}

/** A choice as the server prices it: pence it adds, allergens it adds. */
export interface PricedChoice {
  id: string;
  name: string;
  price: number;
  allergens: readonly string[];
  /** A meal deal's choice whose item (or size of it) is sold out or withdrawn: it cannot be picked. */
  soldOut?: boolean;
}

/** A choice group with its priced choices, both in display order. */
export interface PricedChoiceGroup extends ChoiceGroupRule {
  choices: readonly PricedChoice[];
  half?: Half;
}

/** A choice as picked, with what a line needs of it: its group's name, its half, its price and its allergens. */
export interface PickedChoice {
  id: string;
  name: string;
  groupName: string;
  half: Half;
  price: number;
  allergens: readonly string[];
}

/** Said of a meal deal's choice whose item has sold out since the page was loaded. */
export const choiceSoldOut = (name: string) => `${name} is sold out. Please choose another.`;

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
  const picked = pickChoices(groups, requested);
  const soldOut = groups.flatMap((group) => group.choices).find((choice) => choice.soldOut && requested.has(choice.id));
  if (soldOut) return { ok: false, message: choiceSoldOut(soldOut.name) };
  return { ok: true, picked };
}

/** The groups' choices among the ids, in the menu's order, with what a line needs of each (whatever the groups' bounds). */
export function pickChoices(groups: readonly PricedChoiceGroup[], ids: ReadonlySet<string>): PickedChoice[] {
  return groups.flatMap((group) =>
    group.choices
      .filter((choice) => ids.has(choice.id))
      .map((choice) => ({ id: choice.id, name: choice.name, groupName: group.name, half: group.half ?? null, price: choice.price, allergens: choice.allergens })),
  );
}

/**
 * What the picked choices add to the unit price, in pence: every whole-item choice, and of a
 * half-and-half's two halves the dearer (or, by the item's rule, their average rounded up).
 */
export function choicesPrice(picked: readonly { price: number; half?: Half }[], rule: HalfPriceRule = 'dearer'): number {
  const sum = (half: Half) => picked.filter((choice) => (choice.half ?? null) === half).reduce((total, choice) => total + choice.price, 0);
  const [first, second] = [sum(1), sum(2)];
  const halves = rule === 'average' ? Math.ceil((first + second) / 2) : Math.max(first, second);
  return sum(null) + halves;
}
