import type { MenuItemRow } from '../../menu/domain/menu-view.js';
import { planOrderAgain, type PastOrderLine, ORDER_AGAIN_REASONS } from './order-again.js';

const burger: MenuItemRow = {
  id: 'burger',
  categoryId: 'c',
  name: 'Smash Burger',
  description: '',
  imageUrl: '',
  isAvailable: true,
  availableForTakeaway: true,
  displayOrder: 1,
  allergens: [],
  dietaryLabels: [],
  soldOutUntil: null,
  choiceGroups: [],
  halfPriceRule: 'dearer',
  options: [
    { id: 'single', name: 'Single', price: 700, displayOrder: 1, allergens: [], soldOutUntil: null },
    { id: 'double', name: 'Double', price: 950, displayOrder: 2, allergens: [], soldOutUntil: null },
  ],
};
const fries: MenuItemRow = { ...burger, id: 'fries', name: 'Fries', options: [{ id: 'regular', name: 'Regular', price: 300, displayOrder: 1, allergens: [], soldOutUntil: null }] };
const SOLD_OUT_UNTIL = '2031-01-15T09:00:00.000Z';

const past = (overrides: Partial<PastOrderLine> = {}): PastOrderLine => ({
  menuItemId: 'burger',
  optionId: 'double',
  itemName: 'Smash Burger',
  size: 'Double',
  choices: [],
  quantity: 2,
  specialInstructions: '',
  ...overrides,
});
const menuOf = (...items: MenuItemRow[]) => new Map(items.map((item) => [item.id, item]));

describe('planOrderAgain', () => {
  it("puts each line back with its item, option, quantity and instructions, at today's price and names", () => {
    const renamed = { ...burger, name: 'Classic Smash', options: [burger.options[0], { ...burger.options[1], name: 'Big Double', price: 1050 }] };
    const plan = planOrderAgain([past({ specialInstructions: ' No onions ' }), past({ menuItemId: 'fries', optionId: 'regular', itemName: 'Fries', size: 'Regular', quantity: 1 })], menuOf(renamed, fries));

    expect(plan.lines).toEqual([
      { menuItemId: 'burger', optionId: 'double', choices: [], specialInstructions: 'No onions', quantity: 2, unitPrice: 1050, itemName: 'Classic Smash', size: 'Big Double' },
      { menuItemId: 'fries', optionId: 'regular', choices: [], specialInstructions: '', quantity: 1, unitPrice: 300, itemName: 'Fries', size: 'Regular' },
    ]);
    expect(plan.unavailable).toEqual([]);
  });

  it('names, as ordered, a line whose item was deleted, is unavailable, unpriced or sold out', () => {
    const plan = planOrderAgain(
      [
        past({ menuItemId: null, itemName: 'Old Special', size: 'Large' }),
        past({ menuItemId: 'gone', itemName: 'Gone Burger' }),
        past({ menuItemId: 'fries', optionId: 'regular', itemName: 'Fries', size: 'Regular' }),
        past(),
      ],
      menuOf({ ...burger, soldOutUntil: SOLD_OUT_UNTIL }, { ...fries, isAvailable: false }),
    );

    expect(plan.lines).toEqual([]);
    expect(plan.unavailable).toEqual([
      { itemName: 'Old Special', size: 'Large', reason: ORDER_AGAIN_REASONS.removed },
      { itemName: 'Gone Burger', size: 'Double', reason: ORDER_AGAIN_REASONS.removed },
      { itemName: 'Fries', size: 'Regular', reason: ORDER_AGAIN_REASONS.unavailable },
      { itemName: 'Smash Burger', size: 'Double', reason: ORDER_AGAIN_REASONS.soldOut },
    ]);
    expect(planOrderAgain([past()], menuOf({ ...burger, options: [] })).unavailable[0].reason).toBe(ORDER_AGAIN_REASONS.unavailable);
  });

  it('refuses a line whose option is sold out while the item is not', () => {
    const plan = planOrderAgain([past(), past({ optionId: 'single', size: 'Single', quantity: 1 })], menuOf({ ...burger, options: [burger.options[0], { ...burger.options[1], soldOutUntil: SOLD_OUT_UNTIL }] }));

    expect(plan.lines.map((line) => line.optionId)).toEqual(['single']);
    expect(plan.unavailable).toEqual([{ itemName: 'Smash Burger', size: 'Double', reason: 'Sold out today' }]);
  });

  it('never swaps in another option for one deleted since, even when the item has a single option left', () => {
    const plan = planOrderAgain([past({ optionId: null }), past({ optionId: 'large', size: 'Large' })], menuOf({ ...burger, options: [burger.options[0]] }));

    expect(plan.lines).toEqual([]);
    expect(plan.unavailable).toEqual([
      { itemName: 'Smash Burger', size: 'Double', reason: 'Option no longer offered' },
      { itemName: 'Smash Burger', size: 'Large', reason: 'Option no longer offered' },
    ]);
  });
});
