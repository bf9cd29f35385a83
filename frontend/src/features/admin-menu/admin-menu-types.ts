import type { MenuItem, MenuOption } from '../menu/menu-types';

/** GET /api/admin/menu and the admin item routes (money in pence). */
export type AdminMenuOption = MenuOption;
export type AdminMenuItem = MenuItem & { categoryId: string | null };

export interface AdminCategory {
  id: string;
  name: string;
  displayName: string;
  displayOrder: number;
  isActive: boolean;
  itemCount: number;
}

export interface AdminMenu {
  categories: AdminCategory[];
  items: AdminMenuItem[];
}

export interface MenuItemInput {
  name: string;
  description: string;
  categoryId: string;
  isAvailable: boolean;
  availableForTakeaway: boolean;
  allergens: string[];
  dietaryLabels: string[];
}

export interface MenuOptionInput {
  name: string;
  pricePence: number;
  allergens: string[];
}

export interface CategoryInput {
  name: string;
  displayName: string;
  isActive: boolean;
}
