import { planOrderedLinesRemoval } from './ordered-lines.js';

const line = (id: string, menuItemId: string, quantity: number, optionId: string | null = null, specialInstructions = '') => ({ id, menuItemId, optionId, choices: [], specialInstructions, quantity });

describe('planOrderedLinesRemoval', () => {
  it('removes the ordered lines and keeps a line added since', () => {
    const cart = [line('a', 'burger', 2, 'double'), line('b', 'fries', 1), line('c', 'cola', 1)];
    const ordered = [
      { menuItemId: 'burger', optionId: 'double', choices: [], specialInstructions: '', quantity: 2 },
      { menuItemId: 'fries', optionId: null, choices: [], specialInstructions: '', quantity: 1 },
    ];
    expect(planOrderedLinesRemoval(cart, ordered)).toEqual({ updates: [], deletes: ['a', 'b'] });
  });

  it('keeps what was added to an ordered line since', () => {
    const cart = [line('a', 'burger', 3, 'double')];
    expect(planOrderedLinesRemoval(cart, [{ menuItemId: 'burger', optionId: 'double', choices: [], specialInstructions: '', quantity: 2 }])).toEqual({ updates: [{ id: 'a', quantity: 1 }], deletes: [] });
  });

  it('tells lines apart by option and instructions', () => {
    const cart = [line('a', 'burger', 1, 'single'), line('b', 'burger', 1, 'double'), line('c', 'burger', 1, 'double', 'no onions')];
    expect(planOrderedLinesRemoval(cart, [{ menuItemId: 'burger', optionId: 'double', choices: [], specialInstructions: '', quantity: 1 }])).toEqual({ updates: [], deletes: ['b'] });
  });

  it('deletes a line lowered below what was ordered, and ignores an ordered line no longer in the cart', () => {
    expect(planOrderedLinesRemoval([line('a', 'fries', 1)], [{ menuItemId: 'fries', optionId: null, choices: [], specialInstructions: '', quantity: 3 }])).toEqual({ updates: [], deletes: ['a'] });
    expect(planOrderedLinesRemoval([], [{ menuItemId: 'fries', optionId: null, choices: [], specialInstructions: '', quantity: 1 }])).toEqual({ updates: [], deletes: [] });
  });
});
