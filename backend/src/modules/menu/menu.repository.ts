import { Injectable } from '@nestjs/common';
import { entityFromJson, type Row } from '../../infra/database/statement-batch.js';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { Category } from './entities/category.entity.js';
import { MenuChoiceGroup } from './entities/menu-choice-group.entity.js';
import { MenuChoice } from './entities/menu-choice.entity.js';
import { MenuItemOption } from './entities/menu-item-option.entity.js';
import { MenuItem } from './entities/menu-item.entity.js';

export type ItemChanges = Partial<
  Pick<MenuItem, 'name' | 'description' | 'categoryId' | 'isAvailable' | 'availableForTakeaway' | 'allergens' | 'dietaryLabels' | 'imageUrl' | 'displayOrder' | 'soldOutUntil' | 'halfPriceRule' | 'stationId' | 'stationUnits'>
>;
export type OptionChanges = Partial<Pick<MenuItemOption, 'name' | 'price' | 'allergens' | 'soldOutUntil' | 'stationUnits'>>;
/** A choice group to write, its choices in order; an id keeps the one it had. */
export interface ChoiceGroupWrite {
  id?: string | null;
  name: string;
  minChoices: number;
  maxChoices: number;
  half: 1 | 2 | null;
  choices: { id?: string | null; name: string; price: number; allergens: readonly string[]; menuItemId: string | null; menuItemOptionId: string | null; stationId: string | null; stationUnits: number }[];
}

/** A meal deal's choice that is a given item or size, named for the message that refuses to delete it. */
export interface LinkedChoiceName {
  choiceName: string;
  groupName: string;
  itemName: string;
}
export type CategoryChanges = Partial<Pick<Category, 'name' | 'displayName' | 'isActive'>>;

/**
 * What an item is read with wherever it is shown or priced: its sizes, and its choice groups with
 * their choices, a meal deal's with the item (and its sizes) it is, for its allergens and sold-out state.
 */
const ITEM_RELATIONS = { options: true, choiceGroups: { choices: { menuItem: { options: true } } } } as const;

/** An item's sizes as a JSON array, in their order (`alias`: the item's row). */
const OPTIONS_OF = (alias: string) => `coalesce((SELECT jsonb_agg(to_jsonb(o) ORDER BY o.display_order, o.id) FROM menu_item_options o WHERE o.menu_item_id = ${alias}.id), '[]'::jsonb)`;

