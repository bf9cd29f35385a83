import { gridSlot, SLOT_GRID } from './slot-grid.js';

describe('the slot grid', () => {
  it('runs from 09:00 to 23:45 in 15-minute steps', () => {
    expect(SLOT_GRID).toHaveLength(60);
    expect(SLOT_GRID.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(SLOT_GRID.at(-1)).toBe('23:45');
  });

  it('accepts grid times only', () => {
    expect(gridSlot('17:45')).toBe('17:45');
    expect(gridSlot('17:45:00')).toBe('17:45');
    expect(gridSlot('17:40')).toBeNull();
    expect(gridSlot('08:45')).toBeNull();
    expect(gridSlot('noon')).toBeNull();
  });
});
