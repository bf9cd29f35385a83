import type { Allergen } from '../shared/allergens';
import type { MenuChoice, MenuChoiceGroup, MenuItem, MenuOption } from '../shared/menu/menu-types';

/** Menu fixtures for the ordering screens' tests (the add dialog, New order, Change order): an option, a choice group, and an item as GET /api/menu answers it. */
export const menuOption = (id: string, name: string, pricePence: number, soldOut = false): MenuOption => ({
  id,
  name,
  pricePence,
  allergens: [],
  displayOrder: 1,
  soldOut,
  soldOutUntil: null,
});

export const menuChoice = (id: string, name: string, pricePence: number, allergens: Allergen[] = [], overrides: Partial<MenuChoice> = {}): MenuChoice => ({
  id,
  name,
  pricePence,
  allergens,
  ownAllergens: allergens,
  menuItemId: null,
  menuItemOptionId: null,
  soldOut: false,
  ...overrides,
});

export const choiceGroup = (id: string, name: string, minChoices: number, maxChoices: number, choices: MenuChoice[], half: MenuChoiceGroup['half'] = null): MenuChoiceGroup => ({
  id,
  name,
  minChoices,
  maxChoices,
  half,
  choices,
});

/** Issue 28's example: a sauce group of one or two, and an optional extra (at most one). */
export const SAUCES = choiceGroup('g-sauce', 'Choose your sauce', 1, 2, [menuChoice('c-bbq', 'BBQ', 0), menuChoice('c-mayo', 'Garlic mayo', 50, ['eggs']), menuChoice('c-hot', 'Hot', 0)]);
export const EXTRAS = choiceGroup('g-extras', 'Extras', 0, 1, [menuChoice('c-dip', 'Blue cheese dip', 75, ['milk']), menuChoice('c-celery', 'Celery sticks', 0, ['celery'])]);

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
    choiceGroups: [],
    halfPriceRule: 'dearer',
    soldOut: false,
    soldOutUntil: null,
    ...overrides,
  };
}
