import { loadLevel } from './kitchen-load';

describe("a station's load in a slot", () => {
  it('is busy from 70 % of its units and full at them', () => {
    expect([loadLevel(0, 8), loadLevel(5, 8), loadLevel(6, 8), loadLevel(8, 8), loadLevel(9, 8)]).toEqual(['free', 'free', 'busy', 'full', 'full']);
  });
});
