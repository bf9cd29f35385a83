import type { DataSource } from 'typeorm';
import { createTestDataSource, truncateAll } from '../../test/test-database.js';
import { SEED_MENU } from './seed-data.js';
import { seedDatabase } from './seed.js';

const SNAPSHOT_QUERIES: Record<string, string> = {
  categories: 'SELECT * FROM categories ORDER BY name',
  menu_items: 'SELECT * FROM menu_items ORDER BY category_id, name',
  menu_item_options: 'SELECT * FROM menu_item_options ORDER BY menu_item_id, name',
  opening_times: 'SELECT * FROM opening_times ORDER BY day_of_week',
  opening_sessions: 'SELECT day_of_week, start_time, end_time FROM opening_sessions ORDER BY day_of_week, start_time',
  time_slots: 'SELECT * FROM time_slots ORDER BY "time"',
  global_settings: 'SELECT * FROM global_settings ORDER BY key',
};

async function snapshot(dataSource: DataSource): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    Object.entries(SNAPSHOT_QUERIES).map(async ([table, sql]) => [table, (await dataSource.query(sql)) as unknown[]] as const),
  );
  return Object.fromEntries(entries);
}

describe('seedDatabase', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await createTestDataSource();
  });

  beforeEach(async () => {
    await truncateAll(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('seeds the Walkden restaurant into an empty database', async () => {
    const report = await seedDatabase(dataSource);
    const itemCount = SEED_MENU.reduce((sum, category) => sum + category.items.length, 0);
    expect(report).toEqual({
      categories: 6,
      menuItems: itemCount,
      menuItemOptions: SEED_MENU.flatMap((category) => category.items.flatMap((item) => item.options)).length,
      choiceGroups: SEED_MENU.flatMap((category) => category.items.flatMap((item) => item.choiceGroups ?? [])).length,
      kitchenStations: 3,
      openingTimes: 7,
      openingSessions: 10,
      timeSlots: 60,
      // SPEC section 9's nine, and order ahead's days (issue 28: 6 each).
      settings: 11,
    });
    expect(itemCount).toBeGreaterThanOrEqual(25);

    const categories: { name: string }[] = await dataSource.query('SELECT name FROM categories ORDER BY display_order');
    expect(categories.map((category) => category.name)).toEqual(['breakfast', 'fried_chicken', 'smash_burgers', 'pizza', 'sides', 'drinks']);

    const fallbackImages: { name: string; image_url: string }[] = await dataSource.query(
      `SELECT name, image_url FROM menu_items WHERE name IN ('Full English Breakfast', 'Margherita Pizza') ORDER BY name`,
    );
    expect(fallbackImages).toEqual([
      { name: 'Full English Breakfast', image_url: '' },
      { name: 'Margherita Pizza', image_url: '' },
    ]);

    const pizzaSizes: { name: string; price: number }[] = await dataSource.query(
      `SELECT o.name, o.price FROM menu_item_options o JOIN menu_items i ON i.id = o.menu_item_id
       WHERE i.name = 'Margherita Pizza' ORDER BY o.display_order`,
    );
    expect(pizzaSizes).toEqual([
      { name: '10"', price: 899 },
      { name: '12"', price: 1099 },
      { name: '14"', price: 1299 },
    ]);

    const [{ unavailable, eatInOnly, singleOption }]: { unavailable: number; eatInOnly: number; singleOption: number }[] =
      await dataSource.query(`SELECT
        (SELECT count(*)::int FROM menu_items WHERE NOT is_available) AS unavailable,
        (SELECT count(*)::int FROM menu_items WHERE NOT available_for_takeaway) AS "eatInOnly",
        (SELECT count(*)::int FROM (SELECT menu_item_id FROM menu_item_options GROUP BY menu_item_id HAVING count(*) = 1) s) AS "singleOption"`);
    expect(unavailable).toBe(1);
    expect(eatInOnly).toBe(1);
    expect(singleOption).toBeGreaterThan(0);
  });

  it('opens Tuesday to Sunday and activates only the slots inside the published hours', async () => {
    await seedDatabase(dataSource);
    const days: { day_of_week: number; is_open: boolean }[] = await dataSource.query('SELECT day_of_week, is_open FROM opening_times ORDER BY day_of_week');
    expect(days.filter((day) => !day.is_open).map((day) => day.day_of_week)).toEqual([1]);

    const slots: { time: string; is_active: boolean }[] = await dataSource.query('SELECT "time", is_active FROM time_slots ORDER BY "time"');
    expect(slots[0].time).toBe('09:00:00');
    expect(slots.at(-1)?.time).toBe('23:45:00');
    const active = slots.filter((slot) => slot.is_active).map((slot) => slot.time);
    expect(active).toHaveLength(20 + 16);
    expect(active).toContain('13:45:00');
    expect(active).not.toContain('14:00:00');
    expect(active).toContain('17:00:00');
    expect(active).toContain('20:45:00');
    expect(active).not.toContain('21:00:00');
  });

  it('opens evenings Thursday to Sunday only: sessions per weekday as published', async () => {
    await seedDatabase(dataSource);
    const sessions: { day_of_week: number; start_time: string; end_time: string }[] = await dataSource.query(
      'SELECT day_of_week, start_time, end_time FROM opening_sessions ORDER BY day_of_week, start_time',
    );
    const byDay = (day: number) => sessions.filter((session) => session.day_of_week === day).map((session) => `${session.start_time}-${session.end_time}`);
    expect(byDay(1)).toEqual([]);
    for (const day of [2, 3]) expect(byDay(day)).toEqual(['09:00:00-14:00:00']);
    for (const day of [4, 5, 6, 0]) expect(byDay(day)).toEqual(['09:00:00-14:00:00', '17:00:00-21:00:00']);
  });

  it('does not bring back a session staff removed', async () => {
    await seedDatabase(dataSource);
    await dataSource.query(`DELETE FROM opening_sessions WHERE day_of_week = 4 AND start_time = '17:00'`);
    expect((await seedDatabase(dataSource)).openingSessions).toBe(0);
    expect(await dataSource.query(`SELECT 1 FROM opening_sessions WHERE day_of_week = 4 AND start_time = '17:00'`)).toHaveLength(0);
  });

  it('stores the settings defaults of SPEC section 9, money in pence', async () => {
    await seedDatabase(dataSource);
    const rows: { key: string; value: string }[] = await dataSource.query('SELECT key, value FROM global_settings ORDER BY key');
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual({
      booking_covers_capacity: '20',
      collections: 'true',
      default_capacity: '1',
      deliveries: 'true',
      delivery_fee: '250',
      max_distance: '2',
      minimum_order_value: '1500',
      order_ahead_days_collection: '6',
      order_ahead_days_delivery: '6',
      orders_per_time_slot: '3',
      time_slot_buffer: '10',
    });
  });

  it('leaves identical rows when run twice', async () => {
    await seedDatabase(dataSource);
    const first = await snapshot(dataSource);
    const second = await seedDatabase(dataSource);
    expect(second).toEqual({ categories: 0, menuItems: 0, menuItemOptions: 0, choiceGroups: 0, kitchenStations: 0, openingTimes: 0, openingSessions: 0, timeSlots: 0, settings: 0 });
    expect(await snapshot(dataSource)).toEqual(first);
  });

  it('keeps staff changes and does not bring back a deleted menu item', async () => {
    await seedDatabase(dataSource);
    await dataSource.query(`UPDATE global_settings SET value = 'false' WHERE key = 'deliveries'`);
    await dataSource.query('UPDATE opening_times SET is_open = true WHERE day_of_week = 1');
    await dataSource.query(`DELETE FROM menu_items WHERE name = 'Hot Wings'`);

    await seedDatabase(dataSource);
    const [{ value }] = await dataSource.query(`SELECT value FROM global_settings WHERE key = 'deliveries'`);
    expect(value).toBe('false');
    const [{ is_open }] = await dataSource.query('SELECT is_open FROM opening_times WHERE day_of_week = 1');
    expect(is_open).toBe(true);
    expect(await dataSource.query(`SELECT 1 FROM menu_items WHERE name = 'Hot Wings'`)).toHaveLength(0);
  });

  it('restores a missing setting or slot row', async () => {
    await seedDatabase(dataSource);
    await dataSource.query(`DELETE FROM global_settings WHERE key = 'time_slot_buffer'`);
    await dataSource.query(`DELETE FROM time_slots WHERE "time" = '09:00'`);
    const report = await seedDatabase(dataSource);
    expect(report.settings).toBe(1);
    expect(report.timeSlots).toBe(1);
  });

  it('gives the same result when two runs race', async () => {
    const reports = await Promise.all([seedDatabase(dataSource), seedDatabase(dataSource)]);
    expect(reports.map((report) => report.categories).sort()).toEqual([0, 6]);
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM categories');
    expect(count).toBe(6);
  });
});
