import type { DataSource } from 'typeorm';
import { seedMenu } from '../../modules/menu/menu-seed.js';
import { seedSchedule } from '../../modules/scheduling/scheduling-seed.js';
import { seedSettings } from '../../modules/settings/settings-seed.js';
import { SEED_MENU, SEED_STATIONS, SEED_OPENING_DAYS, SEED_OPENING_SESSIONS, SEED_SETTINGS, SEED_TIME_SLOTS } from './seed-data.js';

/** How many rows each part of the seed inserted (0 everywhere on a second run). */
export interface SeedReport {
  categories: number;
  menuItems: number;
  menuItemOptions: number;
  choiceGroups: number;
  kitchenStations: number;
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
 *   does not come back.
 * Each owning module writes its own tables (scheduling-seed.ts, settings-seed.ts, menu-seed.ts); this
 * file holds only the data and the order. One transaction, under an advisory lock so that two
 * concurrent runs cannot interleave.
 */
export async function seedDatabase(dataSource: DataSource): Promise<SeedReport> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const schedule = await seedSchedule(manager, { openingDays: SEED_OPENING_DAYS, openingSessions: SEED_OPENING_SESSIONS, timeSlots: SEED_TIME_SLOTS });
    const settings = await seedSettings(manager, SEED_SETTINGS);
    const menu = await seedMenu(manager, SEED_MENU, SEED_STATIONS);
    return { ...menu, ...schedule, settings };
  });
}
