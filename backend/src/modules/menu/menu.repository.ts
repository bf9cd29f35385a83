import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Category } from './entities/category.entity.js';
import { MenuItemOption } from './entities/menu-item-option.entity.js';
import { MenuItem } from './entities/menu-item.entity.js';

/** Queries for categories, menu items and their options. */
@Injectable()
export class MenuRepository {
  constructor(private readonly dataSource: DataSource) {}

  findCategories(): Promise<Category[]> {
    return this.dataSource.getRepository(Category).find();
  }

  /** Every item with its options: the whole menu is a few dozen rows, read in one query. */
  findItemsWithOptions(): Promise<MenuItem[]> {
    return this.dataSource.getRepository(MenuItem).find({ relations: { options: true } });
  }

  findItemsWithOptionsByIds(ids: readonly string[]): Promise<MenuItem[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(MenuItem).find({ where: { id: In([...ids]) }, relations: { options: true } });
  }

  findItemWithOptions(id: string): Promise<MenuItem | null> {
    return this.dataSource.getRepository(MenuItem).findOne({ where: { id }, relations: { options: true } });
  }

  findOption(id: string): Promise<MenuItemOption | null> {
    return this.dataSource.getRepository(MenuItemOption).findOneBy({ id });
  }

  async updateItem(id: string, changes: Partial<Pick<MenuItem, 'name' | 'description' | 'isAvailable' | 'availableForTakeaway'>>): Promise<void> {
    await this.dataSource.getRepository(MenuItem).update({ id }, changes);
  }

  async updateOption(id: string, changes: Partial<Pick<MenuItemOption, 'name' | 'price'>>): Promise<void> {
    await this.dataSource.getRepository(MenuItemOption).update({ id }, changes);
  }
}
