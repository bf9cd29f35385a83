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
const add = (lines: GuestCartLine[], id: string, optionId: string | null, specialInstructions = '') => addGuestLine(lines, { id, menuItem: pizza, optionId, specialInstructions });

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
    expect(line).toEqual({ id: 'guest-1', menuItem: pizza, quantity: 1, optionId: 'p12', optionName: '12"', specialInstructions: '', unitPricePence: 1099 });
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
    expect(toMergeLines(lines)).toEqual([{ menuItemId: 'pizza', optionId: 'p12', quantity: 2, specialInstructions: 'Crispy' }]);
  });

  it('drops malformed stored lines instead of failing', () => {
    const good = add([], 'guest-1', 'p12')[0];
    const stored = JSON.stringify([good, { id: 'x', quantity: 1 }, { ...good, id: 'guest-2', quantity: 0 }, { ...good, id: 'not-guest' }, null]);
    expect(parseGuestCart(stored)).toEqual([good]);
    expect(parseGuestCart('{not json')).toEqual([]);
    expect(parseGuestCart(null)).toEqual([]);
  });
});
