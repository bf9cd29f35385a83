import { CATEGORY_NAME_PATTERN, toCategoryName } from './category-name.js';

describe('toCategoryName', () => {
  it.each([
    ['Fried Chicken', 'fried_chicken'],
    ['  Pizzas & Calzones ', 'pizzas_calzones'],
    ['Crème Brûlée', 'creme_brulee'],
    ['kids_menu', 'kids_menu'],
  ])('%p becomes %p', (input, expected) => {
    expect(toCategoryName(input)).toBe(expected);
    expect(CATEGORY_NAME_PATTERN.test(expected)).toBe(true);
  });

  it('leaves nothing of a name without letters or digits', () => {
    expect(toCategoryName(' !! ')).toBe('');
  });
});
