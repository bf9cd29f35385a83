import type { MenuItemRow } from '../../../menu/domain/menu-view.js';
import {
  acceptGuestLine,
  addQuantities,
  chooseOption,
  isSameLine,
  MAX_LINE_QUANTITY,
  normaliseInstructions,
  planMerge,
  priceCartLine,
  summariseCart,
  UNAVAILABLE_REASONS,
  type StoredCartLine,
} from './cart-line.js';

const pizza: MenuItemRow = {
  id: 'pizza',
  categoryId: 'c',
  name: 'Margherita Pizza',
  description: '',
  imageUrl: '',
  isAvailable: true,
  availableForTakeaway: true,
  displayOrder: 1,
  allergens: ['gluten', 'milk'],
  dietaryLabels: ['vegetarian'],
  soldOutUntil: null,
  choiceGroups: [],
  halfPriceRule: 'dearer',
  options: [
    { id: 'p10', name: '10"', price: 899, displayOrder: 1, allergens: [], soldOutUntil: null },
    { id: 'p12', name: '12"', price: 1099, displayOrder: 2, allergens: ['sesame'], soldOutUntil: null },
  ],
};
const barm: MenuItemRow = { ...pizza, id: 'barm', name: 'Bacon Barm', options: [{ id: 'regular', name: 'Regular', price: 375, displayOrder: 1, allergens: [], soldOutUntil: null }] };

const line = (overrides: Partial<StoredCartLine> = {}): StoredCartLine => ({
  id: 'l1',
  menuItemId: 'pizza',
  optionId: 'p12',
  choices: [],
  specialInstructions: '',
  quantity: 2,
  ...overrides,
});

describe('the merge rule', () => {
  it('matches only when item, option and instructions are all the same', () => {
    const key = { menuItemId: 'pizza', optionId: 'p12', choices: [], specialInstructions: 'no basil' };
    expect(isSameLine(key, { ...key })).toBe(true);
    expect(isSameLine(key, { ...key, menuItemId: 'other' })).toBe(false);
    expect(isSameLine(key, { ...key, optionId: 'p10' })).toBe(false);
    expect(isSameLine(key, { ...key, specialInstructions: 'extra basil' })).toBe(false);
  });

  it('treats two lines without an option as the same option, and blank or padded instructions as equal', () => {
    expect(isSameLine({ menuItemId: 'x', optionId: null, choices: [], specialInstructions: '' }, { menuItemId: 'x', optionId: null, choices: [], specialInstructions: '   ' })).toBe(true);
    expect(isSameLine({ menuItemId: 'x', optionId: null, choices: [], specialInstructions: ' no salt ' }, { menuItemId: 'x', optionId: null, choices: [], specialInstructions: 'no salt' })).toBe(true);
    expect(isSameLine({ menuItemId: 'x', optionId: null, choices: [], specialInstructions: '' }, { menuItemId: 'x', optionId: 'o', choices: [], specialInstructions: '' })).toBe(false);
  });

  it('normalises instructions by trimming and capping their length', () => {
    expect(normaliseInstructions(null)).toBe('');
    expect(normaliseInstructions('  well done ')).toBe('well done');
    expect(normaliseInstructions('x'.repeat(600))).toHaveLength(500);
  });

  it('never lets a quantity pass the line limit', () => {
    expect(addQuantities(2, 1)).toBe(3);
    expect(addQuantities(MAX_LINE_QUANTITY, 1)).toBe(MAX_LINE_QUANTITY);
  });
});

