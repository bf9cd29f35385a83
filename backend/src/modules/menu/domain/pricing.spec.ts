import { lowestPrice, unitPriceFor, type PricedOption } from './pricing.js';

const option = (id: string, price: number, displayOrder: number | null = null): PricedOption => ({ id, name: id, price, displayOrder });

describe('lowestPrice', () => {
  it('is the cheapest option of a multi-option item', () => {
    expect(lowestPrice([option('14"', 1299), option('10"', 899), option('12"', 1099)])).toBe(899);
  });

  it('is the only price of a single-option item', () => {
    expect(lowestPrice([option('Regular', 375)])).toBe(375);
  });

  it('is null for an item without options (shown as "Price not set")', () => {
    expect(lowestPrice([])).toBeNull();
  });

  it('counts a free option as the lowest price', () => {
    expect(lowestPrice([option('Dip', 0), option('Large', 50)])).toBe(0);
  });
});

describe('unitPriceFor (SPEC section 5)', () => {
  const options = [option('large', 1195, 2), option('regular', 950, 1)];

  it("is the selected option's price", () => {
    expect(unitPriceFor(options, 'large')).toBe(1195);
  });

  it("falls back to the first option's price in display order when none is selected", () => {
    expect(unitPriceFor(options, null)).toBe(950);
    expect(unitPriceFor(options, undefined)).toBe(950);
  });

  it("falls back to the first option's price when the selected one does not exist", () => {
    expect(unitPriceFor(options, 'gone')).toBe(950);
  });

  it('is 0 when the item has no options', () => {
    expect(unitPriceFor([], null)).toBe(0);
    expect(unitPriceFor([], 'anything')).toBe(0);
  });
});
