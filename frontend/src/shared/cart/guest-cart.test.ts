import { EXTRAS, SAUCES } from '../../test/test-menu';
import { chosenChoices } from '../menu/choice-selection';
import type { CartMenuItem } from './cart-types';
import { addGuestLine, newGuestLineId, parseGuestCart, setGuestLineQuantity, toCartLine, toMergeLines, unitPriceFor, type GuestCartLine } from './guest-cart';

const pizza: CartMenuItem = {
  id: 'pizza',
  name: 'Margherita Pizza',
  description: 'Tomato and mozzarella',
  imageUrl: null,
  isAvailable: true,
  options: [
    { id: 'p10', name: '10"', pricePence: 899, displayOrder: 1 },
    { id: 'p12', name: '12"', pricePence: 1099, displayOrder: 2 },
  ],
};
const wings: CartMenuItem = {
  id: 'wings',
  name: 'Chicken Wings',
  description: '',
  imageUrl: null,
  isAvailable: true,
  allergens: ['celery'],
  options: [{ id: 'w8', name: '8 pieces', pricePence: 749, displayOrder: 1, allergens: ['mustard'] }],
};
/** The wings' choices as the add dialog resolves them from the menu, in the order given here. */
const picked = (ids: string[]) => ids.map((id) => chosenChoices([SAUCES, EXTRAS], [id])[0]);
const add = (lines: GuestCartLine[], id: string, optionId: string | null, specialInstructions = '') => addGuestLine(lines, { id, menuItem: pizza, optionId, choices: [], specialInstructions });
const addWings = (lines: GuestCartLine[], id: string, choiceIds: string[]) => addGuestLine(lines, { id, menuItem: wings, optionId: 'w8', choices: picked(choiceIds), specialInstructions: '' });
const idsOf = (line: GuestCartLine) => line.choices.map((choice) => choice.id);