describe('planMerge', () => {
  it('raises a matching line and adds the others, joining incoming duplicates first', () => {
    const existing = [line({ id: 'a', quantity: 2 }), line({ id: 'b', optionId: 'p10', quantity: 1 })];
    const plan = planMerge(existing, [
      { menuItemId: 'pizza', optionId: 'p12', choices: [], specialInstructions: ' ', quantity: 1 },
      { menuItemId: 'pizza', optionId: 'p12', choices: [], specialInstructions: '', quantity: 3 },
      { menuItemId: 'pizza', optionId: 'p12', choices: [], specialInstructions: 'well done', quantity: 1 },
      { menuItemId: 'barm', optionId: 'regular', choices: [], specialInstructions: '', quantity: 2 },
      { menuItemId: 'barm', optionId: 'regular', choices: [], specialInstructions: '', quantity: 1 },
    ]);
    expect(plan.updates).toEqual([{ id: 'a', quantity: 6 }]);
    expect(plan.inserts).toEqual([
      { menuItemId: 'pizza', optionId: 'p12', choices: [], specialInstructions: 'well done', quantity: 1 },
      { menuItemId: 'barm', optionId: 'regular', choices: [], specialInstructions: '', quantity: 3 },
    ]);
  });

  it('caps merged quantities at the line limit', () => {
    const plan = planMerge([line({ id: 'a', quantity: 98 })], [{ menuItemId: 'pizza', optionId: 'p12', choices: [], specialInstructions: '', quantity: 5 }]);
    expect(plan.updates).toEqual([{ id: 'a', quantity: MAX_LINE_QUANTITY }]);
  });

  it('says how many units each incoming line adds: all it asks, what fits under the line limit, or none', () => {
    const plan = planMerge(
      [line({ id: 'a', quantity: 98 })],
      [
        { menuItemId: 'pizza', optionId: 'p12', choices: [], specialInstructions: '', quantity: 5 },
        { menuItemId: 'pizza', optionId: 'p12', choices: [], specialInstructions: ' ', quantity: 1 },
        { menuItemId: 'barm', optionId: 'regular', choices: [], specialInstructions: '', quantity: 2 },
        { menuItemId: 'barm', optionId: 'regular', choices: [], specialInstructions: '', quantity: 98 },
        { menuItemId: 'fries', optionId: 'large', choices: [], specialInstructions: '', quantity: 120 },
      ],
    );
    expect(plan.added).toEqual([1, 0, 2, 97, MAX_LINE_QUANTITY]);
    expect(plan.inserts.map((insert) => insert.quantity)).toEqual([MAX_LINE_QUANTITY, MAX_LINE_QUANTITY]);
  });
});

describe('chooseOption', () => {
  it('takes the named option of the item', () => {
    expect(chooseOption(pizza, 'p10')).toEqual({ ok: true, option: pizza.options[0] });
  });

  it('requires an option when the item has several, and preselects the only one', () => {
    expect(chooseOption(pizza, undefined)).toEqual({ ok: false, error: 'OPTION_REQUIRED' });
    expect(chooseOption(barm, null)).toEqual({ ok: true, option: barm.options[0] });
  });

  it("refuses another item's option, an unavailable item and an item without a price", () => {
    expect(chooseOption(pizza, 'regular')).toEqual({ ok: false, error: 'OPTION_NOT_OF_ITEM' });
    expect(chooseOption({ ...pizza, isAvailable: false }, 'p10')).toEqual({ ok: false, error: 'ITEM_UNAVAILABLE' });
    expect(chooseOption({ ...pizza, options: [] }, null)).toEqual({ ok: false, error: 'ITEM_NOT_PRICED' });
  });

  it('refuses an item sold out today, or its option sold out, and still sells its other options', () => {
    const until = '2031-07-05T08:00:00.000Z';
    expect(chooseOption({ ...pizza, soldOutUntil: until }, 'p10')).toEqual({ ok: false, error: 'SOLD_OUT' });
    const twelveSoldOut = { ...pizza, options: pizza.options.map((o) => (o.id === 'p12' ? { ...o, soldOutUntil: until } : o)) };
    expect(chooseOption(twelveSoldOut, 'p12')).toEqual({ ok: false, error: 'SOLD_OUT' });
    expect(chooseOption(twelveSoldOut, 'p10')).toMatchObject({ ok: true, option: { id: 'p10' } });
    expect(chooseOption({ ...barm, options: [{ ...barm.options[0], soldOutUntil: until }] }, null)).toEqual({ ok: false, error: 'SOLD_OUT' });
  });
});

