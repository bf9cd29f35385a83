import { type ChoiceGroupInput, choiceGroupsProblem, type ChoiceGroupRow, toChoiceGroupViews } from './choice-groups.js';

const extras: ChoiceGroupRow = {
  id: 'extras',
  name: 'Extras',
  minChoices: 0,
  maxChoices: 2,
  displayOrder: 2,
  choices: [
    { id: 'bacon', name: 'Bacon', price: 100, allergens: [], displayOrder: 2 },
    { id: 'cheese', name: 'Cheese', price: 50, allergens: ['milk'], displayOrder: 1 },
    { id: 'egg', name: 'Fried egg', price: 80, allergens: ['eggs'], displayOrder: 3 },
  ],
};
const sauce: ChoiceGroupRow = {
  id: 'sauce',
  name: 'Choose your sauce',
  minChoices: 1,
  maxChoices: 1,
  displayOrder: 1,
  choices: [
    { id: 'bbq', name: 'BBQ', price: 0, allergens: ['mustard'], displayOrder: 1 },
    { id: 'garlic', name: 'Garlic mayo', price: 0, allergens: ['eggs'], displayOrder: 2 },
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
