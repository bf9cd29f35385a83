import { dropInList, moveInList } from './list-order';

describe('moveInList', () => {
  it('swaps with the neighbour above or below', () => {
    expect(moveInList(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveInList(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list alone at either end or for an unknown id', () => {
    expect(moveInList(['a', 'b'], 'a', 'up')).toEqual(['a', 'b']);
    expect(moveInList(['a', 'b'], 'b', 'down')).toEqual(['a', 'b']);
    expect(moveInList(['a', 'b'], 'x', 'up')).toEqual(['a', 'b']);
  });
});

describe('dropInList', () => {
  it('puts a dragged row where it was dropped, from above or below', () => {
    expect(dropInList(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(dropInList(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(dropInList(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
  });
});
