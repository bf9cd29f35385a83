import type { DataSource, EntityManager } from 'typeorm';
import { SEED_MENU, SEED_OPENING_DAYS, SEED_OPENING_SESSIONS, SEED_SETTINGS, SEED_TIME_SLOTS, type SeedCategory } from './seed-data.js';

/** How many rows each part of the seed inserted (0 everywhere on a second run). */
export interface SeedReport {
  categories: number;
  menuItems: number;
  menuItemOptions: number;
  openingTimes: number;
  openingSessions: number;
  timeSlots: number;
  settings: number;
}

// Any constant works; it only has to be the same for every process that seeds.
const SEED_LOCK_KEY = 7_240_311;

/**
 * Seeds the Walkden restaurant. Idempotent and safe to run on every start:
 * - opening times, time slots and settings: rows missing by natural key are inserted; rows that
 *   exist are left alone, so staff changes survive;
 * - opening sessions: seeded only into an empty table, so that a session staff removed (an evening
 *   they stopped opening) does not come back;
 * - the menu: seeded only into an empty menu (no categories yet), so that an item staff deleted
 *   does not come back. Within it, rows are keyed by natural key (category name, item name within
 *   its category, option name within its item).
 * One transaction, under an advisory lock so that two concurrent runs cannot interleave.
 */
export async function seedDatabase(dataSource: DataSource): Promise<SeedReport> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const report: SeedReport = { categories: 0, menuItems: 0, menuItemOptions: 0, openingTimes: 0, openingSessions: 0, timeSlots: 0, settings: 0 };

    for (const day of SEED_OPENING_DAYS) {
      report.openingTimes += await insertIfMissing(
        manager,
        'INSERT INTO opening_times (day_of_week, is_open) VALUES ($1, $2) ON CONFLICT (day_of_week) DO NOTHING',
        [day.dayOfWeek, day.isOpen],
      );
    }
    const [{ sessions }]: { sessions: number }[] = await manager.query('SELECT count(*)::int AS sessions FROM opening_sessions');
    if (sessions === 0) {
      for (const session of SEED_OPENING_SESSIONS) {
        report.openingSessions += await insertIfMissing(
          manager,
          'INSERT INTO opening_sessions (day_of_week, start_time, end_time) VALUES ($1, $2, $3) ON CONFLICT (day_of_week, start_time) DO NOTHING',
          [session.dayOfWeek, session.startTime, session.endTime],
        );
      }
    }
    for (const slot of SEED_TIME_SLOTS) {
      report.timeSlots += await insertIfMissing(
        manager,
        'INSERT INTO time_slots ("time", is_active) VALUES ($1, $2) ON CONFLICT ("time") DO NOTHING',
        [slot.time, slot.isActive],
      );
    }
    for (const setting of SEED_SETTINGS) {
      report.settings += await insertIfMissing(
        manager,
        'INSERT INTO global_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
        [setting.key, setting.value],
      );
    }

    const [{ count }]: { count: number }[] = await manager.query('SELECT count(*)::int AS count FROM categories');
    if (count === 0) {
      for (const [index, category] of SEED_MENU.entries()) await seedCategory(manager, category, index + 1, report);
    }
    return report;
  });
}

async function seedCategory(manager: EntityManager, category: SeedCategory, displayOrder: number, report: SeedReport): Promise<void> {
  report.categories += await insertIfMissing(
    manager,
    'INSERT INTO categories (name, display_name, display_order) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [category.name, category.displayName, displayOrder],
  );
  const [{ id: categoryId }]: { id: string }[] = await manager.query('SELECT id FROM categories WHERE name = $1', [category.name]);

  for (const [itemIndex, item] of category.items.entries()) {
    report.menuItems += await insertIfMissing(
      manager,
      `INSERT INTO menu_items (category_id, name, description, image_url, is_available, available_for_takeaway, display_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ON CONSTRAINT menu_items_category_id_name_key DO NOTHING`,
      [categoryId, item.name, item.description, item.imageUrl ?? '', item.isAvailable ?? true, item.availableForTakeaway ?? true, itemIndex + 1],
    );
    const [{ id: menuItemId }]: { id: string }[] = await manager.query(
      'SELECT id FROM menu_items WHERE category_id = $1 AND name = $2',
      [categoryId, item.name],
    );

    for (const [optionIndex, option] of item.options.entries()) {
      report.menuItemOptions += await insertIfMissing(
        manager,
        `INSERT INTO menu_item_options (menu_item_id, name, price, display_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT menu_item_options_menu_item_id_name_key DO NOTHING`,
        [menuItemId, option.name, option.price, optionIndex + 1],
      );
    }
  }
}

/** Runs an INSERT ... ON CONFLICT DO NOTHING and returns how many rows it inserted (0 or 1). */
async function insertIfMissing(manager: EntityManager, sql: string, parameters: unknown[]): Promise<number> {
  const rows: unknown[] = await manager.query(`${sql} RETURNING 1`, parameters);
  return rows.length;
}
