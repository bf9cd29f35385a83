import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Category } from './entities/category.entity.js';
import { MenuItemOption } from './entities/menu-item-option.entity.js';
import { MenuItem } from './entities/menu-item.entity.js';

/** Test factories: rows with sensible defaults that a test overrides only where it matters. */

export async function createCategory(dataSource: DataSource, overrides: Partial<Category> = {}): Promise<Category> {
  const name = overrides.name ?? `category_${randomUUID().slice(0, 8)}`;
  return dataSource.getRepository(Category).save({ name, displayName: name.replace(/_/g, ' '), displayOrder: 1, isActive: true, ...overrides });
}

export interface MenuItemFixture extends Partial<Omit<MenuItem, 'options'>> {
  /** Prices in pence; defaults to one 'Regular' option at 500. */
  options?: { name: string; price: number }[];
}

export async function createMenuItem(dataSource: DataSource, category: Category | null, fixture: MenuItemFixture = {}): Promise<MenuItem & { options: MenuItemOption[] }> {
  const { options = [{ name: 'Regular', price: 500 }], ...overrides } = fixture;
  const item = await dataSource.getRepository(MenuItem).save({
    categoryId: category?.id ?? null,
    name: `Item ${randomUUID().slice(0, 8)}`,
    description: 'Made fresh to order.',
    imageUrl: '',
    isAvailable: true,
    availableForTakeaway: true,
    displayOrder: null,
    ...overrides,
  });
  const saved = await dataSource
    .getRepository(MenuItemOption)
    .save(options.map((option, index) => ({ menuItemId: item.id, name: option.name, price: option.price, displayOrder: index + 1 })));
  return Object.assign(item, { options: saved });
}