/** Queries for categories, menu items and their options. Writes take the caller's transaction. */
@Injectable()
export class MenuRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findCategories(): Promise<Category[]> {
    return this.dataSource.getRepository(Category).find();
  }

  findCategory(id: string, manager: EntityManager = this.dataSource.manager): Promise<Category | null> {
    return manager.getRepository(Category).findOneBy({ id });
  }

  /** Every category with how many items it holds, for the Categories tab. */
  async findCategoriesWithItemCounts(): Promise<(Category & { itemCount: number })[]> {
    const [categories, counts] = await Promise.all([
      this.findCategories(),
      this.dataSource
        .getRepository(MenuItem)
        .createQueryBuilder('item')
        .select('item.categoryId', 'categoryId')
        .addSelect('count(*)::int', 'count')
        .where('item.categoryId IS NOT NULL')
        .groupBy('item.categoryId')
        .getRawMany<{ categoryId: string; count: number }>(),
    ]);
    const byCategory = new Map(counts.map((row) => [row.categoryId, row.count]));
    return categories.map((category) => Object.assign(category, { itemCount: byCategory.get(category.id) ?? 0 }));
  }

  /** Every item with its options and choice groups: the whole menu is a few dozen rows, read in one query. */
  findItemsWithOptions(): Promise<MenuItem[]> {
    return this.dataSource.getRepository(MenuItem).find({ relations: ITEM_RELATIONS });
  }

  /**
   * The items with ITEM_RELATIONS, as `findItemsWithOptions` reads them, in one query that nests each
   * relation as JSON (issue 30: the cart and Place Order price from this read; joining the relations
   * made a row for every size × group × choice × the choice's item's size, parsed and merged again).
   */
  async findItemsWithOptionsByIds(ids: readonly string[]): Promise<MenuItem[]> {
    if (ids.length === 0) return [];
    const rows: { item: Row }[] = await this.dataSource.query(
      `SELECT to_jsonb(i) || jsonb_build_object(
                'options', ${OPTIONS_OF('i')},
                'choiceGroups', coalesce((
                  SELECT jsonb_agg(to_jsonb(g) || jsonb_build_object('choices', coalesce((
                           SELECT jsonb_agg(to_jsonb(c) || jsonb_build_object('menuItem', (
                                    SELECT to_jsonb(ci) || jsonb_build_object('options', ${OPTIONS_OF('ci')}) FROM menu_items ci WHERE ci.id = c.menu_item_id))
                                  ORDER BY c.display_order, c.id)
                             FROM menu_choices c WHERE c.group_id = g.id), '[]'::jsonb))
                         ORDER BY g.display_order, g.id)
                    FROM menu_choice_groups g WHERE g.menu_item_id = i.id), '[]'::jsonb)) AS item
         FROM menu_items i WHERE i.id = ANY($1::uuid[])`,
      [[...ids]],
    );
    return rows.map((row) => entityFromJson(this.dataSource, MenuItem, row.item));
  }

  findItemWithOptions(id: string, manager: EntityManager = this.dataSource.manager): Promise<MenuItem | null> {
    return manager.getRepository(MenuItem).findOne({ where: { id }, relations: ITEM_RELATIONS });
  }

  /** The item row locked for the rest of the transaction, so two edits of its options queue up. */
  lockItem(manager: EntityManager, id: string): Promise<MenuItem | null> {
    return manager.getRepository(MenuItem).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The ids of a category's items (null: the uncategorised ones), locked for a reorder. */
  async lockItemIdsInCategory(manager: EntityManager, categoryId: string | null): Promise<string[]> {
    const rows = await manager
      .getRepository(MenuItem)
      .find({ select: { id: true }, where: { categoryId: categoryId ?? IsNull() }, lock: { mode: 'pessimistic_write' } });
    return rows.map((row) => row.id);
  }

  async maxItemOrderInCategory(manager: EntityManager, categoryId: string | null): Promise<number> {
    const row = await manager
      .getRepository(MenuItem)
      .createQueryBuilder('item')
      .select('coalesce(max(item.displayOrder), 0)::int', 'max')
      .where(categoryId ? 'item.categoryId = :categoryId' : 'item.categoryId IS NULL', { categoryId })
      .getRawOne<{ max: number }>();
    return row?.max ?? 0;
  }

  countItemsInCategory(manager: EntityManager, categoryId: string): Promise<number> {
    return manager.getRepository(MenuItem).countBy({ categoryId });
  }

  /** Other items showing this stored image (a content-named file may be shared). */
  countItemsUsingImage(imageUrl: string, exceptItemId: string): Promise<number> {
    return this.dataSource.getRepository(MenuItem).countBy({ imageUrl, id: Not(exceptItemId) });
  }

  findOption(id: string, manager: EntityManager = this.dataSource.manager): Promise<MenuItemOption | null> {
    return manager.getRepository(MenuItemOption).findOneBy({ id });
  }

  findOptionsOfItem(manager: EntityManager, menuItemId: string): Promise<MenuItemOption[]> {
    return manager.getRepository(MenuItemOption).findBy({ menuItemId });
  }

  insertItem(manager: EntityManager, item: Omit<MenuItem, 'id' | 'createdAt' | 'updatedAt' | 'options' | 'category'>): Promise<MenuItem> {
    return manager.getRepository(MenuItem).save(manager.getRepository(MenuItem).create(item));
  }

  async updateItem(id: string, changes: ItemChanges, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (Object.keys(changes).length > 0) await manager.getRepository(MenuItem).update({ id }, changes);
  }

  async deleteItem(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(MenuItemOption).delete({ menuItemId: id });
    await manager.getRepository(MenuItem).delete({ id });
  }

  async moveItemsToCategory(manager: EntityManager, fromCategoryId: string, toCategoryId: string, orderOffset: number): Promise<void> {
    // Moved items keep their order among themselves and go after the target's own.
    await manager.query('UPDATE menu_items SET category_id = $2, display_order = coalesce(display_order, 999) + $3 WHERE category_id = $1', [
      fromCategoryId,
      toCategoryId,
      orderOffset,
    ]);
  }

  async setItemOrders(manager: EntityManager, orders: readonly { id: string; displayOrder: number }[]): Promise<void> {
    for (const { id, displayOrder } of orders) await manager.getRepository(MenuItem).update({ id }, { displayOrder });
  }

  insertOption(manager: EntityManager, option: Pick<MenuItemOption, 'menuItemId' | 'name' | 'price' | 'allergens' | 'displayOrder' | 'stationUnits'>): Promise<MenuItemOption> {
    return manager.getRepository(MenuItemOption).save(manager.getRepository(MenuItemOption).create(option));
  }

  async updateOption(id: string, changes: OptionChanges, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (Object.keys(changes).length > 0) await manager.getRepository(MenuItemOption).update({ id }, changes);
  }

  async deleteOption(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(MenuItemOption).delete({ id });
  }

  async setOptionOrders(manager: EntityManager, orders: readonly { id: string; displayOrder: number }[]): Promise<void> {
    for (const { id, displayOrder } of orders) await manager.getRepository(MenuItemOption).update({ id }, { displayOrder });
  }

  /**
   * Replaces an item's choice groups and their choices with the list given, in its order: the old
   * rows go and the new are written with the ids they keep, so that renaming two choices into each
   * other's names meets no unique key half-way. Nothing refers to them by key (a cart line keeps its
   * choices as JSON, an order line a copy).
   */
  async replaceChoiceGroups(manager: EntityManager, menuItemId: string, groups: readonly ChoiceGroupWrite[]): Promise<void> {
    await manager.getRepository(MenuChoiceGroup).delete({ menuItemId });
    for (const [groupIndex, group] of groups.entries()) {
      const saved = await manager.getRepository(MenuChoiceGroup).save(
        manager.getRepository(MenuChoiceGroup).create({
          ...(group.id && { id: group.id }),
          menuItemId,
          name: group.name,
          minChoices: group.minChoices,
          maxChoices: group.maxChoices,
          half: group.half,
          displayOrder: groupIndex + 1,
        }),
      );
      if (group.choices.length === 0) continue;
      await manager.getRepository(MenuChoice).insert(
        group.choices.map((choice, choiceIndex) => ({
          ...(choice.id && { id: choice.id }),
          groupId: saved.id,
          name: choice.name,
          price: choice.price,
          allergens: [...choice.allergens],
          menuItemId: choice.menuItemId,
          menuItemOptionId: choice.menuItemOptionId,
          stationId: choice.stationId,
          stationUnits: choice.stationUnits,
          displayOrder: choiceIndex + 1,
        })),
      );
    }
  }

  /** The items a meal deal's choices may be, with their sizes and choice groups (those that exist of the ids). */
  findItemsWithSizesAndGroups(manager: EntityManager, ids: readonly string[]): Promise<MenuItem[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return manager.getRepository(MenuItem).find({ where: { id: In([...ids]) }, relations: { options: true, choiceGroups: true } });
  }

  /** The meal deals' choices that are this item (any of its sizes) or this one size, locked against a save that links them meanwhile. */
  async findChoicesLinkedTo(manager: EntityManager, link: { itemId: string } | { optionId: string }): Promise<LinkedChoiceName[]> {
    const [column, id] = 'itemId' in link ? ['menu_item_id', link.itemId] : ['menu_item_option_id', link.optionId];
    return manager.query(
      `SELECT c.name AS "choiceName", g.name AS "groupName", i.name AS "itemName"
         FROM menu_choices c JOIN menu_choice_groups g ON g.id = c.group_id JOIN menu_items i ON i.id = g.menu_item_id
        WHERE c.${column} = $1 ORDER BY i.name, g.display_order, c.display_order FOR SHARE OF c`,
      [id],
    );
  }

  async lockCategoryIds(manager: EntityManager): Promise<{ id: string; displayOrder: number }[]> {
    return manager.getRepository(Category).find({ select: { id: true, displayOrder: true }, lock: { mode: 'pessimistic_write' } });
  }

  insertCategory(manager: EntityManager, category: Pick<Category, 'name' | 'displayName' | 'displayOrder' | 'isActive'>): Promise<Category> {
    return manager.getRepository(Category).save(manager.getRepository(Category).create(category));
  }

  async updateCategory(manager: EntityManager, id: string, changes: CategoryChanges): Promise<void> {
    if (Object.keys(changes).length > 0) await manager.getRepository(Category).update({ id }, changes);
  }

  async setCategoryOrders(manager: EntityManager, orders: readonly { id: string; displayOrder: number }[]): Promise<void> {
    for (const { id, displayOrder } of orders) await manager.getRepository(Category).update({ id }, { displayOrder });
  }

  async deleteCategory(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(Category).delete({ id });
  }
}
