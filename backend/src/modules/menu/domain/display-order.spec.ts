import { compareByDisplayOrder, DISPLAY_ORDER_FALLBACK, effectiveDisplayOrder, nextCategoryOrder, nextOptionOrder, planReorder, sortByDisplayOrder } from './display-order.js';

describe('display order', () => {
  it('treats a missing order as 999', () => {
    expect(DISPLAY_ORDER_FALLBACK).toBe(999);
    expect(effectiveDisplayOrder(null)).toBe(999);
    expect(effectiveDisplayOrder(undefined)).toBe(999);
    expect(effectiveDisplayOrder(0)).toBe(0);
    expect(effectiveDisplayOrder(3)).toBe(3);
  });

  it('sorts by order, a missing order after 998 and before 1000, without changing the input', () => {
    const rows = [
      { name: 'Late', displayOrder: 1000 },
      { name: 'Unordered', displayOrder: null },
      { name: 'First', displayOrder: 1 },
      { name: 'Almost', displayOrder: 998 },
    ];
    expect(sortByDisplayOrder(rows).map((row) => row.name)).toEqual(['First', 'Almost', 'Unordered', 'Late']);
    expect(rows[0].name).toBe('Late');
  });

  it('breaks ties by name, so that equal orders list the same way every time', () => {
    const rows = [
      { name: 'Wings', displayOrder: 2 },
      { name: 'Burger', displayOrder: null },
      { name: 'Bucket', displayOrder: 2 },
      { name: 'Apple pie', displayOrder: 999 },
    ];
    expect(sortByDisplayOrder(rows).map((row) => row.name)).toEqual(['Bucket', 'Wings', 'Apple pie', 'Burger']);
    expect(compareByDisplayOrder(rows[1], rows[3])).toBeGreaterThan(0);
  });
});

describe('planReorder', () => {
  it('numbers the rearranged rows from 1', () => {
    expect(planReorder(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual([
      { id: 'c', displayOrder: 1 },
      { id: 'a', displayOrder: 2 },
      { id: 'b', displayOrder: 3 },
    ]);
  });

  it.each([
    ['a row missing', ['a', 'b']],
    ['a row repeated', ['a', 'b', 'b']],
    ['a row from elsewhere', ['a', 'b', 'x']],
    ['an extra row', ['a', 'b', 'c', 'x']],
  ])('refuses a list with %s', (_case, requested) => {
    expect(planReorder(['a', 'b', 'c'], requested)).toBeNull();
  });
});

describe('new display orders', () => {
  it('puts a new category after the maximum, counting a missing order as nothing', () => {
    expect(nextCategoryOrder([1, 7, 3])).toBe(8);
    expect(nextCategoryOrder([null, 2])).toBe(3);
    expect(nextCategoryOrder([])).toBe(1);
  });

  it('gives a new option the option count plus 1', () => {
    expect(nextOptionOrder(0)).toBe(1);
    expect(nextOptionOrder(2)).toBe(3);
  });
});