describe('priceCartLine (the unit price is the option price now, never the stored snapshot)', () => {
  it("prices from the option's current price", () => {
    expect(priceCartLine(line({ quantity: 3 }), pizza)).toEqual({
      id: 'l1',
      menuItemId: 'pizza',
      itemName: 'Margherita Pizza',
      optionId: 'p12',
      optionName: '12"',
      size: '12"',
      choices: [],
      quantity: 3,
      unitPricePence: 1099,
      lineTotalPence: 3297,
      specialInstructions: '',
      allergens: ['gluten', 'milk', 'sesame'],
      available: true,
      unavailableReason: null,
    });
    const repriced = { ...pizza, options: pizza.options.map((o) => (o.id === 'p12' ? { ...o, price: 1250 } : o)) };
    expect(priceCartLine(line({ quantity: 3 }), repriced)).toMatchObject({ unitPricePence: 1250, lineTotalPence: 3750 });
  });

  it("carries the item's allergens plus the chosen option's, and none for a removed item", () => {
    expect(priceCartLine(line({ optionId: 'p10' }), pizza).allergens).toEqual(['gluten', 'milk']);
    expect(priceCartLine(line({ optionId: 'p12' }), pizza).allergens).toEqual(['gluten', 'milk', 'sesame']);
    expect(priceCartLine(line(), undefined).allergens).toEqual([]);
  });

  it('marks a line unavailable when its item is unavailable, gone, unpriced or its option was removed', () => {
    expect(priceCartLine(line(), { ...pizza, isAvailable: false })).toMatchObject({ available: false, unavailableReason: UNAVAILABLE_REASONS.itemUnavailable });
    expect(priceCartLine(line(), undefined)).toMatchObject({ available: false, unavailableReason: UNAVAILABLE_REASONS.itemRemoved, itemName: 'Removed item' });
    expect(priceCartLine(line({ optionId: null }), { ...pizza, options: [] })).toMatchObject({ available: false, unavailableReason: 'Price not set' });
    expect(priceCartLine(line({ optionId: null }), pizza)).toMatchObject({
      available: false,
      unavailableReason: UNAVAILABLE_REASONS.optionRemoved,
      unitPricePence: 0,
      lineTotalPence: 0,
    });
  });

  it("marks a line 'Sold out today' when its item or its option is sold out, so Place Order refuses it", () => {
    const until = '2031-07-05T08:00:00.000Z';
    expect(UNAVAILABLE_REASONS.soldOut).toBe('Sold out today');
    expect(priceCartLine(line(), { ...pizza, soldOutUntil: until })).toMatchObject({ available: false, unavailableReason: 'Sold out today' });
    const twelveSoldOut = { ...pizza, options: pizza.options.map((o) => (o.id === 'p12' ? { ...o, soldOutUntil: until } : o)) };
    expect(priceCartLine(line({ optionId: 'p12' }), twelveSoldOut)).toMatchObject({ available: false, unavailableReason: 'Sold out today' });
    expect(priceCartLine(line({ optionId: 'p10' }), twelveSoldOut)).toMatchObject({ available: true, unavailableReason: null });
  });
});

describe('summariseCart', () => {
  it('totals available lines only and counts every unit', () => {
    const lines = [priceCartLine(line({ id: 'a', quantity: 2 }), pizza), priceCartLine(line({ id: 'b', menuItemId: 'barm', optionId: 'regular', quantity: 1 }), { ...barm, isAvailable: false })];
    expect(summariseCart(lines)).toEqual({ totalPence: 2198, count: 3, hasUnavailable: true });
    expect(summariseCart([])).toEqual({ totalPence: 0, count: 0, hasUnavailable: false });
  });
});

