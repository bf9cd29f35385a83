import { choiceGroup, EXTRAS, menuChoice, SAUCES } from '../../test/test-menu';
import { chosenChoices, choicesPricePence, groupHint, withChoiceTicked, withOnlyChoice } from './choice-selection';

describe("a choice group's selection", () => {
  it('ticks a box until the group has its maximum, then refuses more; unticking frees a place', () => {
    let chosen = withChoiceTicked(SAUCES, ['c-dip'], 'c-bbq', true);
    chosen = withChoiceTicked(SAUCES, chosen, 'c-mayo', true);
    expect(chosen).toEqual(['c-dip', 'c-bbq', 'c-mayo']);
    expect(withChoiceTicked(SAUCES, chosen, 'c-hot', true)).toEqual(chosen);
    expect(withChoiceTicked(SAUCES, withChoiceTicked(SAUCES, chosen, 'c-bbq', false), 'c-hot', true)).toEqual(['c-dip', 'c-mayo', 'c-hot']);
  });

  it("replaces a radio group's choice, or clears it, leaving the other groups' choices", () => {
    expect(withOnlyChoice(EXTRAS, ['c-bbq', 'c-dip'], 'c-celery')).toEqual(['c-bbq', 'c-celery']);
    expect(withOnlyChoice(EXTRAS, ['c-bbq', 'c-dip'], null)).toEqual(['c-bbq']);
  });

  it("says the contract's hint, and that a group of several is full once it is", () => {
    expect(groupHint(SAUCES, ['c-bbq'])).toBe('Choose 1 to 2');
    expect(groupHint(SAUCES, ['c-bbq', 'c-hot'])).toBe('Choose 1 to 2 · limit reached');
    expect(groupHint(EXTRAS, ['c-dip'])).toBe('Optional, up to 1');
  });

  it("resolves chosen ids to the menu's choices, in the menu's order, with their group's name and without ids it does not offer", () => {
    const chosen = chosenChoices([SAUCES, EXTRAS], ['c-dip', 'gone', 'c-hot', 'c-bbq']);
    expect(chosen.map((choice) => [choice.id, choice.groupName])).toEqual([
      ['c-bbq', 'Choose your sauce'],
      ['c-hot', 'Choose your sauce'],
      ['c-dip', 'Extras'],
    ]);
    expect(choicesPricePence(chosenChoices([SAUCES, EXTRAS], ['c-mayo', 'c-dip']))).toBe(125);
  });

  it("prices a half-and-half's halves by the item's rule, as the api does", () => {
    const half = (n: 1 | 2) => choiceGroup(`g-half-${n}`, `Half ${n}`, 1, 1, [menuChoice(`c-m-${n}`, 'Margherita', 0), menuChoice(`c-f-${n}`, 'Meat Feast', 250)], n);
    const chosen = chosenChoices([half(1), half(2), EXTRAS], ['c-m-1', 'c-f-2', 'c-dip']);
    expect(chosen.map((choice) => choice.half)).toEqual([1, 2, null]);
    expect(choicesPricePence(chosen, 'dearer')).toBe(250 + 75);
    expect(choicesPricePence(chosen, 'average')).toBe(125 + 75);
  });
});
