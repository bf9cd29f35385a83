import { type ChoiceGroupInput, choiceGroupsProblem, type ChoiceGroupRow, type LinkableItem, linkedChoice, toChoiceGroupViews } from './choice-groups.js';

const extras: ChoiceGroupRow = {
  id: 'extras',
  name: 'Extras',
  minChoices: 0,
  maxChoices: 2,
  half: null,
  displayOrder: 2,
  choices: [
    { id: 'bacon', name: 'Bacon', price: 100, allergens: [], ownAllergens: [], displayOrder: 2, menuItemId: null, menuItemOptionId: null, soldOut: false },
    { id: 'cheese', name: 'Cheese', price: 50, allergens: ['milk'], ownAllergens: ['milk'], displayOrder: 1, menuItemId: null, menuItemOptionId: null, soldOut: false },
    { id: 'egg', name: 'Fried egg', price: 80, allergens: ['eggs'], ownAllergens: ['eggs'], displayOrder: 3, menuItemId: null, menuItemOptionId: null, soldOut: false },
  ],
};
const sauce: ChoiceGroupRow = {
  id: 'sauce',
  name: 'Choose your sauce',
  minChoices: 1,
  maxChoices: 1,
  half: null,
  displayOrder: 1,
  choices: [
    { id: 'bbq', name: 'BBQ', price: 0, allergens: ['mustard'], ownAllergens: ['mustard'], displayOrder: 1, menuItemId: null, menuItemOptionId: null, soldOut: false },
    { id: 'garlic', name: 'Garlic mayo', price: 0, allergens: ['eggs'], ownAllergens: ['eggs'], displayOrder: 2, menuItemId: null, menuItemOptionId: null, soldOut: false },
  ],
};

describe('choiceGroupsProblem (the Menu tab saves an item\'s groups)', () => {
  const input = (overrides: Partial<ChoiceGroupInput> = {}): ChoiceGroupInput => ({
    name: 'Choose your sauce',
    minChoices: 1,
    maxChoices: 2,
    choices: [
      { name: 'BBQ', pricePence: 0 },
      { name: 'Garlic mayo', pricePence: 50 },
    ],
    ...overrides,
  });

  it('accepts groups that can be chosen from, keeping the ids of the item\'s own groups and choices', () => {
    expect(choiceGroupsProblem([input(), input({ name: 'Extras', minChoices: 0, maxChoices: 1 })], [])).toBeNull();
    expect(choiceGroupsProblem([input({ id: 'sauce', choices: [{ id: 'bbq', name: 'BBQ', pricePence: 0 }] })], [sauce])).toBeNull();
  });

  it('refuses, in words naming the group or choice: no name, twice the same name, no choice, bounds that cannot be met', () => {
    expect(choiceGroupsProblem([input({ name: '  ' })], [])).toBe('Every choice group needs a name.');
    expect(choiceGroupsProblem([input(), input({ name: 'choose YOUR sauce ' })], [])).toBe('There are two choice groups called "choose YOUR sauce".');
    expect(choiceGroupsProblem([input({ choices: [] })], [])).toBe('"Choose your sauce" needs at least one choice.');
    expect(choiceGroupsProblem([input({ minChoices: 3, maxChoices: 2 })], [])).toBe('"Choose your sauce": the least a customer must choose cannot be more than the most.');
    expect(choiceGroupsProblem([input({ minChoices: 3, maxChoices: 3 })], [])).toBe('"Choose your sauce" asks for 3 but offers only 2.');
    expect(choiceGroupsProblem([input({ choices: [{ name: 'BBQ', pricePence: 0 }, { name: 'bbq', pricePence: 0 }] })], [])).toBe('"Choose your sauce" has two choices called "bbq".');
  });

  it("refuses ids that are not the item's (a stale screen, another item's group or choice), and one choice twice", () => {
    const stale = 'The choices changed since they were loaded. Please reload and try again.';
    expect(choiceGroupsProblem([input({ id: 'someone-elses' })], [sauce])).toBe(stale);
    expect(choiceGroupsProblem([input({ choices: [{ id: 'cheese', name: 'Cheese', pricePence: 0 }] })], [sauce])).toBe(stale);
    expect(choiceGroupsProblem([input({ choices: [{ id: 'bbq', name: 'BBQ', pricePence: 0 }, { id: 'bbq', name: 'BBQ again', pricePence: 0 }] })], [sauce])).toBe(stale);
  });
});

