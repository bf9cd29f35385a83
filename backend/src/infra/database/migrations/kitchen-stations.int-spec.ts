import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../data-source.js';
import { dropDatabase, ensureDatabase } from '../ensure-database.js';
import { databaseUrlFor, newRunId } from '../../../test/test-run.js';
import { ALL_MIGRATIONS } from './index.js';
import { KitchenStations1795476000000 } from './1795476000000-kitchen-stations.js';

/**
 * Issue 28: the kitchen-stations migration on a database that already holds a menu with sizes and
 * choices, a cart and orders. Every row reads as before (no station anywhere, so nothing takes any
 * units and only the order count limits a slot), and the way down keeps them.
 */
describe('migration 1795476000000 (kitchen stations) on a database with orders from before', () => {
  const url = databaseUrlFor(`walkden_test_${newRunId()}_stations_migration`, process.env.DATABASE_URL);
  const before = ALL_MIGRATIONS.slice(0, ALL_MIGRATIONS.indexOf(KitchenStations1795476000000));
  let dataSource: DataSource;

  const rows = async () => ({
    menuItems: await dataSource.query('SELECT * FROM menu_items ORDER BY name'),
    options: await dataSource.query('SELECT * FROM menu_item_options ORDER BY name'),
    choices: await dataSource.query('SELECT * FROM menu_choices ORDER BY name'),
    cartItems: await dataSource.query('SELECT * FROM cart_items ORDER BY created_at'),
    orders: await dataSource.query('SELECT * FROM orders ORDER BY order_number'),
    orderItems: await dataSource.query('SELECT * FROM order_items ORDER BY item_name'),
  });
  const without = <T extends Record<string, unknown>>(list: T[], ...columns: string[]) =>
    list.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column))));

  beforeAll(async () => {
    await ensureDatabase(url);
    dataSource = await new DataSource({ ...createDataSourceOptions(url), migrations: before }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const [user] = await dataSource.query(`INSERT INTO users (email) VALUES ('before@stations.test') RETURNING id`);
    const [category] = await dataSource.query(`INSERT INTO categories (name, display_name) VALUES ('pizza', 'Pizza') RETURNING id`);
    const [item] = await dataSource.query(`INSERT INTO menu_items (category_id, name) VALUES ($1, 'Margherita') RETURNING id`, [category.id]);
    const [option] = await dataSource.query(`INSERT INTO menu_item_options (menu_item_id, name, price) VALUES ($1, '12"', 1099) RETURNING id`, [item.id]);
    const [group] = await dataSource.query(`INSERT INTO menu_choice_groups (menu_item_id, name, min_choices, max_choices) VALUES ($1, 'Extras', 0, 2) RETURNING id`, [item.id]);
    const [olives] = await dataSource.query(`INSERT INTO menu_choices (group_id, name, price) VALUES ($1, 'Olives', 80) RETURNING id`, [group.id]);
    await dataSource.query(`INSERT INTO cart_items (user_id, menu_item_id, option_id, choices, quantity, unit_price) VALUES ($1, $2, $3, $4, 1, 1179)`, [
      user.id,
      item.id,
      option.id,
      JSON.stringify([{ id: olives.id, name: 'Olives' }]),
    ]);
    const [order] = await dataSource.query(
      `INSERT INTO orders (order_number, user_id, order_date, slot_time, customer_name, customer_email, customer_phone, delivery_type, subtotal, delivery_fee, driver_tip, tax, total, payment_method)
       VALUES ('WK-STATION1', $1, '2031-01-14', '12:00', 'Sam Taylor', 'sam@stations.test', '07700 900123', 'collection', 2198, 0, 0, 0, 2198, 'collection') RETURNING id`,
      [user.id],
    );
    await dataSource.query(
      `INSERT INTO order_items (order_id, menu_item_id, option_id, item_name, size, choices, quantity, unit_price, total_price, allergens)
       VALUES ($1, $2, $3, 'Margherita', '12"', '[]', 2, 1099, 2198, '{gluten,milk}')`,
      [order.id, item.id, option.id],
    );
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabase(url);
  });

  it('keeps every item, size, choice, cart line and order as it was, none of them using a station', async () => {
    const old = await rows();
    await dataSource.destroy();
    dataSource = await new DataSource({ ...createDataSourceOptions(url), migrations: ALL_MIGRATIONS.slice(0, before.length + 1) }).initialize();
    expect((await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toEqual(['KitchenStations1795476000000']);

    const now = await rows();
    expect(without(now.menuItems, 'station_id', 'station_units')).toEqual(old.menuItems);
    expect(now.menuItems.map((row: { station_id: string | null }) => row.station_id)).toEqual([null]);
    expect(without(now.options, 'station_units')).toEqual(old.options);
    expect(now.options.map((row: { station_units: number | null }) => row.station_units)).toEqual([null]);
    expect(without(now.choices, 'station_id', 'station_units')).toEqual(old.choices);
    expect(now.choices.map((row: { station_id: string | null }) => row.station_id)).toEqual([null]);
    expect(now.cartItems).toEqual(old.cartItems);
    expect(now.orders).toEqual(old.orders);
    expect(now.orderItems).toEqual(old.orderItems);
    expect(await dataSource.query('SELECT count(*)::int AS count FROM kitchen_stations')).toEqual([{ count: 0 }]);
    expect(await dataSource.query('SELECT count(*)::int AS count FROM order_station_uses')).toEqual([{ count: 0 }]);
  });

  it('holds stations to a name and a room of 1 or more, and an order to positive units of stations that exist', async () => {
    await expect(dataSource.query(`INSERT INTO kitchen_stations (name, units_per_slot) VALUES ('Oven', 0)`)).rejects.toThrow(/kitchen_stations_units_per_slot_check/);
    await expect(dataSource.query(`INSERT INTO kitchen_stations (name, units_per_slot) VALUES ('  ', 4)`)).rejects.toThrow(/kitchen_stations_name_check/);
    const [oven] = await dataSource.query(`INSERT INTO kitchen_stations (name, units_per_slot) VALUES ('Oven', 6) RETURNING id`);
    const [order] = await dataSource.query(`SELECT id FROM orders`);
    await expect(dataSource.query(`INSERT INTO order_station_uses (order_id, station_id, units) VALUES ($1, $2, 0)`, [order.id, oven.id])).rejects.toThrow(/order_station_uses_units_check/);
    await dataSource.query(`INSERT INTO order_station_uses (order_id, station_id, units) VALUES ($1, $2, 2)`, [order.id, oven.id]);
    await dataSource.query(`UPDATE menu_items SET station_id = $1`, [oven.id]);
    await expect(dataSource.query(`UPDATE menu_item_options SET station_units = -1`)).rejects.toThrow(/menu_item_options_station_units_check/);
    // A station deleted: its items use none, its orders forget the units.
    await dataSource.query(`DELETE FROM kitchen_stations WHERE id = $1`, [oven.id]);
    expect(await dataSource.query('SELECT station_id FROM menu_items')).toEqual([{ station_id: null }]);
    expect(await dataSource.query('SELECT count(*)::int AS count FROM order_station_uses')).toEqual([{ count: 0 }]);
  });

  it('reverts, keeping every item, choice and order line', async () => {
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.query('SELECT count(*)::int AS count FROM menu_items')).toEqual([{ count: 1 }]);
    expect(await dataSource.query('SELECT count(*)::int AS count FROM menu_choices')).toEqual([{ count: 1 }]);
    expect(await dataSource.query('SELECT count(*)::int AS count FROM order_items')).toEqual([{ count: 1 }]);
  });
});
