import { formatOrderNumber, ORDER_NUMBER_PATTERN } from './order-number.js';

describe('formatOrderNumber', () => {
  it('reads as WK- and six unambiguous characters', () => {
    for (const n of [1, 2, 3, 999, 123_456, 2 ** 30 - 1]) expect(formatOrderNumber(n)).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('never repeats (checked over 200,000 consecutive values)', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 200_000; n += 1) seen.add(formatOrderNumber(n));
    expect(seen.size).toBe(200_000);
  });

  it('does not make consecutive orders look consecutive', () => {
    expect(formatOrderNumber(41).slice(0, 6)).not.toBe(formatOrderNumber(42).slice(0, 6));
  });

  it('is the same for the same sequence value', () => {
    expect(formatOrderNumber(77n)).toBe(formatOrderNumber(77));
  });

  it('refuses values outside its range', () => {
    expect(() => formatOrderNumber(-1)).toThrow(RangeError);
    expect(() => formatOrderNumber(2 ** 30)).toThrow(RangeError);
  });
});
