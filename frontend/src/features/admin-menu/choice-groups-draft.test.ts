import type { AdminCategory, AdminChoice, AdminChoiceGroup, AdminMenuItem } from './admin-menu-types';
import { checkChoiceGroups, type ChoicesDraft, choicesDraft, linkChoice, linkedName, linkTargets, newChoice, sameChoiceGroups } from './choice-groups-draft';

const choice = (id: string, name: string, pricePence: number, overrides: Partial<AdminChoice> = {}): AdminChoice => ({
  id,
  name,
  pricePence,
  allergens: [],
  ownAllergens: [],
  menuItemId: null,
  menuItemOptionId: null,
  soldOut: false,
  ...overrides,
});
const group = (id: string, name: string, choices: AdminChoice[], overrides: Partial<AdminChoiceGroup> = {}): AdminChoiceGroup => ({ id, name, minChoices: 1, maxChoices: 1, half: null, choices, ...overrides });

function item(id: string, name: string, overrides: Partial<AdminMenuItem> = {}): AdminMenuItem {
  return {
    id,
    categoryId: 'c-mains',
    name,
    description: '',
    imageUrl: null,
    image: null,
    isAvailable: true,
    availableForTakeaway: true,
    displayOrder: 1,
    options: [{ id: `${id}-o`, name: 'Regular', pricePence: 500, displayOrder: 1, allergens: [], soldOut: false, soldOutUntil: null }],
    lowestPricePence: 500,
    allergens: [],
    dietaryLabels: [],
    soldOut: false,
    soldOutUntil: null,
    choiceGroups: [],
    halfPriceRule: 'dearer',
    kitchen: { stationId: null, stationUnits: 1, sizes: [], choices: [] },
    ...overrides,
  };
}
const size = (id: string, name: string, displayOrder: number) => ({ id, name, pricePence: 150, displayOrder, allergens: [], soldOut: false, soldOutUntil: null });

// The meal's drink is one size of the cans; its side is the fries, any size. The linked choices'
// `allergens` are merged with their items' (for customers); `ownAllergens` are what staff entered.
const MEAL = item('meal', 'Smash Burger Meal', {
  choiceGroups: [
    group('g-drink', 'Your drink', [choice('c-coke', 'Coca-Cola', 0, { menuItemId: 'cans', menuItemOptionId: 'cans-coke', allergens: ['sulphites'], ownAllergens: [] })]),
    group('g-side', 'Your side', [choice('c-fries', 'Fries', 0, { menuItemId: 'fries', allergens: ['gluten', 'milk'], ownAllergens: ['milk'] }), choice('c-salad', 'Side salad', 50)]),
  ],
});
const HALVES = item('pizza', 'Half and half pizza', {
  halfPriceRule: 'average',
  choiceGroups: [
    group('g-first', '1st half topping', [choice('c-pep1', 'Pepperoni', 150)], { half: 1 }),
    group('g-second', '2nd half topping', [choice('c-pep2', 'Pepperoni', 150)], { half: 2 }),
    group('g-crust', 'Crust', [choice('c-thin', 'Thin', 0)]),
  ],
});