describe('toChoiceGroupViews', () => {
  it('lists groups and choices in display order, prices in pence and allergens in the legal order', () => {
    const views = toChoiceGroupViews([extras, { ...sauce, choices: [{ ...sauce.choices[0], allergens: ['mustard', 'celery'] }] }]);
    expect(views.map((group) => group.name)).toEqual(['Choose your sauce', 'Extras']);
    expect(views[1].choices.map((choice) => [choice.name, choice.pricePence])).toEqual([
      ['Cheese', 50],
      ['Bacon', 100],
      ['Fried egg', 80],
    ]);
    expect(views[0].choices[0].allergens).toEqual(['celery', 'mustard']);
  });
});

describe('meal deals: a choice that is another item', () => {
  const fries = {
    isAvailable: true,
    allergens: ['celery'],
    soldOutUntil: null,
    options: [
      { id: 'regular', allergens: [], soldOutUntil: null },
      { id: 'large', allergens: ['mustard'], soldOutUntil: '2031-01-01T09:00:00.000Z' },
    ],
  };

  it("joins its own allergens to the item's and the size's (every size's when it names none)", () => {
    expect(linkedChoice({ allergens: ['eggs'] }, fries, 'regular')).toEqual({ allergens: ['eggs', 'celery'], soldOut: false });
    expect(linkedChoice({ allergens: [] }, fries, null).allergens).toEqual(['celery', 'mustard']);
    expect(linkedChoice({ allergens: ['milk'] }, null, null)).toEqual({ allergens: ['milk'], soldOut: false });
  });

  it('is sold out with its size, with the item, when the item is withdrawn, or when every size is', () => {
    expect(linkedChoice({ allergens: [] }, fries, 'large').soldOut).toBe(true);
    expect(linkedChoice({ allergens: [] }, fries, null).soldOut).toBe(false);
    expect(linkedChoice({ allergens: [] }, { ...fries, soldOutUntil: '2031-01-01T09:00:00.000Z' }, 'regular').soldOut).toBe(true);
    expect(linkedChoice({ allergens: [] }, { ...fries, isAvailable: false }, 'regular').soldOut).toBe(true);
    expect(linkedChoice({ allergens: [] }, { ...fries, options: [fries.options[1]] }, null).soldOut).toBe(true);
  });

  const links = (items: Record<string, LinkableItem>) => ({ itemId: 'meal', items: new Map(Object.entries(items)) });
  const side = (choice: ChoiceGroupInput['choices'][number]): ChoiceGroupInput => ({ name: 'Your side', minChoices: 1, maxChoices: 1, choices: [choice] });
  const friesItem: LinkableItem = { name: 'Fries', optionIds: ['regular', 'large'], hasRequiredChoices: false };

  it('is saved when the item exists, is not the meal itself, asks for no choices of its own, and the size is its own', () => {
    expect(choiceGroupsProblem([side({ name: 'Fries', pricePence: 0, menuItemId: 'fries', menuItemOptionId: 'regular' })], [], links({ fries: friesItem }))).toBeNull();
    expect(choiceGroupsProblem([side({ name: 'Fries', pricePence: 0, menuItemId: 'fries' })], [], links({ fries: friesItem }))).toBeNull();
    expect(choiceGroupsProblem([side({ name: 'Meal', pricePence: 0, menuItemId: 'meal' })], [], links({}))).toBe('"Meal" cannot be the item itself.');
    expect(choiceGroupsProblem([side({ name: 'Fries', pricePence: 0, menuItemId: 'gone' })], [], links({}))).toBe('"Fries": the item it is has been deleted. Please reload and choose again.');
    expect(choiceGroupsProblem([side({ name: 'Wings', pricePence: 0, menuItemId: 'wings' })], [], links({ wings: { name: 'Hot Wings', optionIds: [], hasRequiredChoices: true } }))).toBe(
      '"Wings": Hot Wings asks for its own choices, so a meal cannot offer it.',
    );
    expect(choiceGroupsProblem([side({ name: 'Fries', pricePence: 0, menuItemId: 'fries', menuItemOptionId: 'cola' })], [], links({ fries: friesItem }))).toBe(
      '"Fries": that size of Fries no longer exists. Please choose again.',
    );
    expect(choiceGroupsProblem([side({ name: 'Fries', pricePence: 0, menuItemOptionId: 'regular' })], [], links({ fries: friesItem }))).toBe('"Fries": choose the item before its size.');
  });

  it('a half-and-half needs both halves', () => {
    const half = (n: 1 | 2): ChoiceGroupInput => ({ name: `Half ${n}`, half: n, minChoices: 1, maxChoices: 1, choices: [{ name: 'Margherita', pricePence: 0 }] });
    expect(choiceGroupsProblem([half(1), half(2)], [])).toBeNull();
    expect(choiceGroupsProblem([half(1)], [])).toBe('A half-and-half needs a group for each half: add one for the 2nd half.');
    expect(choiceGroupsProblem([half(2)], [])).toBe('A half-and-half needs a group for each half: add one for the 1st half.');
  });
});