describe('the guest cart', () => {
  it("merges a line only when item, option and instructions match (SPEC section 5)", () => {
    let lines = add([], 'guest-1', 'p12', 'Extra basil');
    lines = add(lines, 'guest-2', 'p12', '  Extra basil ');
    lines = add(lines, 'guest-3', 'p12');
    lines = add(lines, 'guest-4', 'p10', 'Extra basil');
    expect(lines.map((line) => [line.id, line.optionName, line.specialInstructions, line.quantity])).toEqual([
      ['guest-1', '12"', 'Extra basil', 2],
      ['guest-3', '12"', '', 1],
      ['guest-4', '10"', 'Extra basil', 1],
    ]);
  });

  it('keeps the full menu item and the unit price on each line', () => {
    const [line] = add([], 'guest-1', 'p12');
    expect(line).toEqual({ id: 'guest-1', menuItem: pizza, quantity: 1, optionId: 'p12', optionName: '12"', choices: [], specialInstructions: '', unitPricePence: 1099 });
  });

  it("prices with the selected option, else the first option, else 0", () => {
    expect(unitPriceFor(pizza, 'p12')).toBe(1099);
    expect(unitPriceFor(pizza, null)).toBe(899);
    expect(unitPriceFor({ ...pizza, options: [] }, null)).toBe(0);
  });

  it('sets quantities and removes a line at 0 or less', () => {
    const lines = add(add([], 'guest-1', 'p12'), 'guest-2', 'p10');
    expect(setGuestLineQuantity(lines, 'guest-1', 4).map((line) => line.quantity)).toEqual([4, 1]);
    expect(setGuestLineQuantity(lines, 'guest-1', 0).map((line) => line.id)).toEqual(['guest-2']);
    expect(setGuestLineQuantity(lines, 'guest-2', -1).map((line) => line.id)).toEqual(['guest-1']);
  });

  it("generates ids starting with 'guest-'", () => {
    expect(newGuestLineId()).toMatch(/^guest-.+/);
    expect(newGuestLineId()).not.toBe(newGuestLineId());
  });

  it('shows a line like an account line, and sends only ids, quantities and instructions to merge', () => {
    const lines = add(add([], 'guest-1', 'p12', 'Crispy'), 'guest-1b', 'p12', 'Crispy');
    expect(toCartLine(lines[0])).toMatchObject({ itemName: 'Margherita Pizza', size: '12"', quantity: 2, unitPricePence: 1099, lineTotalPence: 2198, available: true });
    expect(toMergeLines(lines)).toEqual([{ menuItemId: 'pizza', optionId: 'p12', choiceIds: [], quantity: 2, specialInstructions: 'Crispy' }]);
  });

  it("prices a line with the option and its choices, as the menu had them", () => {
    expect(unitPriceFor(wings, 'w8', picked(['c-mayo', 'c-dip']))).toBe(749 + 50 + 75);
    // A half-and-half: as the dialog priced its choices by the item's rule (the dearer half), not their sum.
    const halves = [{ pricePence: 0 }, { pricePence: 250 }, { pricePence: 100 }];
    expect(unitPriceFor(pizza, 'p12', halves, 250)).toBe(1099 + 250);
    expect(unitPriceFor(pizza, 'p12', halves)).toBe(1099 + 350);
    const [line] = addWings([], 'guest-1', ['c-mayo', 'c-dip']);
    expect(line).toMatchObject({ unitPricePence: 874 });
    expect(idsOf(line)).toEqual(['c-mayo', 'c-dip']);
  });

  it('merges a line only when its choices match too, in whatever order they were ticked', () => {
    let lines = addWings([], 'guest-1', ['c-bbq', 'c-mayo']);
    lines = addWings(lines, 'guest-2', ['c-mayo', 'c-bbq']);
    lines = addWings(lines, 'guest-2b', ['c-bbq', 'c-mayo']);
    lines = addWings(lines, 'guest-3', ['c-bbq']);
    lines = addWings(lines, 'guest-4', ['c-bbq', 'c-hot']);
    expect(lines.map((line) => [line.id, idsOf(line), line.quantity])).toEqual([
      ['guest-1', ['c-bbq', 'c-mayo'], 3],
      ['guest-3', ['c-bbq'], 1],
      ['guest-4', ['c-bbq', 'c-hot'], 1],
    ]);
  });

  it("shows the choices with their groups, adds their allergens, and sends their ids to merge", () => {
    const lines = addWings([], 'guest-1', ['c-mayo', 'c-dip']);
    expect(toCartLine(lines[0])).toMatchObject({
      choices: [
        { id: 'c-mayo', name: 'Garlic mayo', groupName: 'Choose your sauce', pricePence: 50 },
        { id: 'c-dip', name: 'Blue cheese dip', groupName: 'Extras', pricePence: 75 },
      ],
      allergens: ['celery', 'eggs', 'milk', 'mustard'],
      unitPricePence: 874,
    });
    expect(toMergeLines(lines)).toEqual([{ menuItemId: 'wings', optionId: 'w8', choiceIds: ['c-mayo', 'c-dip'], quantity: 1, specialInstructions: '' }]);
  });

  it('reads a line stored before choices as having none, and drops one whose choices are malformed', () => {
    const { choices, ...stored } = add([], 'guest-1', 'p12')[0];
    expect(choices).toEqual([]);
    const [line] = parseGuestCart(JSON.stringify([stored]));
    expect(line.choices).toEqual([]);
    expect(toCartLine(line).choices).toEqual([]);
    expect(toMergeLines([line])[0].choiceIds).toEqual([]);
    expect(parseGuestCart(JSON.stringify([{ ...stored, choices: 'c-bbq' }]))).toEqual([]);
    expect(parseGuestCart(JSON.stringify([{ ...stored, choices: [{ name: 'BBQ' }] }]))).toEqual([]);
  });

  it('drops malformed stored lines instead of failing', () => {
    const good = add([], 'guest-1', 'p12')[0];
    const stored = JSON.stringify([good, { id: 'x', quantity: 1 }, { ...good, id: 'guest-2', quantity: 0 }, { ...good, id: 'not-guest' }, null]);
    expect(parseGuestCart(stored)).toEqual([good]);
    expect(parseGuestCart('{not json')).toEqual([]);
    expect(parseGuestCart(null)).toEqual([]);
  });
});
