import type { MenuItem, MenuResponse } from '../../menu/menu-types';
import { asksBeforeAdding, filterEntries, firstSelectable, moveHighlight, optionForKey, pickerEntries, type PickerEntry } from './menu-picker';
import { menuItem, menuOption, SAUCES } from '../../../test/test-menu';

/** An item with one Regular option at £6.99, its id from its name. */
function item(name: string, overrides: Partial<MenuItem> = {}): MenuItem {
  return menuItem(name.toLowerCase().replace(/\s+/g, '-'), name, [menuOption(`${name}-regular`, 'Regular', 699)], overrides);
}

const MENU: MenuResponse = {
  categories: [
    { id: 'burgers', name: 'burgers', displayName: 'Burgers', displayOrder: 1, items: [item('Classic Smash'), item('Chicken Burger', { soldOut: true })] },
    {
      id: 'pizza',
      name: 'pizza',
      displayName: 'Pizza',
      displayOrder: 2,
      items: [item('Margherita'), item('Hawaiian', { isAvailable: false }), item('Pepperoni', { options: [] }), item('Smashed Veg Pizza')],
    },
  ],
};

const entries = pickerEntries(MENU);
const names = (list: readonly PickerEntry[]) => list.map((entry) => entry.item.name);

describe('the menu picker', () => {
  it('lists the items in menu order with their category, saying why one cannot be added', () => {
    expect(entries.map((entry) => [entry.item.name, entry.categoryName, entry.blockedBy])).toEqual([
      ['Classic Smash', 'Burgers', null],
      ['Chicken Burger', 'Burgers', 'Sold out'],
      ['Margherita', 'Pizza', null],
      ['Hawaiian', 'Pizza', 'Unavailable'],
      ['Pepperoni', 'Pizza', 'Price not set'],
      ['Smashed Veg Pizza', 'Pizza', null],
    ]);
    expect(pickerEntries(undefined)).toEqual([]);
  });

  it('counts an item whose every option is sold out as sold out', () => {
    const options = item('Wings').options.map((option) => ({ ...option, soldOut: true }));
    expect(pickerEntries({ categories: [{ ...MENU.categories[0], items: [item('Wings', { options })] }] })[0].blockedBy).toBe('Sold out');
  });

  it('filters by every word typed, in any case and order, within the chosen category', () => {
    expect(names(filterEntries(entries, 'smash', null))).toEqual(['Classic Smash', 'Smashed Veg Pizza']);
    expect(names(filterEntries(entries, 'SMASH cl', null))).toEqual(['Classic Smash']);
    expect(names(filterEntries(entries, '  ', 'pizza'))).toEqual(['Margherita', 'Hawaiian', 'Pepperoni', 'Smashed Veg Pizza']);
    expect(names(filterEntries(entries, 'smash', 'pizza'))).toEqual(['Smashed Veg Pizza']);
    expect(filterEntries(entries, 'sushi', null)).toEqual([]);
  });

  it('moves the highlight down and up over the items that can be added, and stays put at either end', () => {
    // 0 Classic Smash, 1 sold out, 2 Margherita, 3 unavailable, 4 no price, 5 Smashed Veg Pizza.
    expect(firstSelectable(entries)).toBe(0);
    expect(moveHighlight(entries, 0, 1)).toBe(2);
    expect(moveHighlight(entries, 2, 1)).toBe(5);
    expect(moveHighlight(entries, 5, 1)).toBe(5);
    expect(moveHighlight(entries, 5, -1)).toBe(2);
    expect(moveHighlight(entries, 2, -1)).toBe(0);
    expect(moveHighlight(entries, 0, -1)).toBe(0);
  });

  it('starts the highlight from nothing at the first (down) or the last (up), and has none when nothing can be added', () => {
    expect(moveHighlight(entries, -1, 1)).toBe(0);
    expect(moveHighlight(entries, -1, -1)).toBe(5);
    const soldOut = entries.filter((entry) => entry.blockedBy !== null);
    expect(firstSelectable(soldOut)).toBe(-1);
    expect(moveHighlight(soldOut, -1, 1)).toBe(-1);
    expect(moveHighlight([], -1, -1)).toBe(-1);
  });

  it('asks first when the item has several options or any choice group, and a digit key chooses an option that is not sold out', () => {
    const burger = item('Classic Smash', {
      options: [
        { id: 'single', name: 'Single', pricePence: 699, allergens: [], displayOrder: 1, soldOut: false, soldOutUntil: null },
        { id: 'double', name: 'Double', pricePence: 949, allergens: [], displayOrder: 2, soldOut: true, soldOutUntil: null },
      ],
    });
    expect(asksBeforeAdding(burger)).toBe(true);
    expect(asksBeforeAdding(item('Margherita'))).toBe(false);
    expect(asksBeforeAdding(item('Chicken Wings', { choiceGroups: [SAUCES] }))).toBe(true);
    expect(optionForKey(burger, '1')?.id).toBe('single');
    expect(optionForKey(burger, '2')).toBeNull();
    expect(optionForKey(burger, '3')).toBeNull();
    expect(optionForKey(burger, 'a')).toBeNull();
    expect(optionForKey(burger, '0')).toBeNull();
  });
});