describe('the choices draft of the Menu tab', () => {
  it('sends a meal deal’s linked choices back with their item and size, and the allergens entered on the choice, not the merged ones', () => {
    const checked = checkChoiceGroups(choicesDraft(MEAL));
    expect(checked).toEqual({
      ok: true,
      body: {
        groups: [
          { id: 'g-drink', name: 'Your drink', minChoices: 1, maxChoices: 1, choices: [{ id: 'c-coke', name: 'Coca-Cola', pricePence: 0, allergens: [], menuItemId: 'cans', menuItemOptionId: 'cans-coke' }] },
          {
            id: 'g-side',
            name: 'Your side',
            minChoices: 1,
            maxChoices: 1,
            choices: [
              { id: 'c-fries', name: 'Fries', pricePence: 0, allergens: ['milk'], menuItemId: 'fries', menuItemOptionId: null },
              // A plain choice names no item, and no price rule of halves is sent without halves.
              { id: 'c-salad', name: 'Side salad', pricePence: 50, allergens: [] },
            ],
          },
        ],
      },
    });
  });

  it('sends the halves of a half-and-half and the price rule of its halves', () => {
    const checked = checkChoiceGroups(choicesDraft(HALVES));
    expect(checked).toEqual({
      ok: true,
      body: {
        groups: [
          { id: 'g-first', name: '1st half topping', minChoices: 1, maxChoices: 1, half: 1, choices: [{ id: 'c-pep1', name: 'Pepperoni', pricePence: 150, allergens: [] }] },
          { id: 'g-second', name: '2nd half topping', minChoices: 1, maxChoices: 1, half: 2, choices: [{ id: 'c-pep2', name: 'Pepperoni', pricePence: 150, allergens: [] }] },
          { id: 'g-crust', name: 'Crust', minChoices: 1, maxChoices: 1, choices: [{ id: 'c-thin', name: 'Thin', pricePence: 0, allergens: [] }] },
        ],
        halfPriceRule: 'average',
      },
    });
  });

  it('sends a plain choice’s kitchen station and units, but none for a meal deal’s choice (its item’s counts) or a half’s (the pizza counts)', () => {
    const kitchen = (choices: [string, string, number][]) => ({ stationId: 's-oven', stationUnits: 1, sizes: [], choices: choices.map(([choiceId, stationId, stationUnits]) => ({ choiceId, stationId, stationUnits })) });
    const meal = choicesDraft({ ...MEAL, kitchen: kitchen([['c-fries', 's-fryer', 1], ['c-salad', 's-prep', 2]]) });
    expect(meal.groups[1].choices.map(({ stationId, units }) => [stationId, units])).toEqual([['s-fryer', '1'], ['s-prep', '2']]);
    const sent = checkChoiceGroups(meal);
    expect(sent.ok && sent.body.groups[1].choices).toEqual([
      { id: 'c-fries', name: 'Fries', pricePence: 0, allergens: ['milk'], menuItemId: 'fries', menuItemOptionId: null },
      { id: 'c-salad', name: 'Side salad', pricePence: 50, allergens: [], stationId: 's-prep', stationUnits: 2 },
    ]);

    const pizza = checkChoiceGroups(choicesDraft({ ...HALVES, kitchen: kitchen([['c-pep1', 's-oven', 1], ['c-thin', 's-oven', 0]]) }));
    expect(pizza.ok && pizza.body.groups.map((sentGroup) => sentGroup.choices[0])).toEqual([
      { id: 'c-pep1', name: 'Pepperoni', pricePence: 150, allergens: [] },
      { id: 'c-pep2', name: 'Pepperoni', pricePence: 150, allergens: [] },
      { id: 'c-thin', name: 'Thin', pricePence: 0, allergens: [], stationId: 's-oven', stationUnits: 0 },
    ]);
  });

  it('refuses a plain choice’s units of its station that are not a whole number from 0 to 100, at that field', () => {
    const draft = choicesDraft(MEAL);
    const [drink, side] = draft.groups;
    const salad = (units: string): ChoicesDraft => ({ ...draft, groups: [drink, { ...side, choices: [side.choices[0], { ...side.choices[1], stationId: 's-prep', units }] }] });
    expect(checkChoiceGroups(salad('101'))).toEqual({ ok: false, message: '"Side salad" in "Your side": enter its units of the station as a whole number from 0 to 100.', at: { key: 'c-salad', field: 'units' } });
    expect(checkChoiceGroups(salad('1.5')).ok).toBe(false);
    expect(checkChoiceGroups(salad(' 100 ')).ok).toBe(true);
  });

  it('refuses a half-and-half with one half only, in the server’s words, at that group’s name', () => {
    const { groups } = choicesDraft(HALVES);
    const firstOnly: ChoicesDraft = { groups: groups.filter((candidate) => candidate.half !== 2), halfPriceRule: 'dearer' };
    expect(checkChoiceGroups(firstOnly)).toEqual({ ok: false, message: 'A half-and-half needs a group for each half: add one for the 2nd half.', at: { key: 'g-first', field: 'name' } });
    const secondOnly: ChoicesDraft = { groups: groups.filter((candidate) => candidate.half !== 1), halfPriceRule: 'dearer' };
    expect(checkChoiceGroups(secondOnly)).toEqual({ ok: false, message: 'A half-and-half needs a group for each half: add one for the 1st half.', at: { key: 'g-second', field: 'name' } });
  });

  it('notices a changed item, size or half as unsaved, and the price rule only while a group is a half', () => {
    const saved = choicesDraft(MEAL);
    const [drink, side] = saved.groups;
    const withChoice = (changes: Partial<(typeof drink.choices)[number]>): ChoicesDraft => ({ ...saved, groups: [{ ...drink, choices: [{ ...drink.choices[0], ...changes }] }, side] });
    expect(sameChoiceGroups(saved, choicesDraft(MEAL))).toBe(true);
    expect(sameChoiceGroups(saved, withChoice({ menuItemOptionId: 'cans-fanta' }))).toBe(false);
    expect(sameChoiceGroups(saved, withChoice({ menuItemId: null, menuItemOptionId: null }))).toBe(false);
    expect(sameChoiceGroups(saved, { ...saved, groups: [{ ...drink, half: 1 }, side] })).toBe(false);
    // Not sent without halves, so not a change to save.
    expect(sameChoiceGroups(saved, { ...saved, halfPriceRule: 'average' })).toBe(true);

    const pizza = choicesDraft(HALVES);
    expect(sameChoiceGroups(pizza, { ...pizza, halfPriceRule: 'dearer' })).toBe(false);
  });

  it('lists every other item to link, in the menu’s order, and marks those that ask for their own choices', () => {
    const categories: AdminCategory[] = [
      { id: 'c-mains', name: 'mains', displayName: 'Mains', displayOrder: 1, isActive: true, itemCount: 2 },
      { id: 'c-drinks', name: 'drinks', displayName: 'Drinks', displayOrder: 3, isActive: true, itemCount: 1 },
      { id: 'c-sides', name: 'sides', displayName: 'Sides', displayOrder: 2, isActive: true, itemCount: 1 },
    ];
    const items = [
      item('cans', 'Canned Soft Drink', { categoryId: 'c-drinks', options: [size('cans-coke', 'Coca-Cola', 1), size('cans-fanta', 'Fanta', 2)] }),
      item('fries', 'Fries', { categoryId: 'c-sides' }),
      item('wings', 'Wings', { displayOrder: 2, choiceGroups: [group('g-sauce', 'Choose your sauce', [choice('c-bbq', 'BBQ', 0)])] }),
      { ...MEAL, displayOrder: 1 },
    ];
    const targets = linkTargets(items, categories, 'meal');
    expect(targets.map(({ name, asksForChoices }) => [name, asksForChoices])).toEqual([
      ['Wings', true],
      ['Fries', false],
      ['Canned Soft Drink', false],
    ]);
    expect(targets[2].sizes).toEqual([
      { id: 'cans-coke', name: 'Coca-Cola' },
      { id: 'cans-fanta', name: 'Fanta' },
    ]);
    expect(linkedName(targets[2], 'cans-coke')).toBe('Canned Soft Drink (Coca-Cola)');
    expect(linkedName(targets[2], null)).toBe('Canned Soft Drink (any size)');
    expect(linkedName(targets[1], null)).toBe('Fries');
  });

  it('names an unnamed choice after the item and size it becomes, and keeps a name staff typed', () => {
    const targets = linkTargets([item('cans', 'Canned Soft Drink', { options: [size('cans-coke', 'Coca-Cola', 1), size('cans-fanta', 'Fanta', 2)] }), item('fries', 'Fries')], [], 'meal');
    const cans = linkChoice(newChoice(), targets, 'cans', null);
    expect(cans).toMatchObject({ name: 'Canned Soft Drink', menuItemId: 'cans', menuItemOptionId: null });
    const coke = linkChoice(cans, targets, 'cans', 'cans-coke');
    expect(coke).toMatchObject({ name: 'Canned Soft Drink (Coca-Cola)', menuItemOptionId: 'cans-coke' });
    expect(linkChoice(coke, targets, 'cans', 'cans-fanta').name).toBe('Canned Soft Drink (Fanta)');

    const renamed = { ...coke, name: 'Coca-Cola' };
    expect(linkChoice(renamed, targets, 'cans', 'cans-fanta').name).toBe('Coca-Cola');
    // Another item drops the size; None keeps the name.
    expect(linkChoice(coke, targets, 'fries', null)).toMatchObject({ name: 'Fries', menuItemId: 'fries', menuItemOptionId: null });
    expect(linkChoice(renamed, targets, null, null)).toMatchObject({ name: 'Coca-Cola', menuItemId: null, menuItemOptionId: null });
  });
});
