import type { EntityManager } from 'typeorm';
import { insertIfMissing } from '../../infra/database/insert-if-missing.js';

/** A fresh installation's menu, as the seed hands it over. Prices are integer pence. */
export interface SeedOption {
  name: string;
  price: number;
  /** Units of the item's station this size takes, when not the item's (a 14" pizza: 2). */
  stationUnits?: number;
}

/** Issue 28: a kitchen station and the units of work it cooks in a 15-minute slot. */
export interface SeedStation {
  name: string;
  unitsPerSlot: number;
}

/** Issue 28: a choice group of a seeded item (sauces, extras), its choices in order. */
export interface SeedChoiceGroup {
  name: string;
  minChoices: number;
  maxChoices: number;
  /** One half of a half-and-half pizza. */
  half?: 1 | 2;
  /** `item` (and `size`): a meal deal's choice is that seeded item, or that size of it. */
  choices: { name: string; price: number; allergens?: string[]; item?: string; size?: string }[];
}

export interface SeedMenuItem {
  name: string;
  description: string;
  /** Empty: the frontend's bundled fallback image (SPEC section 2) or no image. */
  imageUrl?: string;
  isAvailable?: boolean;
  availableForTakeaway?: boolean;
  options: SeedOption[];
  choiceGroups?: SeedChoiceGroup[];
  /** A half-and-half's price rule (the default: the dearer half). */
  halfPriceRule?: 'dearer' | 'average';
  /** The station that cooks it (a seeded station's name), when not its category's; null: none. */
  station?: string | null;
  /** Units one of it takes there (default 1). */
  stationUnits?: number;
}

export interface SeedCategory {
  /** Internal identifier (lowercase with underscores). */
  name: string;
  displayName: string;
  /** The station its items use unless they say otherwise (issue 28). */
  station?: string;
  items: SeedMenuItem[];
}

export interface MenuSeedReport {
  categories: number;
  menuItems: number;
  menuItemOptions: number;
  choiceGroups: number;
  kitchenStations: number;
}

/**
 * Seeds the menu only into an empty menu (no categories yet), so that an item staff deleted does not
 * come back. Within it, rows are keyed by natural key (category name, item name within its category,
 * option name within its item, choice group name within its item); display order follows the given order. Runs in the caller's transaction.
 */
export async function seedMenu(manager: EntityManager, menu: readonly SeedCategory[], stations: readonly SeedStation[] = []): Promise<MenuSeedReport> {
  const report: MenuSeedReport = { categories: 0, menuItems: 0, menuItemOptions: 0, choiceGroups: 0, kitchenStations: 0 };
  const [{ count }]: { count: number }[] = await manager.query('SELECT count(*)::int AS count FROM categories');
  if (count === 0) {
    for (const [index, station] of stations.entries()) {
      report.kitchenStations += await insertIfMissing(
        manager,
        'INSERT INTO kitchen_stations (name, units_per_slot, display_order) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
        [station.name, station.unitsPerSlot, index + 1],
      );
    }
    for (const [index, category] of menu.entries()) await seedCategory(manager, category, index + 1, report);
    // After every item exists: a meal deal's choices name items of later categories (sides, drinks).
    for (const category of menu) {
      for (const item of category.items) await seedChoiceGroups(manager, category.name, item, report);
    }
  }
  return report;
}

async function seedCategory(manager: EntityManager, category: SeedCategory, displayOrder: number, report: MenuSeedReport): Promise<void> {
  report.categories += await insertIfMissing(
    manager,
    'INSERT INTO categories (name, display_name, display_order) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [category.name, category.displayName, displayOrder],
  );
  const [{ id: categoryId }]: { id: string }[] = await manager.query('SELECT id FROM categories WHERE name = $1', [category.name]);

  for (const [itemIndex, item] of category.items.entries()) {
    report.menuItems += await insertIfMissing(
      manager,
      `INSERT INTO menu_items (category_id, name, description, image_url, is_available, available_for_takeaway, display_order, station_id, station_units)
       VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT id FROM kitchen_stations WHERE name = $8), $9)
       ON CONFLICT ON CONSTRAINT menu_items_category_id_name_key DO NOTHING`,
      [categoryId, item.name, item.description, item.imageUrl ?? '', item.isAvailable ?? true, item.availableForTakeaway ?? true, itemIndex + 1, item.station === undefined ? (category.station ?? null) : item.station, item.stationUnits ?? 1],
    );
    const [{ id: menuItemId }]: { id: string }[] = await manager.query(
      'SELECT id FROM menu_items WHERE category_id = $1 AND name = $2',
      [categoryId, item.name],
    );

    for (const [optionIndex, option] of item.options.entries()) {
      report.menuItemOptions += await insertIfMissing(
        manager,
        `INSERT INTO menu_item_options (menu_item_id, name, price, display_order, station_units) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ON CONSTRAINT menu_item_options_menu_item_id_name_key DO NOTHING`,
        [menuItemId, option.name, option.price, optionIndex + 1, option.stationUnits ?? null],
      );
    }
  }
}

async function seedChoiceGroups(manager: EntityManager, categoryName: string, item: SeedMenuItem, report: MenuSeedReport): Promise<void> {
  const [{ id: menuItemId }]: { id: string }[] = await manager.query(
    'SELECT i.id FROM menu_items i JOIN categories c ON c.id = i.category_id WHERE c.name = $1 AND i.name = $2',
    [categoryName, item.name],
  );
  if (item.halfPriceRule) await manager.query('UPDATE menu_items SET half_price_rule = $2 WHERE id = $1', [menuItemId, item.halfPriceRule]);
  for (const [groupIndex, group] of (item.choiceGroups ?? []).entries()) {
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO menu_choice_groups (menu_item_id, name, min_choices, max_choices, half, display_order) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ON CONSTRAINT menu_choice_groups_menu_item_id_name_key DO NOTHING RETURNING id`,
      [menuItemId, group.name, group.minChoices, group.maxChoices, group.half ?? null, groupIndex + 1],
    );
    if (inserted.length === 0) continue;
    report.choiceGroups += 1;
    for (const [choiceIndex, choice] of group.choices.entries()) {
      const link = choice.item ? await seededItem(manager, choice.item, choice.size) : { itemId: null, optionId: null };
      await manager.query(
        'INSERT INTO menu_choices (group_id, name, price, allergens, menu_item_id, menu_item_option_id, display_order) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [inserted[0].id, choice.name, choice.price, choice.allergens ?? [], link.itemId, link.optionId, choiceIndex + 1],
      );
    }
  }
}

/** The seeded item (and size) a meal deal's choice names; a name that is not in the seed is a mistake in it. */
async function seededItem(manager: EntityManager, itemName: string, sizeName: string | undefined): Promise<{ itemId: string; optionId: string | null }> {
  const rows: { itemId: string; optionId: string | null }[] = await manager.query(
    `SELECT i.id AS "itemId", o.id AS "optionId" FROM menu_items i LEFT JOIN menu_item_options o ON o.menu_item_id = i.id AND o.name = $2 WHERE i.name = $1`,
    [itemName, sizeName ?? null],
  );
  if (rows.length !== 1 || (sizeName && !rows[0].optionId)) throw new Error(`The seed's meal deal names ${itemName}${sizeName ? ` (${sizeName})` : ''}, which is not one item of the seed`);
  return rows[0];
}