describe('acceptGuestLine', () => {
  it('accepts a line of an available item with its option, priced from the item now', () => {
    expect(acceptGuestLine({ menuItemId: 'pizza', optionId: 'p10', quantity: 2, specialInstructions: ' crispy ' }, pizza)).toEqual({
      ok: true,
      line: { menuItemId: 'pizza', optionId: 'p10', choices: [], specialInstructions: 'crispy', quantity: 2, unitPrice: 899 },
    });
    expect(acceptGuestLine({ menuItemId: 'barm', quantity: 120 }, barm)).toEqual({
      ok: true,
      line: { menuItemId: 'barm', optionId: 'regular', choices: [], specialInstructions: '', quantity: MAX_LINE_QUANTITY, unitPrice: 375 },
    });
  });

  it('rejects unknown items, bad quantities, unavailable items and wrong options with a reason', () => {
    expect(acceptGuestLine({ menuItemId: 'nope', quantity: 1 }, undefined)).toEqual({ ok: false, reason: 'MENU_ITEM_NOT_FOUND' });
    expect(acceptGuestLine({ menuItemId: 'pizza', optionId: 'p10', quantity: 0 }, pizza)).toEqual({ ok: false, reason: 'INVALID_QUANTITY' });
    expect(acceptGuestLine({ menuItemId: 'pizza', optionId: 'p10', quantity: 1.5 }, pizza)).toEqual({ ok: false, reason: 'INVALID_QUANTITY' });
    expect(acceptGuestLine({ menuItemId: 'pizza', optionId: 'p10', quantity: 1 }, { ...pizza, isAvailable: false })).toEqual({ ok: false, reason: 'ITEM_UNAVAILABLE' });
    expect(acceptGuestLine({ menuItemId: 'pizza', optionId: 'regular', quantity: 1 }, pizza)).toEqual({ ok: false, reason: 'OPTION_NOT_OF_ITEM' });
    expect(acceptGuestLine({ menuItemId: 'pizza', quantity: 1 }, pizza)).toEqual({ ok: false, reason: 'OPTION_REQUIRED' });
  });
});

