import {
  CHOICE_WITHDRAWN,
  checkChoices,
  choiceGroupHint,
  choiceGroupProblem,
  choicesPrice,
  choiceText,
  describeChoices,
  firstChoiceProblem,
  lineLabel,
  type PricedChoiceGroup,
} from './choices.js';

const sauce = { name: 'Choose your sauce', minChoices: 1, maxChoices: 1, choices: [{ id: 'bbq' }, { id: 'garlic' }] };
const extras = { name: 'Extras', minChoices: 0, maxChoices: 2, choices: [{ id: 'cheese' }, { id: 'bacon' }, { id: 'jalapenos' }] };
const dips = { name: 'Dips', minChoices: 2, maxChoices: 3, choices: [{ id: 'ketchup' }, { id: 'mayo' }, { id: 'bbq-dip' }, { id: 'curry' }] };

describe('choice groups, shared rules', () => {
  it('tells the customer what each group asks before they choose', () => {
    expect(choiceGroupHint(sauce)).toBe('Choose 1');
    expect(choiceGroupHint(extras)).toBe('Optional, up to 2');
    expect(choiceGroupHint(dips)).toBe('Choose 2 to 3');
  });

  it('names the group and its bound when a selection is too small or too large', () => {
    expect(choiceGroupProblem(sauce, 0)).toBe('Choose your sauce: choose 1.');
    expect(choiceGroupProblem(dips, 1)).toBe('Dips: choose at least 2.');
    expect(choiceGroupProblem(extras, 3)).toBe('Extras: choose no more than 2.');
    expect(choiceGroupProblem(extras, 0)).toBeNull();
    expect(choiceGroupProblem(dips, 3)).toBeNull();
  });

  it('reports the first group out of bounds, in the order given, counting only its own choices', () => {
    expect(firstChoiceProblem([sauce, extras], ['cheese'])).toBe('Choose your sauce: choose 1.');
    expect(firstChoiceProblem([sauce, extras], ['bbq', 'cheese', 'bacon', 'jalapenos'])).toBe('Extras: choose no more than 2.');
    expect(firstChoiceProblem([sauce, extras], ['garlic', 'bacon'])).toBeNull();
    expect(firstChoiceProblem([], [])).toBeNull();
  });
});

const wingSauces: PricedChoiceGroup = {
  name: 'Choose your sauce',
  minChoices: 1,
  maxChoices: 1,
  choices: [
    { id: 'bbq', name: 'BBQ', price: 0, allergens: ['mustard'] },
    { id: 'garlic', name: 'Garlic mayo', price: 0, allergens: ['eggs'] },
  ],
};
const wingExtras: PricedChoiceGroup = {
  name: 'Extras',
  minChoices: 0,
  maxChoices: 2,
  choices: [
    { id: 'cheese', name: 'Cheese', price: 50, allergens: ['milk'] },
    { id: 'bacon', name: 'Bacon', price: 100, allergens: [] },
    { id: 'egg', name: 'Fried egg', price: 80, allergens: ['eggs'] },
  ],
};

describe('checkChoices (groups in display order)', () => {
  it("gives the picked choices in the menu's order (group, then choice), whatever order they were sent in, and their price", () => {
    const check = checkChoices([wingSauces, wingExtras], ['bacon', 'garlic', 'cheese']);
    expect(check).toEqual({
      ok: true,
      picked: [
        { id: 'garlic', name: 'Garlic mayo', groupName: 'Choose your sauce', half: null, price: 0, allergens: ['eggs'] },
        { id: 'cheese', name: 'Cheese', groupName: 'Extras', half: null, price: 50, allergens: ['milk'] },
        { id: 'bacon', name: 'Bacon', groupName: 'Extras', half: null, price: 100, allergens: [] },
      ],
    });
    expect(check.ok && choicesPrice(check.picked)).toBe(150);
  });

  it('refuses a required group left empty and a group over its maximum, naming the group', () => {
    expect(checkChoices([wingSauces, wingExtras], ['cheese'])).toEqual({ ok: false, message: 'Choose your sauce: choose 1.' });
    expect(checkChoices([wingSauces, wingExtras], ['bbq', 'cheese', 'bacon', 'egg'])).toEqual({ ok: false, message: 'Extras: choose no more than 2.' });
    expect(checkChoices([wingSauces, wingExtras], ['bbq', 'garlic'])).toEqual({ ok: false, message: 'Choose your sauce: choose no more than 1.' });
  });

  it("refuses a choice the item does not offer (withdrawn since, or another item's)", () => {
    expect(checkChoices([wingSauces, wingExtras], ['bbq', 'pineapple'])).toEqual({ ok: false, message: CHOICE_WITHDRAWN });
    expect(checkChoices([], ['bbq'])).toEqual({ ok: false, message: CHOICE_WITHDRAWN });
  });

  it('counts a choice sent twice once, and takes no choices for an item without groups', () => {
    expect(checkChoices([wingSauces], ['bbq', 'bbq'])).toMatchObject({ ok: true, picked: [{ id: 'bbq' }] });
    expect(checkChoices([], [])).toEqual({ ok: true, picked: [] });
  });

  it('names a line in a few words, with its size and choices', () => {
    expect(describeChoices([{ name: 'BBQ' }, { name: 'Cheese' }])).toBe('BBQ, Cheese');
    expect(lineLabel('Wings', '8 pieces', [{ name: 'BBQ' }])).toBe('Wings (8 pieces) with BBQ');
    expect(lineLabel('Fries', null, [])).toBe('Fries');
  });

  it('marks a half-and-half’s choices with their half', () => {
    expect(choiceText({ name: 'Pepperoni', half: 1 })).toBe('1st half: Pepperoni');
    expect(describeChoices([{ name: 'Margherita', half: 1 }, { name: 'Meat Feast', half: 2 }, { name: 'Garlic dip', half: null }])).toBe(
      '1st half: Margherita, 2nd half: Meat Feast, Garlic dip',
    );
  });
});

describe('meal deals: a choice whose item is sold out', () => {
  const drinks: PricedChoiceGroup = {
    name: 'Your drink',
    minChoices: 1,
    maxChoices: 1,
    choices: [
      { id: 'cola', name: 'Cola', price: 0, allergens: [] },
      { id: 'shake', name: 'Milkshake', price: 200, allergens: ['milk'], soldOut: true },
    ],
  };

  it('is refused by name; the others are still picked', () => {
    expect(checkChoices([drinks], ['shake'])).toEqual({ ok: false, message: 'Milkshake is sold out. Please choose another.' });
    expect(checkChoices([drinks], ['cola'])).toMatchObject({ ok: true, picked: [{ id: 'cola' }] });
  });
});

describe('choicesPrice: a half-and-half', () => {
  const picked = [
    { price: 0, half: 1 as const },
    { price: 100, half: 1 as const },
    { price: 250, half: 2 as const },
    { price: 80, half: null },
  ];

  it('charges the dearer half by default, and every whole-item choice', () => {
    expect(choicesPrice(picked)).toBe(250 + 80);
    expect(choicesPrice(picked, 'dearer')).toBe(250 + 80);
  });

  it('or the average of the two halves, rounded up to a penny', () => {
    expect(choicesPrice(picked, 'average')).toBe(175 + 80);
    expect(choicesPrice([{ price: 0, half: 1 }, { price: 125, half: 2 }], 'average')).toBe(63);
  });

  it('sums an item without halves, whatever its rule', () => {
    expect(choicesPrice([{ price: 50 }, { price: 80 }], 'average')).toBe(130);
  });
});
