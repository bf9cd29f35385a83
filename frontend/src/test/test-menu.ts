import type { MenuItem, MenuOption } from '../shared/menu/menu-types';

/** Menu fixtures for the staff order screens' tests (New order, Change order): an option, and an item as GET /api/menu answers it. */
export const menuOption = (id: string, name: string, pricePence: number, soldOut = false): MenuOption => ({
  id,
  name,
  pricePence,
  allergens: [],
  displayOrder: 1,
  soldOut,
  soldOutUntil: null,
});

export function menuItem(id: string, name: string, options: MenuOption[], overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    name,
    description: '',
    allergens: [],
    availableForTakeaway: true,
    dietaryLabels: [],
    displayOrder: 1,
    image: null,
    imageUrl: null,
    isAvailable: true,
    lowestPricePence: options.length > 0 ? Math.min(...options.map((option) => option.pricePence)) : null,
    options,
    soldOut: false,
    soldOutUntil: null,
    ...overrides,
  };
}