describe('choices on a line (issue 28)', () => {
  const wings: MenuItemRow = {
    ...pizza,
    id: 'wings',
    name: 'Wings',
    allergens: ['gluten'],
    options: [{ id: 'w8', name: '8 pieces', price: 699, displayOrder: 1, allergens: [], soldOutUntil: null }],
    choiceGroups: [
      {
        id: 'sauces',
        name: 'Choose your sauce',
        minChoices: 1,
        maxChoices: 2,
        half: null,
        displayOrder: 1,
        choices: [
          { id: 'bbq', name: 'BBQ', price: 0, allergens: ['mustard'], ownAllergens: ['mustard'], displayOrder: 1, menuItemId: null, menuItemOptionId: null, soldOut: false },
          { id: 'garlic', name: 'Garlic mayo', price: 50, allergens: ['eggs'], ownAllergens: ['eggs'], displayOrder: 2, menuItemId: null, menuItemOptionId: null, soldOut: false },
        ],
      },
    ],
  };
  const wingsLine = (choices: { id: string; name: string }[]) => line({ menuItemId: 'wings', optionId: 'w8', choices });

  it('tells lines apart by their choices, in order', () => {
    const key = { menuItemId: 'wings', optionId: 'w8', choices: [{ id: 'bbq', name: 'BBQ' }], specialInstructions: '' };
    expect(isSameLine(key, { ...key, choices: [{ id: 'bbq', name: 'BBQ (renamed)' }] })).toBe(true);
    expect(isSameLine(key, { ...key, choices: [{ id: 'garlic', name: 'Garlic mayo' }] })).toBe(false);
    expect(isSameLine(key, { ...key, choices: [] })).toBe(false);
  });

  it("adds the choices' prices to the option's and their allergens to the item's", () => {
    const priced = priceCartLine(
      wingsLine([
        { id: 'bbq', name: 'BBQ' },
        { id: 'garlic', name: 'Garlic mayo' },
      ]),
      wings,
    );
    expect(priced.unitPricePence).toBe(749);
    expect(priced.lineTotalPence).toBe(1498);
    expect(priced.allergens).toEqual(['gluten', 'eggs', 'mustard']);
    expect(priced.choices).toEqual([
      { id: 'bbq', name: 'BBQ', groupName: 'Choose your sauce', half: null, pricePence: 0 },
      { id: 'garlic', name: 'Garlic mayo', groupName: 'Choose your sauce', half: null, pricePence: 50 },
    ]);
    expect(priced.available).toBe(true);
  });

  it('refuses a line whose choice was withdrawn since, naming it, and one whose group now asks for something else', () => {
    const withdrawn = priceCartLine(wingsLine([{ id: 'hot', name: 'Hot honey' }]), wings);
    expect(withdrawn.available).toBe(false);
    expect(withdrawn.unavailableReason).toBe(UNAVAILABLE_REASONS.choiceRemoved('Hot honey'));
    expect(withdrawn.unavailableReason).toContain('Hot honey');

    const required = priceCartLine(wingsLine([]), wings);
    expect(required.available).toBe(false);
    expect(required.unavailableReason).toBe('Choose your sauce: choose at least 1.');
  });

  it("refuses a line whose meal side has sold out since, naming it; the line's price stays shown", () => {
    const soldOut = { ...wings, choiceGroups: [{ ...wings.choiceGroups[0], choices: wings.choiceGroups[0].choices.map((choice) => ({ ...choice, soldOut: choice.id === 'garlic' })) }] };
    const priced = priceCartLine(wingsLine([{ id: 'garlic', name: 'Garlic mayo' }]), soldOut);
    expect(priced).toMatchObject({ available: false, unavailableReason: 'Garlic mayo is sold out. Remove this line and add the item again with another.', unitPricePence: 749 });
    expect(priceCartLine(wingsLine([{ id: 'bbq', name: 'BBQ' }]), soldOut).available).toBe(true);
  });

  it('prices a half-and-half by its rule: the dearer half, or the average', () => {
    const halves: MenuItemRow = {
      ...wings,
      id: 'halves',
      choiceGroups: ([1, 2] as const).map((half) => ({
        ...wings.choiceGroups[0],
        id: `half-${half}`,
        name: `Half ${half}`,
        half,
        minChoices: 1,
        maxChoices: 1,
        choices: [
          { ...wings.choiceGroups[0].choices[0], id: `margherita-${half}`, name: 'Margherita', price: 0 },
          { ...wings.choiceGroups[0].choices[0], id: `meat-${half}`, name: 'Meat Feast', price: 250 },
        ],
      })),
    };
    const halvesLine = line({ menuItemId: 'halves', optionId: 'w8', choices: [{ id: 'margherita-1', name: 'Margherita' }, { id: 'meat-2', name: 'Meat Feast' }] });
    expect(priceCartLine(halvesLine, halves)).toMatchObject({ unitPricePence: 699 + 250, choices: [{ half: 1 }, { half: 2 }] });
    expect(priceCartLine(halvesLine, { ...halves, halfPriceRule: 'average' }).unitPricePence).toBe(699 + 125);
  });

  it('takes a guest line with valid choices, priced with them, and skips one with choices that do not fit', () => {
    expect(acceptGuestLine({ menuItemId: 'wings', choiceIds: ['garlic'], quantity: 1 }, wings)).toEqual({
      ok: true,
      line: { menuItemId: 'wings', optionId: 'w8', choices: [{ id: 'garlic', name: 'Garlic mayo' }], specialInstructions: '', quantity: 1, unitPrice: 749 },
    });
    expect(acceptGuestLine({ menuItemId: 'wings', quantity: 1 }, wings)).toEqual({ ok: false, reason: 'CHOICES_INVALID' });
    expect(acceptGuestLine({ menuItemId: 'wings', choiceIds: ['pepperoni'], quantity: 1 }, wings)).toEqual({ ok: false, reason: 'CHOICES_INVALID' });
  });
});
